// The cast in schema-pg.ts holds only while both dialects' tables have the same columns, keys and
// indexes: this compares them, and checks that DATABASE_URL picks the set schema.ts hands out.
import { getTableColumns, getTableName, is, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as pgTables from './schema-pg.ts';
import * as sqliteTables from './schema-sqlite.ts';

function columns(table: Table) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    notNull: column.notNull,
    hasDefault: column.hasDefault,
    primary: column.primary,
    unique: column.isUnique,
  }));
}

type Config = ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>;

function keys(config: Config) {
  return {
    indexes: config.indexes.map((index) => ({
      name: index.config.name,
      unique: index.config.unique,
      on: index.config.columns.map((column) => ('name' in column ? column.name : '?')),
    })),
    primaryKeys: config.primaryKeys.map((key) => key.columns.map((column) => column.name)),
    foreignKeys: config.foreignKeys.map((key) => {
      const reference = key.reference();
      return { from: reference.columns.map((c) => c.name), to: getTableName(reference.foreignTable), onDelete: key.onDelete };
    }),
  };
}

describe('the tables of both dialects', () => {
  it('have the same columns, keys and indexes', () => {
    expect(Object.keys(pgTables)).toEqual(Object.keys(sqliteTables));
    for (const name of Object.keys(sqliteTables) as (keyof typeof sqliteTables)[]) {
      const sqlite = sqliteTables[name];
      const pg = pgTables[name] as unknown as Table;
      expect(is(sqlite, SQLiteTable) && is(pg, PgTable)).toBe(true);
      expect(getTableName(pg)).toBe(getTableName(sqlite));
      expect(columns(pg)).toEqual(columns(sqlite));
      expect(keys(pgConfig(pg as PgTable))).toEqual(keys(sqliteConfig(sqlite)));
    }
  });
});

describe('schema.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const accountsWith = async (databaseUrl: string | undefined) => {
    vi.stubEnv('DATABASE_URL', databaseUrl);
    vi.resetModules();
    return (await import('./schema.ts')).accounts;
  };

  it('hands out the PostgreSQL tables when DATABASE_URL is a postgres:// or postgresql:// URL', async () => {
    expect(is(await accountsWith('postgres://db.example/portal'), PgTable)).toBe(true);
    expect(is(await accountsWith('postgresql://db.example/portal'), PgTable)).toBe(true);
  });

  it('hands out the SQLite tables otherwise', async () => {
    expect(is(await accountsWith(undefined), SQLiteTable)).toBe(true);
    expect(is(await accountsWith(''), SQLiteTable)).toBe(true);
  });
});
