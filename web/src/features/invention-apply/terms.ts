// "I have read and agree" (the terms step), remembered for the session's tab per member and
// application, so the confirmation page knows the terms were accepted before submitting.
import { hasDraft, writeDraft } from '../../components/Form/draft.ts';

const termsKey = (owner: string, id: string | null) => `inventionApply:${owner}:${id ?? 'new'}:terms`;

export function agreeToTerms(owner: string, id: string): void {
  writeDraft(termsKey(owner, id), { agreed: true });
}

export function hasAgreed(owner: string, id: string | null): boolean {
  return id !== null && hasDraft(termsKey(owner, id));
}
