// PostgreSQL's forms of the SQL that differs between the engines: reading and writing inside the
// JSON columns (jsonb here, JSON text in SQLite) and the two text operations whose SQLite forms
// PostgreSQL reads otherwise. Each pairs with a SQLite function of the same name and signature in
// json-sql.ts; `path` is a SQLite JSON path of object keys, `$.a.b`, in both.
//
//   jsonText(json, path)                  SQLite: json_extract(json, path)           text at path (a number or boolean as its text)
//   jsonNumber(json, path)                SQLite: json_extract(json, path)           number at path, else null
//   jsonBooleanIs(json, path, value)      SQLite: json_extract(json, path) = 1 | 0   the boolean at path is `value`
//   jsonArrayHas(json, path, value)       SQLite: exists (select 1 from json_each(json, path) where value = ?)
//   jsonArrayElements(json, path, alias)  SQLite: from: json_each(json, path) as alias, element: alias.value
//   jsonArraySome(json, path, predicate)  SQLite: exists (select 1 from json_each(json, path) as e where predicate(e.value))
//   jsonSet(json, path, value)            SQLite: json_set(json, path, json(?))      a JSON scalar written at path
//   maxIntegerAfter(text, start)          SQLite: max(cast(substr(text, start) as integer))
//   likeEscaped(text, pattern)            SQLite: text like pattern escape '\'       case-insensitive, `\` escapes % and _
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

export type JsonScalar = string | number | boolean | null;

/** `$.a.b` as a PostgreSQL text[] literal, `{"a","b"}`, for `#>`, `#>>` and jsonb_set. */
export function pgPath(path: string): string {
  if (!/^\$(\.[^.[\]]+)*$/.test(path)) throw new Error(`not a JSON path of object keys: ${path}`);
  const keys = path.split('.').slice(1);
  return `{${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The jsonb value at `path`, or null. */
const at = (json: SQLWrapper, path: string) => sql`(${json} #> ${pgPath(path)}::text[])`;

export const jsonText = (json: SQLWrapper, path: string): SQL<string | null> => sql`(${json} #>> ${pgPath(path)}::text[])`;

/** Null where the value is not a number: a cast would fail the whole query instead. */
export function jsonNumber(json: SQLWrapper, path: string): SQL<number | null> {
  const value = at(json, path);
  return sql`(case when jsonb_typeof(${value}) = 'number' then ${value}::float8 end)`;
}

export const jsonBooleanIs = (json: SQLWrapper, path: string, value: boolean): SQL => sql`${at(json, path)} = ${String(value)}::jsonb`;

/** Containment (`@>`) compares as json_each's `value =` does, numbers by value, and can use a GIN index. */
export const jsonArrayHas = (json: SQLWrapper, path: string, value: string | number): SQL =>
  sql`${at(json, path)} @> ${JSON.stringify([value])}::jsonb`;

/**
 * The elements of the array at `path` as rows, for a FROM clause (`from`), each as `element`.
 * No rows where there is no array, as json_each gives none where the path is missing.
 */
export function jsonArrayElements(json: SQLWrapper, path: string, alias: string): { from: SQL; element: SQL } {
  const value = at(json, path);
  const name = sql.identifier(alias);
  return {
    from: sql`jsonb_array_elements(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end) as ${name}(value)`,
    element: sql`${name}.value`,
  };
}

/** Some element of the array at `path` satisfies `predicate`, given the element (read it with jsonText and the like). */
export function jsonArraySome(json: SQLWrapper, path: string, predicate: (element: SQL) => SQL): SQL {
  const { from, element } = jsonArrayElements(json, path, 'json_element');
  return sql`exists (select 1 from ${from} where ${predicate(element)})`;
}

/** `json` with `value` at `path` (its parent must exist, as for json_set). */
export const jsonSet = (json: SQLWrapper, path: string, value: JsonScalar): SQL =>
  sql`jsonb_set(${json}, ${pgPath(path)}::text[], ${JSON.stringify(value)}::jsonb)`;

/**
 * The largest whole number that `text` holds from character `start` (1-based) on, as the digits
 * there: SQLite's cast reads leading digits and never fails; PostgreSQL's fails on anything else.
 */
export const maxIntegerAfter = (text: SQLWrapper, start: number): SQL<number | null> =>
  sql`max(cast(substring(substr(${text}, ${start}::integer) from '^[0-9]+') as bigint))`;

/** SQLite's LIKE ignores letter case (ASCII), PostgreSQL's does not: ILIKE is its counterpart. */
export const likeEscaped = (text: SQLWrapper, pattern: string | Placeholder): SQL => sql`${text} ilike ${pattern} escape '\\'`;
