// A file slot in an application's form rules: a File just chosen or a stored file kept.
import { checkChosenFile, ruleMessage, type FileRule, type RuleMessageId } from '@yip/rules';
import { z } from 'zod';
import { isChosenFile } from '../Form/FileField.tsx';

const chosenFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);
const keptFile = z.object({ url: z.string().min(1), name: z.string(), size: z.number() });

/** A file slot: a new File or a stored one; an empty slot says `missing` ("please choose a file"). */
export const formFile = (missing: RuleMessageId = ruleMessage.fileRequired) => z.union([chosenFile, keptFile], { error: missing });

/** Each chosen file against its slot's kinds and size (the file field checks on choosing too). */
export function checkFile(value: unknown, rule: FileRule, path: (string | number)[], ctx: z.RefinementCtx) {
  if (!isChosenFile(value)) return;
  const message = checkChosenFile(value, rule);
  if (message) ctx.addIssue({ code: 'custom', message, path });
}
