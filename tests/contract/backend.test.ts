// The REST contract, checked against a backend (README, "The REST contract"): every call the gateway
// makes to read, each answer checked against the gateway's own schemas and the backend's OpenAPI
// document. With BACKEND_URL it only reads and refreshes the tokens it is given; against the
// reference backend it started itself it also signs in, makes a draft of each programme (with a
// file, so stored files' answers are checked) and asks for the spreadsheets' links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accepted, loginAnswer, tokenAnswer } from '../../gateway/src/rest/accounts.ts';
import { applicationRecords } from '../../gateway/src/rest/application-records.ts';
import { article, articleTag, contentFamilies, homeBanner, homeRecommend, listPage, memberInfo, publicSettings, type ContentFamily } from '../../gateway/src/rest/dto.ts';
import { downloadLink, history, managedApplicationPages, managedApplications, staffSessionPage, staffSessionRecord } from '../../gateway/src/rest/staff-applications.ts';
import { auditPage, managerList, memberPage, reminderPreviewRecord, reminderReportRecord, staffMemberRecord, subscriberPage } from '../../gateway/src/rest/staff-people.ts';
import { studioBin, studioFamilySpecs, studioRecord, studioRevisions } from '../../gateway/src/rest/staff-content.ts';
import { settingRevisions, storedSetting } from '../../gateway/src/rest/staff-settings.ts';
import { pdf } from '../support/applications.ts';
import { contractClient, type ContractClient } from './check.ts';
import { contractTarget, type ContractTarget } from './target.ts';

let target: ContractTarget;
let api: ContractClient;

beforeAll(async () => {
  target = await contractTarget();
  api = await contractClient(target.url);
});
afterAll(() => target?.stop());

const programmes = ['invention', 'incubator'] as const;
/** Whole lists where the gateway reads them whole. */
const allOnOnePage = { page: 1, pageSize: 100 };

/** The reference backend is seeded, so its lists must hold something to check; another backend's may be empty. */
function expectSome(items: unknown[], what: string): void {
  if (target.owned) expect(items.length, what).toBeGreaterThan(0);
}

