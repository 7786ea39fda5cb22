import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from './first.ts';
import { settings } from './schema.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';
import { testsOnPostgres } from '../testing/postgres.ts';

let dataDir: string;
let store: Store;

const valueOf = async (key: string) => (await first(store.read.select().from(settings).where(eq(settings.key, key))))?.value;
const put = (key: string, value: unknown) => store.transaction((tx) => tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }));
const tick = () => new Promise((resolve) => setImmediate(resolve));

// SQLite's engine itself, over the SQLite tables: not run where the process loaded PostgreSQL's
// (unit-pg), whose store is tested in tests/integration/postgres-store.test.ts.
describe.skipIf(testsOnPostgres)('the SQLite store', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yip-store-'));
    store = await openSqliteStore(dataDir);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads committed data only: an open transaction’s writes appear once it commits', async () => {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const writing = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'uncommitted', value: 1 });
      await held;
    });
    await tick();
    expect(await valueOf('uncommitted')).toBeUndefined();
    commit();
    await writing;
    expect(await valueOf('uncommitted')).toBe(1);
  });

  it('rolls a transaction back when its work throws, and answers the error', async () => {
    const failing = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'rolled-back', value: 1 });
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await valueOf('rolled-back')).toBeUndefined();
  });

  it('runs transactions one at a time, in the order they were asked for', async () => {
    const order: string[] = [];
    const step = (name: string) =>
      store.transaction(async (tx) => {
        order.push(`${name} begins`);
        await tx.insert(settings).values({ key: `order-${name}`, value: name });
        await tick();
        order.push(`${name} ends`);
      });
    await Promise.all([step('a'), step('b'), step('c')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
  });

  it('refuses a transaction inside another (it would wait for itself), and the outer one still commits', async () => {
    const outer = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'outer', value: 1 });
      await expect(put('inner', 1)).rejects.toThrow(/do not nest/);
    });
    await outer;
    expect(await valueOf('outer')).toBe(1);
    expect(await valueOf('inner')).toBeUndefined();
  });

  it('writes nothing through `read`', async () => {
    await expect(store.read.insert(settings).values({ key: 'read-write', value: 1 })).rejects.toThrow(/readonly/i);
  });
});
