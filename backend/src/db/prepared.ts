// Prepared reads (issue 19): drizzle builds a query's SQL, and SQLite prepares a statement, on every
// call. For the reads behind every public page (a family's list, one record) that costs more than
// running the SQL: of a ~170 µs FAQ list read, building took ~90 µs and the SQL ~25 µs. A prepared
// read is built once per shape of query, with placeholders where its values go, kept per executor,
// and run with each call's values.
import { engine } from './engine.ts';
import type { Executor } from './store.ts';

/** What every drizzle select can become: SQLite's `prepare()`, PostgreSQL's `prepare(name)`. */
export interface Preparable<Result> {
  prepare(): { execute(values?: Record<string, unknown>): PromiseLike<Result> };
}

type Prepared = ReturnType<Preparable<unknown>['prepare']>;

/** Enough for every shape the public and member pages use; past it a shape is built per call. */
const maxShapes = 256;
const kept = new WeakMap<Executor, Map<string, Prepared>>();
/** PostgreSQL statement names by shape: one name, one SQL text, in every pooled connection. */
const statementNames = new Map<string, string>();

function prepare(query: Preparable<unknown>, shape: string | undefined): Prepared {
  if (engine === 'sqlite') return query.prepare();
  // Unnamed where there is no shape: PostgreSQL parses it once, for this call only.
  let name: string | undefined;
  if (shape !== undefined) {
    name = statementNames.get(shape) ?? `yip_read_${statementNames.size + 1}`;
    statementNames.set(shape, name);
  }
  return (query as unknown as { prepare(name?: string): Prepared }).prepare(name);
}

/**
 * Runs `build()`'s query with `values` for its placeholders. `shape` names everything about the SQL
 * that `values` does not: two calls with the same shape must build the same SQL, so every shape starts
 * with its table's name (`resources.list|…`), as shapes of all modules share one map. Without a shape
 * (SQL that writes a value into its text) the query is built and run once.
 */
export function preparedRead<Result>(
  db: Executor,
  shape: string | undefined,
  build: () => Preparable<Result>,
  values: Record<string, unknown>,
): PromiseLike<Result> {
  let shapes = kept.get(db);
  if (!shapes) kept.set(db, (shapes = new Map()));
  let query = shape === undefined ? undefined : shapes.get(shape);
  if (!query) {
    const cacheable = shape !== undefined && shapes.size < maxShapes;
    query = prepare(build() as Preparable<unknown>, cacheable ? shape : undefined);
    if (cacheable) shapes.set(shape, query);
  }
  return query.execute(values) as PromiseLike<Result>;
}
