import type { FamilyName } from '../resources/families.ts';
import type { Motif } from './art.ts';
import type { DocumentSpec } from './documents.ts';

export const t = (zhTw: string, en: string) => ({ zhTw, en });
export const paragraphs = (...parts: [string, string][]) =>
  t(parts.map(([zh]) => zh).join('\n\n'), parts.map(([, en]) => en).join('\n\n'));

export type Records = Partial<Record<FamilyName, Record<string, unknown>[]>>;

/** What the content modules share: generated files and dates relative to the first run. */
export interface SeedHelpers {
  /** Registers a 1200×800 image (SVG, with a PNG beside it) without lettering and answers the SVG's public path. */
  cover(name: string, palette: number, motif?: Exclude<Motif, 'emblem'>): string;
  /** Registers a partner's 1200×600 logo (SVG only) with its name in Latin letters and answers its public path. */
  logo(name: string, wordmark: string, palette: number): string;
  /** Registers a one-page PDF and answers its public path. */
  document(spec: DocumentSpec): string;
  /** `days` from the first run at `hour`:`minute` Asia/Taipei time, as an ISO instant. */
  taipei(days: number, hour: number, minute?: number): string;
  /** The ISO date `days` from the first run. */
  date(days: number): string;
  year: number;
}

