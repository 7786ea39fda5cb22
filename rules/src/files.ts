// File slots of the application forms (spec §5, §9; DESIGN §4 multipart): which kinds and how many
// bytes each slot takes. The web checks before upload, the gateway and the backend enforce.
import { z } from 'zod';
import { competition, imagePixelLimits, incubator } from './constants.ts';
import { ruleMessage, type RuleMessageId } from './messages.ts';
import { readThrough } from './modes.ts';

export type FileKind = 'pdf' | 'jpg' | 'png';

export interface FileRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** The 'file too large' message naming this slot's limit. */
  tooLarge: RuleMessageId;
  /** Images only: the shortest side taken, in pixels (read from the file, never trusted from the client). */
  minSidePx?: number;
}

export const fileKindMime: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const MB = 1024 * 1024;
const tooLargeFor = (bytes: number): RuleMessageId =>
  bytes <= 2 * MB ? ruleMessage.fileTooLarge2 : bytes <= 3 * MB ? ruleMessage.fileTooLarge3 : ruleMessage.fileTooLarge10;
const rule = (kinds: readonly FileKind[], maxBytes: number): FileRule => ({ kinds, maxBytes, tooLarge: tooLargeFor(maxBytes) });

/** The competition's slots: the team photo, each member's student proof and the plan PDF. */
export const competitionFileRules = {
  previewImg: rule(['jpg', 'png'], competition.photoBytes),
  memberProof: rule(['pdf'], competition.studentProofPdfBytes),
  proposalPdf: rule(['pdf'], competition.planPdfBytes),
} as const;

/**
 * The multipart part name of a slot (DESIGN §4): `previewImg`, `members.2.pdfFile`,
 * `proposal.pdfFile`; undefined for any other name.
 */
export function competitionFileRuleOf(slot: string): FileRule | undefined {
  if (slot === 'previewImg') return competitionFileRules.previewImg;
  if (slot === 'proposal.pdfFile') return competitionFileRules.proposalPdf;
  const member = /^members\.(\d)\.pdfFile$/.exec(slot);
  if (member && Number(member[1]) < competition.members.max) return competitionFileRules.memberProof;
  return undefined;
}

/** The incubator's slots: the plan PDF, the photo (at least 2R, spec §5) and the final-round PDF. */
export const incubatorFileRules = {
  proposalPdf: rule(['pdf'], incubator.planPdfBytes),
  proposalImg: { ...rule(['jpg', 'png'], incubator.photoBytes), minSidePx: incubator.photoMinSidePx },
  finalPdf: rule(['pdf'], incubator.finalPdfBytes),
} as const;

/** The incubator's part names: `proposal.pdfFile`, `proposal.img`; the final upload's `file`. */
export function incubatorFileRuleOf(slot: string): FileRule | undefined {
  if (slot === 'proposal.pdfFile') return incubatorFileRules.proposalPdf;
  if (slot === 'proposal.img') return incubatorFileRules.proposalImg;
  if (slot === 'file') return incubatorFileRules.finalPdf;
  return undefined;
}

/** True when no side of the image is shorter than the slot allows ('至少須符合2R'). */
export function imageLargeEnough(size: { width: number; height: number }, minSidePx: number): boolean {
  return Math.min(size.width, size.height) >= minSidePx;
}

/** True when the image is small enough to decode safely: no side over 8,000 px, at most 40 megapixels. */
export function imageWithinPixelLimits(size: { width: number; height: number }): boolean {
  const { maxSidePx, maxPixels } = imagePixelLimits;
  return size.width <= maxSidePx && size.height <= maxSidePx && size.width * size.height <= maxPixels;
}

/** The largest file any slot takes: the hard limit of a multipart part. */
export const maxFileBytes = Math.max(
  ...[...Object.values(competitionFileRules), ...Object.values(incubatorFileRules)].map((r) => r.maxBytes),
);

/** The first message a chosen file breaks, checked from its name, type and size (the web, before upload). */
export function checkChosenFile(file: { name: string; type: string; size: number }, fileRule: FileRule): RuleMessageId | null {
  const kind = (Object.keys(fileKindMime) as FileKind[]).find((k) => fileKindMime[k] === file.type);
  const extension = file.name.toLowerCase().split('.').pop();
  const byExtension = extension === 'jpeg' ? 'jpg' : extension;
  if (!kind || !fileRule.kinds.includes(kind) || !fileRule.kinds.includes(byExtension as FileKind)) return ruleMessage.fileType;
  if (file.size > fileRule.maxBytes) return fileRule.tooLarge;
  return null;
}

/**
 * A stored file as an application holds it: `url` is its stable address (what `keepList` names),
 * `name` the applicant's file name, `size` in bytes.
 */
// Fields read through their builders (getters): built on the first parse, not as a page loads the rules.
export const storedFile = z.strictObject(
  readThrough({
    url: () => z.string().min(1).max(512),
    name: () => z.string().min(1).max(255),
    size: () => z.number().int().nonnegative(),
  }),
);
export type StoredFile = z.infer<typeof storedFile>;
