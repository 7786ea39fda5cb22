import { defineMessages } from 'react-intl';

// Messages every application's steps share, whatever the programme: the actions, the read-only
// summary, submit, and the texts of spec §8.
export const applyMessages = defineMessages({
  stepsLabel: { id: 'apply.steps.label' },
  deadline: { id: 'apply.deadline' },
  saveDraft: { id: 'apply.saveDraft' },
  previous: { id: 'apply.previous' },
  next: { id: 'apply.next' },
  saved: { id: 'apply.saved' },
  saveFailed: { id: 'apply.saveFailed' },
  uploadFailed: { id: 'apply.uploadFailed' },
  updated: { id: 'apply.updated' },
  sessionLookupFailed: { id: 'apply.sessionLookupFailed' },
  alreadyApplied: { id: 'apply.alreadyApplied' },
  incomplete: { id: 'apply.incomplete' },
  fetchFailed: { id: 'error.default.fetchFailed' },
  conflictChanged: { id: 'apply.conflict.changed' },
  conflictReload: { id: 'apply.conflict.reload' },
  conflictExists: { id: 'apply.conflict.exists' },
  conflictOpen: { id: 'apply.conflict.open' },
  otherStepProblems: { id: 'apply.otherStepProblems' },
  notFound: { id: 'apply.notFound.title' },
  notFoundBody: { id: 'apply.notFound.body' },
  savedWithoutFiles: { id: 'apply.savedWithoutFiles' },
  refusedFile: { id: 'apply.refusedFile' },
  filesLost: { id: 'apply.filesLost' },
  lostFile: { id: 'apply.lostFile' },
  fileLost: { id: 'apply.fileLost' },
  closedSaved: { id: 'apply.closed.saved' },
  closedUnsaved: { id: 'apply.closed.unsaved' },
});

export const summaryMessages = defineMessages({
  edit: { id: 'apply.summary.edit' },
  empty: { id: 'apply.summary.empty' },
  download: { id: 'apply.summary.download' },
});

export const confirmMessages = defineMessages({
  submit: { id: 'apply.confirm.submit' },
  submitting: { id: 'apply.confirm.submitting' },
  problems: { id: 'apply.confirm.problems' },
  rules: { id: 'apply.confirm.rules' },
  rulesBroken: { id: 'apply.confirm.rulesBroken' },
  problem: { id: 'apply.confirm.problem' },
  unsaved: { id: 'apply.confirm.unsaved' },
  saveNow: { id: 'apply.confirm.saveNow' },
  failed: { id: 'apply.confirm.failed' },
});

export const completeMessages = defineMessages({
  done: { id: 'apply.complete.done' },
  view: { id: 'apply.complete.view' },
});
