import { defineMessages } from 'react-intl';
import type { ApplicationStatus } from '../../generated/types.ts';

/** The status labels members see (spec §4): Draft, Successfully submitted, Upload Final, Enter Final. */
export const statusMessages = defineMessages<ApplicationStatus>({
  DRAFT: { id: 'member.list.status.draft' },
  SUBMITTED: { id: 'member.list.status.submitted' },
  FINAL_UPLOAD: { id: 'member.list.status.finalUpload' },
  FINAL_ENTERED: { id: 'member.list.status.finalEntered' },
});
