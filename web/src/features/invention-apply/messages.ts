import { defineMessages } from 'react-intl';

// Messages every step of the application shares: the actions and the texts of spec §8.
export const applyMessages = defineMessages({
  deadline: { id: 'inventionApply.deadline' },
  saveDraft: { id: 'inventionApply.saveDraft' },
  previous: { id: 'inventionApply.previous' },
  next: { id: 'inventionApply.next' },
  saved: { id: 'inventionApply.saved' },
  saveFailed: { id: 'inventionApply.saveFailed' },
  uploadFailed: { id: 'inventionApply.uploadFailed' },
  updated: { id: 'inventionApply.updated' },
  sessionLookupFailed: { id: 'inventionApply.sessionLookupFailed' },
  alreadyApplied: { id: 'inventionApply.alreadyApplied' },
  incomplete: { id: 'inventionApply.incomplete' },
  fetchFailed: { id: 'error.default.fetchFailed' },
  upstreamUnavailable: { id: 'error.upstreamUnavailable' },
  conflictChanged: { id: 'inventionApply.conflict.changed' },
  conflictReload: { id: 'inventionApply.conflict.reload' },
  conflictExists: { id: 'inventionApply.conflict.exists' },
  conflictOpen: { id: 'inventionApply.conflict.open' },
  otherStepProblems: { id: 'inventionApply.otherStepProblems' },
});
