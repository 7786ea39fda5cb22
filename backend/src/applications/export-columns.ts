// The columns of the managers' applications .xlsx in one language: the application's own (number,
// status, owner, times in Taipei), then each programme field headed by its label on the form, coded
// values as the form's labels, files as links to the application's page in the console.
import { sdgNames } from '../../../web/src/components/Application/invention/sdgs.ts';
import type { Language } from '../i18n/language.ts';
import type { CellValue, SheetColumn } from './export.ts';
import { taipeiTime } from './export.ts';
import { exportWord } from './export-headers.ts';
import { fieldLabel, optionLabel } from './labels.ts';
import { valueAt, type ExportField, type Programme } from './programme.ts';
import type { ListedApplication } from './store.ts';

/** The console's page of an application (the web's `/{lang}/staff/{programme}/applications/{id}`). */
export const consolePagePath = (programme: Programme, lang: Language, id: number) => `/${lang}/staff/${programme.name}/applications/${id}`;

function fieldValue(field: ExportField, value: unknown, lang: Language, page: string): CellValue {
  if (value === undefined || value === null || value === '') return undefined;
  if (field.file) return { text: exportWord(lang, 'uploaded'), hyperlink: page };
  const words = (Array.isArray(value) ? value : [value]).map((item) => {
    const text = String(item);
    if (field.option === 'sdg') return `${text}. ${sdgNames[Number(item)]?.[lang] ?? ''}`;
    return field.option ? (optionLabel(field.option, text, lang) ?? text) : text;
  });
  return words.join(lang === 'en' ? ', ' : '、');
}

/** `publicUrl` is the site's origin, so the links open the console from the spreadsheet. */
export function applicationColumns(programme: Programme, lang: Language, publicUrl: string): SheetColumn<ListedApplication>[] {
  const page = (item: ListedApplication) => `${publicUrl}${consolePagePath(programme, lang, item.row.id)}`;
  const word = (id: Parameters<typeof exportWord>[1]) => exportWord(lang, id);
  const own: SheetColumn<ListedApplication>[] = [
    { header: word('registrationNumber'), width: 16, value: (item) => item.row.registrationNumber },
    { header: word('status'), width: 12, value: (item) => optionLabel('status', item.row.status, lang) ?? item.row.status },
    { header: word('ownerEmail'), width: 28, value: (item) => item.ownerEmail },
    { header: word('submittedAt'), width: 18, value: (item) => taipeiTime(item.row.submittedAt) },
    { header: word('submittedInGrace'), width: 12, value: (item) => (item.row.submittedAt ? word(item.row.submittedInGrace ? 'yes' : 'no') : '') },
    { header: word('updatedAt'), width: 18, value: (item) => taipeiTime(item.row.updatedAt) },
  ];
  const fields = programme.exportFields.map(
    (field): SheetColumn<ListedApplication> => ({
      header: fieldLabel(programme.name, field.path.join('.'), lang) ?? field.path.join('.'),
      width: field.width,
      value: (item) => fieldValue(field, valueAt(item.row.data, field.path), lang, page(item)),
    }),
  );
  const final: SheetColumn<ListedApplication>[] = programme.finalUpload
    ? [
        { header: word('finalFile'), value: (item) => (valueAt(item.row.data, programme.finalUpload!.path) ? { text: word('uploaded'), hyperlink: page(item) } : undefined) },
        { header: word('finalSubmittedAt'), width: 18, value: (item) => taipeiTime(item.row.finalSubmittedAt) },
      ]
    : [];
  return [...own, ...fields, ...final, { header: word('consolePage'), width: 12, value: (item) => ({ text: word('open'), hyperlink: page(item) }) }];
}
