// The SQL that differs between the engines, under one set of names: the forms of the engine this
// process runs on (engine.ts), SQLite's (json-sql-sqlite.ts) or PostgreSQL's (json-sql-pg.ts). Call
// sites import these and write no engine's own SQL; both files keep the same names and signatures
// (checked here by `satisfies`).
//
//   jsonText(json, path)                 the value at path as text (null where absent)
//   jsonNumber(json, path)               the number at path, for comparing with a number
//   jsonBooleanIs(json, path, value)     the boolean at path is `value` (absent is neither)
//   jsonArrayHas(json, path, value)      the array at path holds the string or number `value`
//   jsonArrayElements(json, path, alias) the array's elements as rows (`from`), each `element`
//   jsonArraySome(json, path, predicate) some element of the array satisfies `predicate`
//   jsonSet(json, path, value)           the JSON with a scalar written at path
//   maxIntegerAfter(text, start)         max of the whole numbers the texts hold from `start` on
//   likeEscaped(text, pattern)           LIKE ignoring ASCII letter case, `\` escaping % and _
//
// Paths are `$.a.b`: object keys only. Plain SQL both engines read alike stays at the call sites:
// `1 = 0` for false (PostgreSQL refuses SQLite's `0` as a condition),
// `coalesce(max(…), -1) + 1`, `lower(…)`, booleans compared through their columns (`eq(col, true)`).
import { engine } from './engine.ts';
import * as pg from './json-sql-pg.ts';
import * as sqlite from './json-sql-sqlite.ts';

export type { JsonScalar } from './json-sql-pg.ts';

type Forms = Pick<typeof sqlite, keyof typeof sqlite>;
const forms: Forms = engine === 'postgres' ? (pg satisfies Forms) : sqlite;

export const { jsonText, jsonNumber, jsonBooleanIs, jsonArrayHas, jsonArrayElements, jsonArraySome, jsonSet, maxIntegerAfter, likeEscaped } = forms;

/** A LIKE pattern for "contains `q`" (for likeEscaped): its `\`, `%` and `_` taken literally. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/** A LIKE pattern for "starts with `prefix`" (for likeEscaped). */
export const prefixPattern = (prefix: string) => `${escapeLike(prefix)}%`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
