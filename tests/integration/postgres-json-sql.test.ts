// PostgreSQL's forms of the SQLite-only SQL (backend/src/db/json-sql-pg.ts) on a real server, over
// the values the resources and applications hold, and over the ones that would make a careless
// form fail the whole query (a string where a number is expected, a string where an array is).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonArrayElements,
  jsonArrayHas,
  jsonArraySome,
  jsonBooleanIs,
  jsonNumber,
  jsonSet,
  jsonText,
  likeEscaped,
  maxIntegerAfter,
  pgPath,
} from '../../backend/src/db/json-sql-pg.ts';
import { openPostgresStore } from '../../backend/src/db/postgres.ts';
import { accounts, applications, resources, submittedMembers } from '../../backend/src/db/schema-pg.ts';
import type { Store } from '../../backend/src/db/store.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

let server: TestPostgres;
let store: Store;
const ids: Record<'full' | 'odd' | 'empty', number> = { full: 0, odd: 0, empty: 0 };

const samples = {
  full: {
    title: 'Alpha',
    score: 5,
    active: true,
    tagIds: [1, 2],
    tags: ['x', 'y'],
    name: { zhTw: '甲', en: 'First' },
    team: { members: [{ email: ' A@Example.org ' }, { email: 'b@example.org' }, { name: 'no e-mail' }] },
  },
  odd: { title: 'beta_50%', score: '5', active: false, tagIds: [3], tags: 'x', team: { members: 'none' } },
  empty: {},
};

beforeAll(async () => {
  server = await startPostgres();
  store = await openPostgresStore(await server.createDatabase(), { poolSize: 2 });
  for (const [key, data] of Object.entries(samples)) {
    const [row] = await store.transaction((tx) => tx.insert(resources).values({ family: 'sample', position: 0, data }).returning());
    ids[key as keyof typeof ids] = row!.id;
  }
});

afterAll(async () => {
  await store?.close();
  await server?.stop();
});

/** Which samples `condition` selects, by name. */
async function matching(condition: SQL): Promise<string[]> {
  const rows = await store.read
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.family, 'sample'), condition))
    .orderBy(asc(resources.id));
  return rows.map((row) => Object.entries(ids).find(([, id]) => id === row.id)![0]);
}

