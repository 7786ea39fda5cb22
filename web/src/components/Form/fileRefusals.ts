// Files the member chose that their slot refused (the wrong kind, a photo under 2R): the slot keeps
// what it had, and a save that follows must say the new file was not kept, not just 'Saved'. Kept
// per form (its react-hook-form control), since a save's validation replaces the form's errors.
import type { RuleMessageId } from '@yip/rules';

export interface FileRefusal {
  /** The slot's field name in the form (`members.0.pdfFile`). */
  name: string;
  /** The refused file's own name. */
  fileName: string;
  reason: RuleMessageId;
}

const byForm = new WeakMap<object, Map<string, FileRefusal>>();

export function noteRefusal(form: object, refusal: FileRefusal): void {
  const refusals = byForm.get(form) ?? new Map<string, FileRefusal>();
  refusals.set(refusal.name, refusal);
  byForm.set(form, refusals);
}

export function clearRefusal(form: object, name: string): void {
  byForm.get(form)?.delete(name);
}

export function hasRefusals(form: object): boolean {
  return (byForm.get(form)?.size ?? 0) > 0;
}

/** The refusals not yet told by a save; taking them clears them (the slots still show theirs). */
export function takeRefusals(form: object): FileRefusal[] {
  const refusals = [...(byForm.get(form)?.values() ?? [])];
  byForm.delete(form);
  return refusals;
}
