// The start-time sweep of DATA_DIR's upload folders: everything no application holds on SQLite (one
// process per DATA_DIR); on PostgreSQL, where processes share DATA_DIR, only what is an hour old.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { testsOnPostgres } from '../testing/postgres.ts';
import { openFileStorage, sharedLeftoverAgeMs } from './storage.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** A file written now, or `ageMs` ago. */
function place(path: string, ageMs = 0): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return path;
}

describe('the sweep at start', () => {
  it(testsOnPostgres ? 'keeps what another process may be working on, removes what is an hour old' : 'removes every upload no application holds', async () => {
    const { dataDir } = ctx.config;
    const files = {
      oldPart: place(join(dataDir, 'uploads-tmp', 'old.part'), sharedLeftoverAgeMs + 60_000),
      freshPart: place(join(dataDir, 'uploads-tmp', 'fresh.part')),
      oldPrivate: place(join(dataDir, 'private', `${'a'.repeat(32)}.pdf`), sharedLeftoverAgeMs + 60_000),
      freshPrivate: place(join(dataDir, 'private', `${'b'.repeat(32)}.pdf`)),
    };
    await openFileStorage(dataDir, ctx.app.store);
    const left = Object.fromEntries(Object.entries(files).map(([name, path]) => [name, existsSync(path)]));
    expect(left).toEqual({ oldPart: false, freshPart: testsOnPostgres, oldPrivate: false, freshPrivate: testsOnPostgres });
  });
});
