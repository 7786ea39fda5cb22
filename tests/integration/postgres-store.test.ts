// The PostgreSQL engine of the store against a real server: migrations, transactions, and the two
// ways it keeps concurrent writers of several backend processes (here: several pools) apart.
import { asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../backend/src/db/store.ts';
import { DatabaseSchemaError } from '../../backend/src/db/errors.ts';
import { maxTransactionAttempts, NestedTransactionError, openPostgresStore } from '../../backend/src/db/postgres.ts';
import { resources } from '../../backend/src/db/schema-pg.ts';
import type { Store, TransactionOptions } from '../../backend/src/db/store.ts';
import { knownMigrations } from '../../scripts/ops/backup-files.ts';
import { repoRoot } from '../support/stack.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';


let server: TestPostgres;
let url: string;
let store: Store;

beforeAll(async () => {
  server = await startPostgres();
  url = await server.createDatabase();
  store = await openPostgresStore(url);
});

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

/** Raw SQL on a transaction: the call sites' Executor type is SQLite's, the object PostgreSQL's. */
const raw = (tx: Executor) => tx as unknown as NodePgDatabase;

const positions = async (family: string) =>
  (await store.read.select({ position: resources.position }).from(resources).where(eq(resources.family, family)).orderBy(asc(resources.position))).map(
    (row) => row.position,
  );

/** A registration-number-like step: read the family's largest position, insert the next one. */
const appendNext = (family: string) => async (tx: Executor) => {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${resources.position}), 0)` })
    .from(resources)
    .where(eq(resources.family, family));
  await tx.insert(resources).values({ family, position: (last?.n ?? 0) + 1, data: {} });
};

describe('the PostgreSQL store', () => {
  it('migrates one new database from two processes starting at once', async () => {
    const fresh = await server.createDatabase();
    const both = await Promise.all([openPostgresStore(fresh, { poolSize: 2 }), openPostgresStore(fresh, { poolSize: 2 })]);
    try {
      await Promise.all(both.map((each) => each.check()));
      const client = new pg.Client({ connectionString: fresh });
      await client.connect();
      const applied = await client.query('select count(*) as n from drizzle.__drizzle_migrations');
      await client.end();
      // Each migration once, though both processes ran them.
      expect(applied.rows[0].n).toBe(knownMigrations('postgres'));
    } finally {
      await Promise.all(both.map((each) => each.close()));
    }
  });

  it('commits the work of a transaction, and rolls it all back when the work throws', async () => {
    const id = await store.transaction(async (tx) => {
      const [row] = await tx.insert(resources).values({ family: 'commit', position: 0, data: { a: 1 } }).returning();
      return row!.id;
    });
    expect((await store.read.select().from(resources).where(eq(resources.id, id)))[0]?.data).toEqual({ a: 1 });

    const failure = new Error('refused');
    await expect(
      store.transaction(async (tx) => {
        await tx.insert(resources).values({ family: 'rollback', position: 0, data: {} });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await positions('rollback')).toEqual([]);
  });

  it('refuses a transaction inside a transaction, and rolls the outer one back', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.insert(resources).values({ family: 'nested', position: 0, data: {} });
        return store.transaction(async () => 1);
      }),
    ).rejects.toBeInstanceOf(NestedTransactionError);
    expect(await positions('nested')).toEqual([]);
  });

  describe('200 concurrent read-then-insert transactions from two processes', () => {
    const race = async (family: string, options?: TransactionOptions) => {
      const processes = await Promise.all([openPostgresStore(url), openPostgresStore(url)]);
      let runs = 0;
      try {
        const work = appendNext(family);
        await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            processes[i % 2]!.transaction((tx) => {
              runs++;
              return work(tx);
            }, options),
          ),
        );
      } finally {
        await Promise.all(processes.map((each) => each.close()));
      }
      return runs;
    };
    const oneTo200 = Array.from({ length: 200 }, (_, i) => i + 1);

    it('take turns behind a lock key: the numbers are unique and contiguous, each work run once', async () => {
      expect(await race('locked', { lock: 'k' })).toBe(200);
      expect(await positions('locked')).toEqual(oneTo200);
    });

    it('without a key, SERIALIZABLE re-runs the ones that collided: no number twice, none lost', async () => {
      const runs = await race('serializable');
      expect(await positions('serializable')).toEqual(oneTo200);
      // The collisions happened and were run again, not avoided.
      expect(runs).toBeGreaterThan(200);
    });
  });

  it('runs again on a serialisation failure a bounded number of times, other errors at once', async () => {
    let runs = 0;
    const failWith = (state: string) => (tx: Executor) => {
      runs++;
      return raw(tx).execute(sql.raw(`do $$ begin raise exception 'collided' using errcode = '${state}'; end $$`));
    };
    await expect(store.transaction(failWith('40001'))).rejects.toThrow();
    expect(runs).toBe(maxTransactionAttempts);

    runs = 0;
    await expect(store.transaction(failWith('23505'))).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it('refuses to open a database whose migrations are not the code\'s, or that lacks a table, saying why', async () => {
    const edited = await server.createDatabase();
    const missing = await server.createDatabase();
    await Promise.all([edited, missing].map(async (each) => (await openPostgresStore(each, { poolSize: 1 })).close()));
    const change = async (each: string, statement: string) => {
      const client = new pg.Client({ connectionString: each });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await change(edited, `update drizzle.__drizzle_migrations set hash = 'edited' where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await change(missing, 'drop table submitted_members');
    const opening = openPostgresStore(edited, { poolSize: 1 });
    await expect(opening).rejects.toBeInstanceOf(DatabaseSchemaError);
    // The newest migration is the one edited: named as the journal names it.
    const newest = (JSON.parse(readFileSync(join(repoRoot, 'backend/drizzle-pg/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.at(-1)!.tag;
    await expect(opening).rejects.toThrow(`not this backend's schema: its migrations are not this backend's (backend/drizzle-pg): ${newest} (applied from different SQL)`);
    await expect(openPostgresStore(missing, { poolSize: 1 })).rejects.toThrow(/not this backend's schema: tables missing: submitted_members\.\nThe backend will not start on it/);
  });

  it('check() fails when a table is missing', async () => {
    const fresh = await server.createDatabase();
    const damaged = await openPostgresStore(fresh, { poolSize: 1 });
    try {
      await damaged.check();
      await damaged.transaction((tx) => raw(tx).execute(sql`drop table submitted_members`));
      await expect(damaged.check()).rejects.toThrow(/submitted_members/);
    } finally {
      await damaged.close();
    }
  });
});
