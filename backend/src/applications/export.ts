// The managers' download list (`pvt/download/list`): one row per application, people flattened
// into columns. Applicants type these texts, so none may start a formula in a spreadsheet.
import ExcelJS from 'exceljs';
import type { Programme } from './programme.ts';
import type { ListedApplication } from './store.ts';

/** A text a spreadsheet could run (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'` (OWASP). */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function applicationsWorkbook(programme: Programme, items: readonly ListedApplication[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(programme.name);
  const own: { header: string; width?: number; value(item: ListedApplication): string | number | null | undefined }[] = [
    { header: 'id', value: (item) => item.row.id },
    { header: 'registrationNumber', width: 16, value: (item) => item.row.registrationNumber },
    { header: 'status', width: 12, value: (item) => item.row.status },
    { header: 'sessionId', value: (item) => item.row.sessionId },
    { header: 'ownerEmail', width: 28, value: (item) => item.ownerEmail },
    { header: 'submittedAt', width: 24, value: (item) => item.row.submittedAt },
    { header: 'updatedAt', width: 24, value: (item) => item.row.updatedAt },
  ];
  const columns = [
    ...own,
    ...programme.exportColumns.map((column) => ({ ...column, value: (item: ListedApplication) => column.value(item.row.data) })),
  ];
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of items) {
    sheet.addRow(columns.map((column) => neutralise(column.value(item))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