describe('PostgreSQL forms of the JSON SQL', () => {
  it('reads the path $.a.b as a text[] of keys, and refuses any other path', () => {
    expect(pgPath('$')).toBe('{}');
    expect(pgPath('$.team.members')).toBe('{"team","members"}');
    expect(pgPath('$.a"b')).toBe('{"a\\"b"}');
    expect(() => pgPath('$.tags[0]')).toThrow(/not a JSON path/);
  });

  it('jsonText: the text at a path, nested too', async () => {
    expect(await matching(sql`${jsonText(resources.data, '$.title')} = ${'Alpha'}`)).toEqual(['full']);
    expect(await matching(sql`${jsonText(resources.data, '$.name.en')} = ${'First'}`)).toEqual(['full']);
    expect(await matching(sql`${jsonText(resources.data, '$.missing')} is null`)).toEqual(['full', 'odd', 'empty']);
  });

  it('jsonNumber: numbers by value, a string of digits is not one', async () => {
    expect(await matching(sql`${jsonNumber(resources.data, '$.score')} = ${5}`)).toEqual(['full']);
    expect(await matching(sql`${jsonNumber(resources.data, '$.score')} = ${5.0}`)).toEqual(['full']);
    const [row] = await store.read.select({ score: jsonNumber(resources.data, '$.score') }).from(resources).where(eq(resources.id, ids.full));
    expect(row?.score).toBe(5);
  });

  it('jsonBooleanIs: true, false, and neither where there is no boolean', async () => {
    expect(await matching(jsonBooleanIs(resources.data, '$.active', true))).toEqual(['full']);
    expect(await matching(jsonBooleanIs(resources.data, '$.active', false))).toEqual(['odd']);
  });

  it('jsonArrayHas: an element equal to a number or a string; a string at the path is no array', async () => {
    expect(await matching(jsonArrayHas(resources.data, '$.tagIds', 2))).toEqual(['full']);
    expect(await matching(jsonArrayHas(resources.data, '$.tagIds', 3))).toEqual(['odd']);
    expect(await matching(jsonArrayHas(resources.data, '$.tags', 'x'))).toEqual(['full']);
    expect(await matching(jsonArrayHas(resources.data, '$.tagIds', '2'))).toEqual([]);
  });

  it('jsonArraySome: a member whose e-mail matches a pattern, where members may be no array at all', async () => {
    const emailLike = (pattern: string) =>
      jsonArraySome(resources.data, '$.team.members', (member) => likeEscaped(sql`lower(coalesce(${jsonText(member, '$.email')}, ''))`, pattern));
    expect(await matching(emailLike('%a@example%'))).toEqual(['full']);
    expect(await matching(emailLike('%nobody%'))).toEqual([]);
  });

  it('jsonSet: writes a boolean at a path and keeps the rest', async () => {
    await store.transaction((tx) =>
      tx
        .update(resources)
        .set({ data: jsonSet(resources.data, '$.active', false) })
        .where(and(eq(resources.id, ids.full), jsonBooleanIs(resources.data, '$.active', true))),
    );
    const [row] = await store.read.select({ data: resources.data }).from(resources).where(eq(resources.id, ids.full));
    expect(row?.data).toEqual({ ...samples.full, active: false });
    await store.transaction((tx) => tx.update(resources).set({ data: jsonSet(resources.data, '$.active', true) }).where(eq(resources.id, ids.full)));
  });

  it('likeEscaped: ignores case as SQLite does, and `\\` makes % and _ plain characters', async () => {
    const title = jsonText(resources.data, '$.title');
    expect(await matching(likeEscaped(title, '%alpha%'))).toEqual(['full']);
    expect(await matching(likeEscaped(title, '%\\_50\\%'))).toEqual(['odd']);
    expect(await matching(likeEscaped(title, '%\\%%'))).toEqual(['odd']);
    expect(await matching(likeEscaped(title, 'a_pha'))).toEqual(['full']);
  });

  describe('over applications', () => {
    /** An application of its own owner (one application per member and session). */
    const application = async (sessionId: number, registrationNumber: string | null, data: Record<string, unknown> = {}) =>
      store.transaction(async (tx) => {
        const [owner] = await tx.insert(accounts).values({ role: 'user', email: `owner${registrationNumber}@example.org`, passwordHash: 'x' }).returning();
        const [row] = await tx.insert(applications).values({ programme: 'invention', sessionId, ownerId: owner!.id, registrationNumber, data }).returning();
        return row!.id;
      });

    it('maxIntegerAfter: the largest number after the prefix as a JS number, null when there is none', async () => {
      const prefix = 'INV2026-';
      const largest = (sessionId: number) =>
        store.read
          .select({ n: maxIntegerAfter(applications.registrationNumber, prefix.length + 1) })
          .from(applications)
          .where(and(eq(applications.sessionId, sessionId), sql`${applications.registrationNumber} like ${`${prefix}%`}`));
      expect((await largest(1))[0]?.n).toBeNull();
      await application(1, 'INV2026-0001');
      await application(1, 'INV2026-0012');
      await application(1, 'INV2026-x');
      expect((await largest(1))[0]?.n).toBe(12);
    });

    it("jsonArrayElements: records a submitted team's e-mails in one insert-select", async () => {
      const members = { team: { members: [{ email: ' Lead@Example.org ' }, { email: 'second@example.org' }, { name: 'no e-mail' }] } };
      const id = await application(2, null, members);
      const { from, element } = jsonArrayElements(sql`a.data`, '$.team.members', 'm');
      const email = jsonText(element, '$.email');
      await store.transaction((tx) =>
        tx.insert(submittedMembers).select(
          sql`select a.id, a.programme, a.session_id, lower(trim(${email})) from ${applications} as a, ${from} where a.id = ${id} and ${email} is not null`,
        ),
      );
      const rows = await store.read.select({ email: submittedMembers.email }).from(submittedMembers).where(inArray(submittedMembers.applicationId, [id]));
      expect(rows.map((row) => row.email).sort()).toEqual(['lead@example.org', 'second@example.org']);
    });

    it('int8 results (count) come back as JS numbers', async () => {
      const [row] = await store.read.select({ n: sql<number>`count(*)` }).from(applications);
      expect(row?.n).toBe(4);
    });
  });
});
