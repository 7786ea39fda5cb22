import { eq, sql, type SQL } from 'drizzle-orm';
import { containsPattern, jsonArrayHas, jsonBooleanIs, jsonNumber, jsonText, likeEscaped } from '../db/json-sql.ts';
import { resources } from '../db/schema.ts';
import { badInput } from '../errors.ts';
import type { Family } from './families.ts';

export interface ListQuery {
  page: number;
  pageSize: number;
  /** Search text, matched against the family's searchable fields. */
  q: string | undefined;
  /** Everything else in the query: field filters, already turned into SQL. */
  filters: SQL[];
}

export interface QueryOptions {
  /** Managers may also filter on `published` and `ownerId`. */
  recordFilters: boolean;
}

const defaultPageSize = 20;
const maxPageSize = 100;

function positiveInteger(name: string, raw: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^[1-9]\d*$/.test(raw) || Number(raw) > max) throw badInput('badInput', name);
  return Number(raw);
}

function parseBoolean(name: string, raw: string): boolean {
  if (raw !== 'true' && raw !== 'false') throw badInput('badInput', name);
  return raw === 'true';
}

function parseNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw badInput('badInput', name);
  return value;
}

const jsonPath = (field: string, sub?: string) => (sub ? `$.${field}.${sub}` : `$.${field}`);
const text = (field: string, sub?: string) => jsonText(resources.data, jsonPath(field, sub));

/** `field=value`: equality for scalars, either language for localised text, membership for arrays. */
function fieldFilter(family: Family, field: string, raw: string): SQL {
  switch (family.fieldKinds[field]) {
    case 'string':
      return sql`${text(field)} = ${raw}`;
    case 'number':
      return sql`${jsonNumber(resources.data, jsonPath(field))} = ${parseNumber(field, raw)}`;
    case 'boolean':
      return jsonBooleanIs(resources.data, jsonPath(field), parseBoolean(field, raw));
    case 'localised':
      return sql`(${text(field, 'zhTw')} = ${raw} or ${text(field, 'en')} = ${raw})`;
    case 'numberArray':
      return jsonArrayHas(resources.data, jsonPath(field), parseNumber(field, raw));
    case 'stringArray':
      return jsonArrayHas(resources.data, jsonPath(field), raw);
    default:
      throw badInput('badInput', field);
  }
}

function searchCondition(family: Family, q: string): SQL {
  const pattern = containsPattern(q);
  const matches = family.searchable.flatMap((field) =>
    // A rich text's language is searched as its stored JSON: its words, and its node names too.
    family.fieldKinds[field] === 'localised' || family.fieldKinds[field] === 'richText'
      ? [likeEscaped(text(field, 'zhTw'), pattern), likeEscaped(text(field, 'en'), pattern)]
      : [likeEscaped(text(field), pattern)],
  );
  // A family with nothing searchable matches nothing rather than everything.
  return matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`1 = 0`;
}

/** The field a filter key names: the field itself, or for an array field its singular (`tagId` → `tagIds`). */
function filterField(family: Family, key: string): string {
  if (Object.hasOwn(family.fieldKinds, key)) return key;
  const plural = `${key}s`;
  const kind = family.fieldKinds[plural];
  if (Object.hasOwn(family.fieldKinds, plural) && (kind === 'numberArray' || kind === 'stringArray')) return plural;
  throw badInput('unknownField', key);
}

/** Reads `page`, `pageSize`, `q` and field filters; any other key is a bad request. */
export function parseListQuery(family: Family, query: unknown, options: QueryOptions): ListQuery {
  const parsed: ListQuery = { page: 1, pageSize: defaultPageSize, q: undefined, filters: [] };
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw badInput('badInput', key);
    if (key === 'page') parsed.page = positiveInteger(key, value);
    else if (key === 'pageSize') parsed.pageSize = positiveInteger(key, value, maxPageSize);
    else if (key === 'q') parsed.q = value.trim() || undefined;
    else if (options.recordFilters && key === 'published') parsed.filters.push(eq(resources.published, parseBoolean(key, value)));
    else if (options.recordFilters && key === 'ownerId' && family.memberAccess !== 'none') {
      parsed.filters.push(eq(resources.ownerId, positiveInteger(key, value)));
    } else {
      parsed.filters.push(fieldFilter(family, filterField(family, key), value));
    }
  }
  if (parsed.q) parsed.filters.push(searchCondition(family, parsed.q));
  return parsed;
}
