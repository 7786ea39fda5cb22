// The application status machine (DESIGN §4): only a draft is written by its owner; submit is the
// one way out of draft; the incubator's raise, downgrade and final upload move between the later
// states.
import type { ApplicationStatus } from '../db/schema.ts';

export const transitions = {
  submit: { from: ['draft'], to: 'submitted' },
  /** Incubator: the team may upload its final PDF. */
  raise: { from: ['submitted'], to: 'final_upload' },
  /** Incubator: undoes raise. */
  downgrade: { from: ['final_upload'], to: 'submitted' },
  /** Incubator: the final PDF was received; it cannot be replaced. */
  finalUpload: { from: ['final_upload'], to: 'final_entered' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type Transition = keyof typeof transitions;

export function canMove(status: ApplicationStatus, transition: Transition): boolean {
  return (transitions[transition].from as readonly ApplicationStatus[]).includes(status);
}

/** Saves and the owner's delete are for drafts only: team members are locked once submitted. */
export const isEditable = (status: ApplicationStatus) => status === 'draft';

/** Statuses that count as a submitted team (the per-person limit, the export's `submitted` filter). */
export const submittedStatuses: readonly ApplicationStatus[] = ['submitted', 'final_upload', 'final_entered'];
