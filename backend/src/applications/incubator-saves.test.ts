import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, exe, filePart, jpg, memberMaker, pdf, storedBytes, storedFiles, storedName } from '../testing/applications.ts';
import { call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { zhTw } from '../i18n/messages.ts';
import { incubatorData, incubatorFiles, jpgOf, pngOf, saveIncubator, type IncubatorAnswer } from '../testing/incubator.ts';

const MB = 1024 * 1024;
let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'incubator.saver');
const url = (path: string) => `/api/incubator/apply/${path}`;

/** Asserts a refused save left nothing on disk and no application. */
async function expectNothingKept(token: string, privateBefore: string[]) {
  expect((await storedFiles(ctx.app))).toEqual({ private: privateBefore, temp: [] });
  expect((await call(ctx.app, { method: 'GET', url: url('pvt/list'), token })).json()).toEqual({ items: [], total: 0 });
}

describe('an incubator draft', () => {
  it('is created in the active incubator session with the plan and photo under random names', async () => {
    const token = await newMember();
    const response = await saveIncubator(ctx.app, token, { data: incubatorData(), files: incubatorFiles() });
    expect(response.statusCode).toBe(200);
    const created = response.json<IncubatorAnswer>();
    expect(created).toMatchObject({ status: 'draft', version: 1, registrationNumber: null, finalSubmittedAt: null });
    expect(created.team).toMatchObject({ name: '暖心實驗室', organizeName: '社團法人暖心協會', taxId: '04595257', refers: ['website', 'media:天下雜誌'] });
    expect(created.proposal.img).toMatchObject({ name: 'team.png', size: 4096 });
    expect(storedName(created.proposal.img)).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(storedName(created.proposal.pdfFile)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedBytes(ctx.app, storedName(created.proposal.img))).toEqual(pngOf(800, 800));
    expect((await call(ctx.app, { method: 'GET', url: created.proposal.img?.downloadUrl ?? '' })).statusCode).toBe(200);

    const found = await call(ctx.app, { method: 'GET', url: url('pvt/resource/find'), token });
    expect(found.json<IncubatorAnswer>().id).toBe(created.id);
    const list = (await call(ctx.app, { method: 'GET', url: url('pvt/list'), token })).json<{ items: IncubatorAnswer[] }>();
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    // Not the competition's: its list stays empty.
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/list', token })).json()).toEqual({ items: [], total: 0 });
    // One application per member and session.
    const again = await saveIncubator(ctx.app, token, { data: incubatorData() });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: '已有填寫報名資訊' });
  });

  it('keeps the photo in keepList while the plan is replaced, and deletes the old plan', async () => {
    const token = await newMember();
    const created = (await saveIncubator(ctx.app, token, { data: incubatorData(), files: incubatorFiles() })).json<IncubatorAnswer>();
    const data = incubatorData();
    const photo = created.proposal.img?.url ?? '';
    const response = await saveIncubator(ctx.app, token, {
      id: created.id,
      version: 1,
      data: { ...data, proposal: { ...data.proposal, img: photo } },
      keepList: [photo],
      files: [filePart('proposal.pdfFile', 'plan-v2.pdf', pdf(3000))],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<IncubatorAnswer>();
    expect(updated).toMatchObject({ version: 2, proposal: { img: { url: photo, name: 'team.png' }, pdfFile: { name: 'plan-v2.pdf', size: 3000 } } });
    const onDisk = (await storedFiles(ctx.app)).private;
    expect(onDisk).toContain(storedName(created.proposal.img));
    expect(onDisk).not.toContain(storedName(created.proposal.pdfFile));
    const stale = await saveIncubator(ctx.app, token, { id: created.id, version: 1, data: incubatorData() });
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
  });

  it('takes an empty draft, and checks each field present with the incubator’s rules', async () => {
    const token = await newMember();
    expect((await saveIncubator(ctx.app, token, { data: { team: {}, proposal: {} } })).statusCode).toBe(200);
    const other = await newMember();
    const data = incubatorData();
    const bad = {
      team: { ...data.team, taxId: '12345678', members: Array.from({ length: 11 }, () => data.team.members[0]) },
      proposal: { ...data.proposal, name: '一二三四五六七八九十一二三', property: 'taiwan' },
    };
    const response = await saveIncubator(ctx.app, other, { data: bad, language: 'en' });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'team.taxId', message: 'Please enter a valid unified business number' },
        { path: 'team.members', message: 'Too many entries' },
        { path: 'proposal.name', message: 'Too many characters' },
        { path: 'proposal.property', message: expect.any(String) },
      ]),
    );
    // The competition's shape is not the incubator's.
    const competition = await saveIncubator(ctx.app, other, { data: completeData() });
    expect(competition.statusCode).toBe(400);
    // Nor may a save write the final file.
    const final = await saveIncubator(ctx.app, other, { data: { ...incubatorData(), finalFile: '/files/private/x.pdf' } });
    expect(final.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'finalFile' }] });
  });
});

