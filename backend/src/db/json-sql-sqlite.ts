// SQLite's forms of the SQL that differs between the engines: reading and writing inside the JSON
// columns (JSON text here, jsonb in PostgreSQL) and the text operations PostgreSQL reads otherwise.
// Each has PostgreSQL's twin of the same name and signature in json-sql-pg.ts; call sites import
// neither, but json-sql.ts, which hands out this process's engine's set. Paths are written `$.a.b`:
// object keys only, no array indexes.
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { JsonScalar } from './json-sql-pg.ts';

/** The value at `path` as text (numbers and booleans come out as SQLite stores them); null where absent. */
export const jsonText = (json: SQLWrapper, path: string): SQL<string | null> => sql`json_extract(${json}, ${path})`;

/** The number at `path`, for comparing with a number. */
export const jsonNumber = (json: SQLWrapper, path: string): SQL<number | null> => sql`json_extract(${json}, ${path})`;

/** The boolean at `path` is `value` (absent is neither). */
export const jsonBooleanIs = (json: SQLWrapper, path: string, value: boolean): SQL => sql`json_extract(${json}, ${path}) = ${value ? 1 : 0}`;

/**
 * The elements of the array at `path` as rows, for a FROM clause or a join (`from`), each as
 * `element` (an object's fields are read with `jsonText(element, '$.field')`).
 */
export function jsonArrayElements(json: SQLWrapper, path: string, alias: string): { from: SQL; element: SQL } {
  const name = sql.identifier(alias);
  return { from: sql`json_each(${json}, ${path}) as ${name}`, element: sql`${name}.value` };
}

/** Some element of the array at `path` satisfies `predicate`. */
export function jsonArraySome(json: SQLWrapper, path: string, predicate: (element: SQL) => SQL): SQL {
  const { from, element } = jsonArrayElements(json, path, 'json_element');
  return sql`exists (select 1 from ${from} where ${predicate(element)})`;
}

/** The array at `path` holds `value`. */
export const jsonArrayHas = (json: SQLWrapper, path: string, value: string | number): SQL =>
  jsonArraySome(json, path, (element) => sql`${element} = ${value}`);

/** `json` with `value` at `path` (its parent must exist). */
export const jsonSet = (json: SQLWrapper, path: string, value: JsonScalar): SQL => sql`json_set(${json}, ${path}, json(${JSON.stringify(value)}))`;

/** The largest whole number that `text` holds from character `start` (1-based) on: the cast reads the leading digits. */
export const maxIntegerAfter = (text: SQLWrapper, start: number): SQL<number | null> => sql`max(cast(substr(${text}, ${start}) as integer))`;

/** `text` matches the LIKE `pattern`, ignoring (ASCII) letter case as SQLite's LIKE does; `\` escapes % and _. */
export const likeEscaped = (text: SQLWrapper, pattern: string | Placeholder): SQL => sql`${text} like ${pattern} escape '\\'`;
