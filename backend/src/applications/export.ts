// The managers' spreadsheets: `pvt/download/list` of applications (one row per application, people
// flattened into columns) and of members. Applicants and members type these texts, so none may
// start a formula in a spreadsheet.
import ExcelJS from 'exceljs';
import type { Programme } from './programme.ts';
import type { ListedApplication } from './store.ts';

/** A text a spreadsheet could run (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'` (OWASP). */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value(item: T): string | number | null | undefined;
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet: a bold, frozen header row, then one neutralised row per item. */
export async function sheetWorkbook<T>(name: string, columns: readonly SheetColumn<T>[], items: readonly T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    sheet.addRow(columns.map((column) => neutralise(column.value(item))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function applicationsWorkbook(programme: Programme, items: readonly ListedApplication[]): Promise<Buffer> {
  const own: SheetColumn<ListedApplication>[] = [
    { header: 'id', value: (item) => item.row.id },
    { header: 'registrationNumber', width: 16, value: (item) => item.row.registrationNumber },
    { header: 'status', width: 12, value: (item) => item.row.status },
    { header: 'sessionId', value: (item) => item.row.sessionId },
    { header: 'ownerEmail', width: 28, value: (item) => item.ownerEmail },
    { header: 'submittedAt', width: 24, value: (item) => item.row.submittedAt },
    // 1: the submit arrived after applyEnd, inside the session's grace.
    { header: 'submittedInGrace', width: 16, value: (item) => (item.row.submittedInGrace ? 1 : 0) },
    { header: 'updatedAt', width: 24, value: (item) => item.row.updatedAt },
  ];
  const columns = [
    ...own,
    ...programme.exportColumns.map((column) => ({ ...column, value: (item: ListedApplication) => column.value(item.row.data, item.row) })),
  ];
  return sheetWorkbook(programme.name, columns, items);
}