describe('the photo', () => {
  it('is refused under 2R by the pixel size in its header, in the member’s language, keeping nothing', async () => {
    const token = await newMember();
    const before = (await storedFiles(ctx.app)).private;
    const small = [
      filePart('proposal.img', 'wide.png', pngOf(1200, 749), 'image/png'),
      filePart('proposal.img', 'tall.jpg', jpgOf(700, 1050), 'image/jpeg'),
      filePart('proposal.img', 'exif.jpg', jpgOf(740, 740, { exifBytes: 30_000, size: 40_000 }), 'image/jpeg'),
    ];
    for (const part of small) {
      const response = await saveIncubator(ctx.app, token, { data: incubatorData(), files: [filePart('proposal.pdfFile', 'plan.pdf', pdf()), part] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_USER_INPUT',
        message: '至少須符合2R（每邊至少 750 像素）：proposal.img',
        fields: [{ path: 'proposal.img', message: '至少須符合2R（每邊至少 750 像素）' }],
      });
    }
    const english = await saveIncubator(ctx.app, token, { data: incubatorData(), files: [small[0] as never], language: 'en' });
    expect(english.json().fields).toEqual([{ path: 'proposal.img', message: 'The photo must be at least 2R (no side under 750 pixels)' }]);
    await expectNothingKept(token, before);
  });

  it('is taken at 750 px on its short side, the 800×800 recommended, and behind a large EXIF block', async () => {
    for (const photo of [pngOf(750, 1050), jpgOf(800, 800), jpgOf(1050, 750, { exifBytes: 60_000, size: 100_000 })]) {
      const token = await newMember();
      const response = await saveIncubator(ctx.app, token, { data: incubatorData(), files: [filePart('proposal.img', 'photo', photo, 'image/jpeg')] });
      expect(response.statusCode).toBe(200);
    }
  });

  it('must be a readable jpg or png of at most 2 MB; the plan a PDF of at most 10 MB', async () => {
    const token = await newMember();
    const before = (await storedFiles(ctx.app)).private;
    const refused = [
      { part: filePart('proposal.img', 'photo.png', pdf(), 'image/png'), status: 400, message: '檔案格式不符：proposal.img' },
      // JFIF without a frame header: its size cannot be read, so it cannot be vouched for.
      { part: filePart('proposal.img', 'photo.jpg', jpg().subarray(0, 20), 'image/jpeg'), status: 400, message: '檔案格式不符：proposal.img' },
      { part: filePart('proposal.img', 'bomb.png', pngOf(65_535, 65_535, 68), 'image/png'), status: 400, message: `${zhTw['validation.imageTooLarge']}：proposal.img` },
      { part: filePart('proposal.img', 'bomb.jpg', jpgOf(8001, 800), 'image/jpeg'), status: 400, message: `${zhTw['validation.imageTooLarge']}：proposal.img` },
      { part: filePart('proposal.img', 'photo.png', pngOf(800, 800, 2 * MB + 1), 'image/png'), status: 413, message: '檔案大小超過 2 MB' },
      { part: filePart('proposal.pdfFile', 'plan.pdf', exe()), status: 400, message: '檔案格式不符：proposal.pdfFile' },
      { part: filePart('proposal.pdfFile', 'plan.pdf', pngOf(800, 800), 'image/png'), status: 400, message: '檔案格式不符：proposal.pdfFile' },
      { part: filePart('proposal.pdfFile', 'plan.pdf', pdf(10 * MB + 1)), status: 413, message: '檔案大小超過 10 MB' },
      { part: filePart('previewImg', 'team.png', pngOf(800, 800), 'image/png'), status: 400, message: '不接受的欄位：previewImg' },
      { part: filePart('file', 'final.pdf', pdf()), status: 400, message: '不接受的欄位：file' },
    ];
    for (const attempt of refused) {
      const response = await saveIncubator(ctx.app, token, { data: incubatorData(), files: [attempt.part] });
      expect({ slot: attempt.part.name, status: response.statusCode, message: response.json().message }).toEqual({
        slot: attempt.part.name,
        status: attempt.status,
        message: attempt.message,
      });
    }
    await expectNothingKept(token, before);
    expect((await saveIncubator(ctx.app, token, { data: incubatorData(), files: [filePart('proposal.img', 'p.png', pngOf(800, 800, 2 * MB), 'image/png')] })).statusCode).toBe(200);
  });
});

describe('who may save', () => {
  it('refuses managers, and gives another member 404 on every call with the id', async () => {
    expect((await saveIncubator(ctx.app, manager, { data: incubatorData() })).statusCode).toBe(403);
    const alice = await newMember();
    const bob = await newMember();
    const created = (await saveIncubator(ctx.app, alice, { data: incubatorData(), files: incubatorFiles() })).json<IncubatorAnswer>();
    const attempts = [
      { method: 'GET', url: url(`pvt/resource/${created.id}`) },
      { method: 'DELETE', url: url(`pvt/resource/${created.id}`) },
      { method: 'POST', url: url(`pvt/submit/${created.id}`), headers: { 'idempotency-key': 'k' } },
    ] as const;
    for (const attempt of attempts) {
      const response = await call(ctx.app, { ...attempt, token: bob });
      expect({ ...attempt, status: response.statusCode }).toMatchObject({ status: 404 });
    }
    const put = await saveIncubator(ctx.app, bob, { id: created.id, version: 1, data: incubatorData({ teamName: '搶走' }), files: incubatorFiles() });
    expect(put.statusCode).toBe(404);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
    const read = (await call(ctx.app, { method: 'GET', url: url(`pvt/resource/${created.id}`), token: alice })).json<IncubatorAnswer>();
    expect(read).toMatchObject({ version: 1, team: { name: '暖心實驗室' } });
    expect((await call(ctx.app, { method: 'GET', url: created.proposal.img?.url ?? '' })).statusCode).toBe(404);
    // The manager sees it, with its owner.
    const managed = (await call(ctx.app, { method: 'GET', url: url(`pvt/resource/${created.id}`), token: manager })).json<IncubatorAnswer>();
    expect(managed.ownerEmail).toMatch(/^incubator\.saver\d+@example\.org$/);
  });
});
