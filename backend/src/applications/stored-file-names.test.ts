// A file name stored before uploads were cleaned of bidi and control characters (issue 18, item 5)
// still reaches a manager and a download clean: the answer and Content-Disposition clean it again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications } from '../db/schema.ts';
import { completeData, completeFiles, memberMaker, save, storedName, type ApplicationAnswer } from '../testing/applications.ts';
import { call, startTestApp, type TestApp } from '../testing/harness.ts';
import { setValueAt } from './programme.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'legacy.names');

describe('a file name stored with a right-to-left override', () => {
  it('is answered and downloaded without it', async () => {
    const token = await newMember();
    const created = (await save(ctx.app, token, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const plan = storedName(created.proposal.pdfFile);
    // As an older version stored it: the name in the application's data and in its file row.
    const legacy = 'invoice\u202efdp.exe';
    await ctx.app.store.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.id, created.id));
      const data = structuredClone(row?.data ?? {});
      setValueAt(data, ['proposal', 'pdfFile', 'name'], legacy);
      await tx.update(applications).set({ data }).where(eq(applications.id, created.id));
      await tx.update(applicationFiles).set({ originalName: legacy }).where(eq(applicationFiles.storedName, plan));
    });

    const read = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${created.id}`, token })).json<ApplicationAnswer>();
    expect(read.proposal.pdfFile?.name).toBe('invoicefdp.exe');
    const download = await ctx.app.inject({ method: 'GET', url: read.proposal.pdfFile?.downloadUrl ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });
});