describe('the REST contract', () => {
  it('public content: carousels, articles and tags, every content family and the public settings', async () => {
    expectSome(await api.check({ path: 'home/banner/pub/list', answer: z.array(homeBanner) }), 'home banners');
    expectSome(await api.check({ path: 'home/recommend/pub/list', answer: z.array(homeRecommend), lang: 'zhTw' }), 'home recommends');
    const articles = await api.check({ path: 'article/article/pub/list', query: { page: 1, pageSize: 20 }, answer: listPage(article) });
    expectSome(articles.items, 'articles');
    if (articles.items[0]) await api.check({ path: `article/article/pub/resource/${articles.items[0].id}`, route: '/api/article/article/pub/resource/{id}', answer: article });
    expectSome((await api.check({ path: 'article/tag/pub/list', query: allOnOnePage, answer: listPage(articleTag) })).items, 'article tags');
    for (const family of Object.keys(contentFamilies) as ContentFamily[]) {
      const record = contentFamilies[family];
      const { items } = await api.check({ path: `${family}/pub/list`, query: allOnOnePage, answer: listPage(record) });
      expectSome(items, family);
      const first = items[0] as { id: number } | undefined;
      if (first) await api.check({ path: `${family}/pub/resource/${first.id}`, route: `/api/${family}/pub/resource/{id}`, answer: record });
    }
    const settings = await api.check({ path: 'setting/pub/info', answer: publicSettings, lang: 'zhTw' });
    if (target.owned) expect(Object.keys(settings)).toEqual(expect.arrayContaining(['about', 'impactFigures', 'socialLinks']));
  });

  it("a member's account and applications", async (context) => {
    const token = target.memberToken;
    if (!token) return context.skip('no CONTRACT_MEMBER_TOKEN');
    for (const { path, answer } of target.signIns.filter((signIn) => signIn.path === 'user/login')) expect(loginAnswer.safeParse(answer).success, path).toBe(true);
    expect((await api.check({ path: 'user/info', token, answer: memberInfo })).role).toBe('user');
    await api.check({ method: 'post', path: 'user/token/refresh', json: {}, token, answer: tokenAnswer });
    for (const programme of programmes) {
      const { record, page } = applicationRecords[programme];
      if (target.owned) {
        const form = new FormData();
        form.set('data', JSON.stringify({ team: { name: '契約隊' }, proposal: {} }));
        form.set('keepList', '[]');
        form.set('proposal.pdfFile', new Blob([pdf()], { type: 'application/pdf' }), 'proposal.pdf');
        const draft = await api.check({ method: 'post', path: `${programme}/apply/pvt/resource`, form, token, answer: record });
        expect(draft.proposal?.pdfFile?.downloadUrl).toMatch(/^\/files\/private\//);
      }
      const { items } = await api.check({ path: `${programme}/apply/pvt/list`, query: allOnOnePage, token, answer: page });
      expectSome(items, `${programme} applications`);
      if (items[0]) await api.check({ path: `${programme}/apply/pvt/resource/${items[0].id}`, route: `/api/${programme}/apply/pvt/resource/{id}`, token, answer: record });
    }
    if (target.owned) await api.check({ method: 'post', path: 'user/logout', json: {}, token, answer: accepted });
  });

  it("the staff console's reads", async (context) => {
    const token = target.managerToken;
    if (!token) return context.skip('no CONTRACT_MANAGER_TOKEN');
    for (const { path, answer } of target.signIns.filter((signIn) => signIn.path === 'manager/login')) expect(loginAnswer.safeParse(answer).success, path).toBe(true);
    expect((await api.check({ path: 'manager/info', token, answer: memberInfo })).role).toBe('manager');
    await api.check({ method: 'post', path: 'manager/token/refresh', json: {}, token, answer: tokenAnswer });
    for (const programme of programmes) {
      const sessions = await api.check({ path: `${programme}/session/pvt/list`, query: allOnOnePage, token, answer: staffSessionPage });
      expectSome(sessions.items, `${programme} sessions`);
      const session = sessions.items.find((each) => each.active) ?? sessions.items[0];
      if (session) {
        await api.check({ path: `${programme}/session/pvt/resource/${session.id}`, route: `/api/${programme}/session/pvt/resource/{id}`, token, answer: staffSessionRecord });
        await api.check({ path: `${programme}/session/pvt/reminders/${session.id}`, route: `/api/${programme}/session/pvt/reminders/{sessionId}`, token, answer: reminderReportRecord });
        const [stage] = session.reminderStages;
        if (stage !== undefined) {
          await api.check({
            path: `${programme}/session/pvt/reminders/${session.id}/preview`,
            route: `/api/${programme}/session/pvt/reminders/{sessionId}/preview`,
            query: { stage, lang: 'en' },
            token,
            answer: reminderPreviewRecord,
          });
        }
      }
      const applications = await api.check({ path: `${programme}/apply/pvt/list`, query: { page: 1, pageSize: 20, sort: 'updated_desc' }, token, answer: managedApplicationPages[programme] });
      expectSome(applications.items, `${programme} applications`);
      const first = applications.items[0];
      if (first) {
        await api.check({ path: `${programme}/apply/pvt/resource/${first.id}`, route: `/api/${programme}/apply/pvt/resource/{id}`, token, answer: managedApplications[programme] });
        await api.check({ path: `${programme}/apply/pvt/history/${first.id}`, route: `/api/${programme}/apply/pvt/history/{id}`, token, answer: history });
      }
      if (target.owned) await api.check({ method: 'post', path: `${programme}/apply/pvt/download/link`, json: { filter: 'all' }, token, answer: downloadLink });
    }
    const members = await api.check({ path: 'user/resource/pvt/members', query: { page: 1, pageSize: 20 }, token, answer: memberPage });
    expectSome(members.items, 'members');
    if (members.items[0]) await api.check({ path: `user/resource/pvt/members/${members.items[0].id}`, route: '/api/user/resource/pvt/members/{id}', token, answer: staffMemberRecord });
    await api.check({ path: 'mailchimp/pvt/list', query: { page: 1, pageSize: 20 }, token, answer: subscriberPage });
    await api.check({ path: 'manager/audit', query: { page: 1, pageSize: 20 }, token, answer: auditPage });
    expectSome((await api.check({ path: 'manager/list', token, answer: managerList })).items, 'managers');
    // The content studio's reads: what each family holds, a family's records as stored, a record's revisions, the bin.
    expectSome((await api.check({ path: 'content/pvt/families', token, answer: studioFamilySpecs })).items, 'content families');
    const banners = await api.check({ path: 'home/banner/pvt/list', query: allOnOnePage, token, answer: listPage(studioRecord) });
    expectSome(banners.items, 'home banners');
    if (banners.items[0]) {
      const id = banners.items[0].id;
      await api.check({ path: `home/banner/pvt/resource/${id}`, route: '/api/home/banner/pvt/resource/{id}', token, answer: studioRecord });
      await api.check({ path: `home/banner/pvt/resource/${id}/revisions`, route: '/api/home/banner/pvt/resource/{id}/revisions', token, answer: studioRevisions });
    }
    await api.check({ path: 'content/pvt/bin', token, answer: studioBin });
    // The site settings as the studio reads them, with their versions, and a key's revisions.
    expectSome(await api.check({ path: 'setting/pvt/info/list', token, answer: z.array(storedSetting) }), 'settings');
    await api.check({ path: 'setting/pvt/revisions/socialLinks', route: '/api/setting/pvt/revisions/{key}', token, answer: settingRevisions });
    if (target.owned) {
      await api.check({ method: 'post', path: 'user/resource/pvt/download/link', json: {}, token, answer: downloadLink });
      await api.check({ method: 'post', path: 'mailchimp/pvt/download/link', json: {}, token, answer: downloadLink });
      await api.check({ method: 'post', path: 'manager/logout', json: {}, token, answer: accepted });
    }
  });

  it('the backend publishes its OpenAPI document, which declares every call made here', (context) => {
    if (!api.documented) return context.skip('the backend publishes no /api/openapi.json');
    // check() already failed on any call the document does not declare; this says the document was consulted.
    expect(api.calledRoutes.size).toBeGreaterThan(target.owned ? 60 : 0);
  });
});
