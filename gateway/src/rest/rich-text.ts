// A rich-text body as the backend answers it (issue 21): one language's document. A backend that
// still answers the text it kept before rich text (paragraphs separated by blank lines, as the
// contract once said) is read as that document; one that answers anything outside the allowlist
// breaks the contract (UPSTREAM_INVALID), so the public pages only ever receive allowed documents.
import { checkRichText, paragraphsToDocument, type RichDocument } from '@yip/rules';
import { z } from 'zod';

export const richBody = z.unknown().transform((value, context): RichDocument => {
  const checked = checkRichText(typeof value === 'string' ? paragraphsToDocument(value) : value, Number.POSITIVE_INFINITY);
  if (checked.ok) return checked.document;
  context.addIssue({ code: 'custom', message: `not an allowed rich-text document (${checked.problem})` });
  return z.NEVER;
});
