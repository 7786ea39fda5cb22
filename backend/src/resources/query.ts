import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  filters: ListFilter[];
}

/** One condition of a list, in the form prepared reads (db/prepared.ts) keep. */
export interface ListFilter {
  /**
   * Everything about `condition`'s SQL that `values` does not hold: filters with one shape differ
   * only in their values. Absent where the value is written into the SQL itself.
   */
  shape?: string;
  /** Reads its values from the placeholders `values` names. */
  condition: SQL;
  values: Record<string, unknown>;
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

/** A condition whose SQL differs with nothing but the value under placeholder `name`. */
const bound = (shape: string, condition: SQL, name: string, value: unknown): ListFilter => ({ shape, condition, values: { [name]: value } });

/** `field=value`: equality for scalars, either language for localised text, membership for arrays. */
function fieldFilter(family: Family, field: string, raw: string, name: string): ListFilter {
  const value = sql.placeholder(name);
  switch (family.fieldKinds[field]) {
    case 'string':
      return bound(`${field}:string`, sql`${text(field)} = ${value}`, name, raw);
    case 'number':
      return bound(`${field}:number`, sql`${jsonNumber(resources.data, jsonPath(field))} = ${value}`, name, parseNumber(field, raw));
    case 'boolean': {
      const wanted = parseBoolean(field, raw);
      return { shape: `${field}:${wanted}`, condition: jsonBooleanIs(resources.data, jsonPath(field), wanted), values: {} };
    }
    case 'localised':
      return bound(`${field}:localised`, sql`(${text(field, 'zhTw')} = ${value} or ${text(field, 'en')} = ${value})`, name, raw);
    // PostgreSQL's containment writes the value into its JSON operand: no shape.
    case 'numberArray':
      return { condition: jsonArrayHas(resources.data, jsonPath(field), parseNumber(field, raw)), values: {} };
    case 'stringArray':
      return { condition: jsonArrayHas(resources.data, jsonPath(field), raw), values: {} };
    default:
      throw badInput('badInput', field);
  }
}

function searchCondition(family: Family, q: string, name: string): ListFilter {
  const pattern: Placeholder = sql.placeholder(name);
  const matches = family.searchable.flatMap((field) =>
    // A rich text's language is searched as its stored JSON: its words, and its node names too.
    family.fieldKinds[field] === 'localised' || family.fieldKinds[field] === 'richText'
      ? [likeEscaped(text(field, 'zhTw'), pattern), likeEscaped(text(field, 'en'), pattern)]
      : [likeEscaped(text(field), pattern)],
  );
  // A family with nothing searchable matches nothing rather than everything.
  if (matches.length === 0) return { shape: 'q:none', condition: sql`1 = 0`, values: {} };
  return bound('q', sql`(${sql.join(matches, sql` or `)})`, name, containsPattern(q));
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
  // The next filter's placeholder: numbered by position, so one shape always names the same ones.
  const placeholder = () => `filter${parsed.filters.length}`;
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw badInput('badInput', key);
    if (key === 'page') parsed.page = positiveInteger(key, value);
    else if (key === 'pageSize') parsed.pageSize = positiveInteger(key, value, maxPageSize);
    else if (key === 'q') parsed.q = value.trim() || undefined;
    else if (options.recordFilters && key === 'published') {
      const published = parseBoolean(key, value);
      parsed.filters.push({ shape: `published:${published}`, condition: eq(resources.published, published), values: {} });
    } else if (options.recordFilters && key === 'ownerId' && family.memberAccess !== 'none') {
      const name = placeholder();
      parsed.filters.push(bound('ownerId', eq(resources.ownerId, sql.placeholder(name)), name, positiveInteger(key, value)));
    } else {
      parsed.filters.push(fieldFilter(family, filterField(family, key), value, placeholder()));
    }
  }
  if (parsed.q) parsed.filters.push(searchCondition(family, parsed.q, placeholder()));
  return parsed;
}
