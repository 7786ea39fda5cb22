// The applicant's file name as staff see it and as a download names it. A bidi override can make
// `invoice\u202Efdp.exe` display as `invoiceexe.pdf`, and a control character can break a line or
// a header, so neither is ever kept.
import type { FileKind } from '@yip/rules';

/**
 * C0 and C1 controls (with DEL), the line and paragraph separators, and every bidi formatting
 * character: the marks (ALM U+061C, LRM U+200E, RLM U+200F), the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069).
 */
// eslint-disable-next-line no-control-regex
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A display name: no folders, no hidden characters, at most 255 characters; `file.<kind>` if nothing is left. */
export function displayFileName(raw: string | undefined, kind: FileKind): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(hiddenCharacters, '').trim();
  return [...(cleaned || `file.${kind}`)].slice(0, 255).join('');
}
