// The bilingual completeness rule as the officer sees it: which fields are empty in which language,
// read from a record's `missingTranslations` or from a refused publish's `extensions.fields`.
import type { StaffLanguage } from '../../../generated/types.ts';
import { toApplyFailure } from '../../../components/Application/failures.ts';
import { refusal } from '../common/failure.ts';

export interface MissingTranslation {
  field: string;
  language: StaffLanguage;
}

const languageOfSegment: Record<string, StaffLanguage> = { zhTw: 'ZH_TW', ZH_TW: 'ZH_TW', en: 'EN', EN: 'EN' };

/**
 * The fields a refused publish names (`title.en`, `fields.members.1.zhTw`): the first segment that
 * is one of the family's fields, and the language segment after it; a path that names no language
 * counts as empty in both.
 */
export function missingFromPaths(paths: readonly string[], fieldNames: readonly string[]): MissingTranslation[] {
  return paths.flatMap((path) => {
    const segments = path.split('.');
    const at = segments.findIndex((segment) => fieldNames.includes(segment));
    if (at < 0) return [];
    const field = segments[at]!;
    const language = segments.slice(at + 1).find((segment) => Object.hasOwn(languageOfSegment, segment));
    const languages: StaffLanguage[] = language ? [languageOfSegment[language]!] : ['ZH_TW', 'EN'];
    return languages.map((lang) => ({ field, language: lang }));
  });
}

/** A refused publish's missing translations, or null when it was refused for another reason. */
export function missingFromFailure(error: unknown, fieldNames: readonly string[]): MissingTranslation[] | null {
  if (refusal(error).reason !== 'INCOMPLETE_TRANSLATION') return null;
  return missingFromPaths(
    toApplyFailure(error).fields.map((problem) => problem.path),
    fieldNames,
  );
}

/** One line per field, in the family's order, with the languages it is empty in (each once, Chinese first). */
export function missingByField(missing: readonly MissingTranslation[], fieldNames: readonly string[]): Array<{ field: string; languages: StaffLanguage[] }> {
  const order = (field: string) => {
    const at = fieldNames.indexOf(field);
    return at < 0 ? fieldNames.length : at;
  };
  const fields = [...new Set(missing.map((entry) => entry.field))].sort((a, b) => order(a) - order(b));
  return fields.map((field) => ({
    field,
    languages: (['ZH_TW', 'EN'] as const).filter((language) => missing.some((entry) => entry.field === field && entry.language === language)),
  }));
}
