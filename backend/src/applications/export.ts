// The managers' spreadsheets (.xlsx), written row by row into the answer: 5,000 applications never
// sit in memory as one workbook. Applicants and members type these texts, so none may start a
// formula in a spreadsheet.
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';

/** A text a spreadsheet could run (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'` (OWASP). */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell: text, a number, or a link (its text neutralised too). */
export type CellValue = string | number | null | undefined | { text: string; hyperlink: string };

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value(item: T): CellValue;
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const cell = (value: CellValue) => (typeof value === 'object' && value !== null ? { text: String(neutralise(value.text)), hyperlink: value.hyperlink } : neutralise(value));

/**
 * One sheet, a bold frozen header row, then one row per item of each page `pages` yields, streamed:
 * each page is written before the next is read, and reading waits while the reader of the answer
 * lags (backpressure), so memory holds about one page whatever the number of rows.
 */
export function streamWorkbook<T>(name: string, columns: readonly SheetColumn<T>[], pages: AsyncIterable<readonly T[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({ header: column.header, key: String(i), width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const page of pages) {
      for (const item of page) sheet.addRow(columns.map((column) => cell(column.value(item)))).commit();
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** An ISO time as Taipei's wall clock, `2026-05-31 23:59` (spreadsheets have no time zones). */
export function taipeiTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const taipei = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();
  return `${taipei.slice(0, 10)} ${taipei.slice(11, 16)}`;
}

export const csvType = 'text/csv; charset=utf-8';

/** A CSV field: neutralised as a cell is, always quoted, quotes doubled (RFC 4180). */
const csvField = (value: string) => `"${String(neutralise(value)).replaceAll('"', '""')}"`;

/** A CSV of one header row and one row per item, streamed page by page as streamWorkbook is. */
export function streamCsv<T>(columns: readonly { header: string; value(item: T): string }[], pages: AsyncIterable<readonly T[]>): Readable {
  const out = new PassThrough();
  const line = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;
  const write = async () => {
    out.write(line(columns.map((column) => column.header)));
    for await (const page of pages) {
      const drained = out.write(page.map((item) => line(columns.map((column) => column.value(item)))).join(''));
      if (!drained) await new Promise((resolve) => out.once('drain', resolve));
    }
    out.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
