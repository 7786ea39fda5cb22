// Every SQL fragment that reads or writes inside a JSON column, in SQLite's form (json_extract,
// json_each, json_set), so that another engine gives each its own form here and nowhere else.
// Paths are written `$.a.b`: object keys only, no array indexes.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The string at `path`; null where absent (numbers and booleans come out as SQLite stores them). */
export const jsonText = (json: SQLWrapper, path: string): SQL => sql`json_extract(${json}, ${path})`;

/** The number at `path`, for comparing with a number. */
export const jsonNumber = (json: SQLWrapper, path: string): SQL => sql`json_extract(${json}, ${path})`;

/** The boolean at `path` is `value` (absent is neither). */
export const jsonIs = (json: SQLWrapper, path: string, value: boolean): SQL => sql`json_extract(${json}, ${path}) = ${value ? 1 : 0}`;

/** The JSON with `false` at `path`. */
export const jsonSetFalse = (json: SQLWrapper, path: string): SQL => sql`json_set(${json}, ${path}, json('false'))`;

/**
 * The elements of the array at `path` as a table to join, named `alias`, and the SQL of one
 * element (an object's fields are read with `jsonText(element, '$.field')`).
 */
export function jsonElements(json: SQLWrapper, path: string, alias: string): { table: SQL; element: SQL } {
  const name = sql.identifier(alias);
  return { table: sql`json_each(${json}, ${path}) as ${name}`, element: sql`${name}.value` };
}

/** Some element of the array at `path` passes `test`. */
export function jsonSomeElement(json: SQLWrapper, path: string, test: (element: SQL) => SQL): SQL {
  const { table, element } = jsonElements(json, path, 'element');
  return sql`exists (select 1 from ${table} where ${test(element)})`;
}

/** The array at `path` holds `value`. */
export const jsonArrayHas = (json: SQLWrapper, path: string, value: string | number): SQL =>
  jsonSomeElement(json, path, (element) => sql`${element} = ${value}`);
