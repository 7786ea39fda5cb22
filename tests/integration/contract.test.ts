// The schema's contract against the real backend (issue 22 item 3): every deprecated REST name
// answers as its GraphQL name (and, in an input, saves as it), a rule failure has one shape in
// `extensions`, and every single-item root query answers null for a missing item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFiles, completeInput, dataOf, graphql, loggedInMember, managerToken, SAVE, type Saved } from '../support/applications.ts';
import { completeIncubatorInput, INC_SAVE, incubatorFiles } from '../support/incubator.ts';
import { managerEmail, managerPassword, managerTotp } from '../support/manager.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let backend: Backend;
let gateway: Tier;
let member: string;
let staff: string;
const gql = graphql(() => gateway.url);

beforeAll(async () => {
  backend = await startBackend({ JWT_SECRET: 'integration-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  member = await loggedInMember(gql, backend.url, await managerToken(backend.url), 'contract-member@example.org');
  const signedIn = await gql.ask(`mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }`, {
    input: { email: managerEmail, password: managerPassword, totp: await managerTotp() },
  });
  staff = dataOf<{ token: string }>(signedIn, 'staffSignIn').token;
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

/** A value with its keys dropped: what a GraphQL name and its deprecated alias answer, compared. */
const valuesOnly = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(valuesOnly) : typeof value === 'object' && value !== null ? Object.values(value).map(valuesOnly) : value;

/** Asks `current` (the GraphQL names) as `a` and `old` (the deprecated names) as `b` inside `wrap`, and answers the two. */
async function bothNames(wrap: (fields: string) => string, at: (data: Record<string, unknown>) => unknown, current: string, old: string, token?: string) {
  const answer = await gql.ask(wrap(`a: ${current} b: ${old}`), {}, { token });
  expect(answer.errors).toBeUndefined();
  const { a, b } = at(answer.data ?? {}) as { a: unknown; b: unknown };
  expect(valuesOnly(a)).toEqual(valuesOnly(b));
  return a;
}

describe('deprecated names', () => {
  it('answer as their GraphQL names: public content and both programmes’ applications', async () => {
    const top = (data: Record<string, unknown>) => data;
    expect(await bothNames((f) => `{ ${f} }`, top, 'homeRecommendations { id title }', 'homeRecommends { id title }')).not.toEqual([]);
    await bothNames((f) => `{ homeContent { ${f} } }`, (data) => data.homeContent, 'recommendations { id }', 'recommends { id }');
    const mentors = await bothNames((f) => `{ incubatorPage { ${f} } }`, (data) => data.incubatorPage, 'mentors { organisation }', 'mentors { org }');
    expect(mentors).not.toEqual([]);

    const invention = dataOf<Saved>(await gql.upload(SAVE, { input: completeInput() }, completeFiles(), { token: member }), 'saveInventionDraft');
    const inventionOne = (f: string) => `{ myInventionApplication(id: "${invention.id}") { ${f} } }`;
    const mine = (data: Record<string, unknown>) => data.myInventionApplication ?? data.myIncubatorApplication;
    const team = await bothNames(inventionOne, mine, 'team { photo { url } referrals { source detail } members { studentProof { url } } }', 'team { previewImg { url } refers { source detail } members { pdfFile { url } } }', member);
    expect(team).toMatchObject({ photo: { url: expect.any(String) }, members: [{ studentProof: { url: expect.any(String) } }, { studentProof: { url: expect.any(String) } }] });
    const proposal = await bothNames(inventionOne, mine, 'proposal { group theme sdgGoals plan { url } }', 'proposal { level main subs pdfFile { url } }', member);
    expect(proposal).toMatchObject({ group: 'COLLEGE', theme: 'LONG_TERM_CARE', sdgGoals: [3, 10], plan: { url: expect.any(String) } });

    const incubator = dataOf<{ id: string }>(await gql.upload(INC_SAVE, { input: completeIncubatorInput() }, incubatorFiles(), { token: member }), 'saveIncubatorDraft');
    const incubatorOne = (f: string) => `{ myIncubatorApplication(id: "${incubator.id}") { ${f} } }`;
    const incubatorTeam = await bothNames(incubatorOne, mine, 'team { organisationName referrals { source detail } }', 'team { organizeName refers { source detail } }', member);
    expect(incubatorTeam).toMatchObject({ organisationName: '社團法人綠色未來協會' });
    const incubatorProposal = await bothNames(incubatorOne, mine, 'proposal { group plan { url } photo { url } }', 'proposal { property pdfFile { url } img { url } }', member);
    expect(incubatorProposal).toMatchObject({ group: 'TAIWAN_INCUBATION', plan: { url: expect.any(String) }, photo: { url: expect.any(String) } });
  });
});

describe('deprecated input names', () => {
  // Everything a save stores, under GraphQL's names; file urls, not the signed download addresses that change.
  const INVENTION = `id version team { name school photo { url } referrals { source detail } teachers { name title phone email }
    members { name phone email department grade studentProof { url } } } proposal { name group theme sdgGoals abstract plan { url } }`;
  const INCUBATOR = `id version team { organisationName type country city taxId name referrals { source detail } members { name phone email department birthday } }
    proposal { name group abstract issue plan { url } photo { url } }`;
  type Stored = { id: string; version: number; team: Record<string, unknown>; proposal: Record<string, unknown> };
  const url = (file: unknown) => (file as { url: string }).url;
  const sameButVersion = (a: Stored, b: Stored) => expect({ ...b, version: 0 }).toEqual({ ...a, version: 0 });

  it('save what their GraphQL names save, and a field error names the field as the client wrote it', async () => {
    const token = await loggedInMember(gql, backend.url, await managerToken(backend.url), 'contract-inputs@example.org');

    // Created under the deprecated names by the deprecated mutation, then saved again under the GraphQL names, keeping its files.
    const old = completeInput();
    const created = dataOf<Stored>(
      await gql.upload(`mutation ($input: InventionApplicationInput!) { saveInventionDraft(input: $input) { ${INVENTION} } }`, { input: old }, completeFiles(), { token }),
      'saveInventionDraft',
    );
    const { previewImg: _photo, refers, ...team } = old.team;
    const { level, main, subs, pdfFile: _plan, ...proposal } = old.proposal;
    const members = created.team.members as { studentProof: unknown }[];
    const byNewNames = {
      id: created.id,
      version: created.version,
      team: { ...team, photo: { keep: url(created.team.photo) }, referrals: refers, members: team.members.map(({ pdfFile: _proof, ...member }, i) => ({ ...member, studentProof: { keep: url(members[i]?.studentProof) } })) },
      proposal: { ...proposal, group: level, theme: main, sdgGoals: subs, plan: { keep: url(created.proposal.plan) } },
    };
    const SAVE_NEW = `mutation ($input: SaveInventionApplicationDraftInput!) { saveInventionApplicationDraft(input: $input) { ${INVENTION} } }`;
    const resaved = dataOf<Stored>(await gql.ask(SAVE_NEW, { input: byNewNames }, { token }), 'saveInventionApplicationDraft');
    expect(resaved.version).toBeGreaterThan(created.version);
    sameButVersion(created, resaved);
    expect(resaved.proposal).toMatchObject({ group: 'COLLEGE', theme: 'LONG_TERM_CARE', sdgGoals: [3, 10] });

    const broken = (proposal: object) => ({ input: { ...byNewNames, version: resaved.version, proposal: { ...byNewNames.proposal, ...proposal } } });
    const paths = (answer: Awaited<ReturnType<typeof gql.ask>>) => answer.errors?.[0]?.extensions.fields?.map((field) => field.path);
    expect(paths(await gql.ask(SAVE_NEW, broken({ sdgGoals: [18] }), { token, lang: 'en' }))).toEqual(['proposal.sdgGoals.0']);
    expect(paths(await gql.ask(SAVE_NEW, broken({ sdgGoals: undefined, subs: [18] }), { token, lang: 'en' }))).toEqual(['proposal.subs.0']);
    const twice = await gql.ask(SAVE_NEW, broken({ sdgGoals: [3], subs: [3, 10] }), { token, lang: 'en' });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'proposal.sdgGoals', message: expect.any(String) }] });

    // The incubator likewise, the other way round: created under the GraphQL names, saved again under the deprecated ones.
    const inc = completeIncubatorInput();
    const { organizeName, refers: incRefers, ...incTeam } = inc.team;
    const { property, pdfFile: _incPlan, img: _incPhoto, ...incProposal } = inc.proposal;
    const incFiles = incubatorFiles().map((file) => ({ ...file, path: file.path.replace('proposal.pdfFile', 'proposal.plan').replace('proposal.img', 'proposal.photo') }));
    const incCreated = dataOf<Stored>(
      await gql.upload(
        `mutation ($input: SaveIncubatorApplicationDraftInput!) { saveIncubatorApplicationDraft(input: $input) { ${INCUBATOR} } }`,
        { input: { team: { ...incTeam, organisationName: organizeName, referrals: incRefers }, proposal: { ...incProposal, group: property, plan: { upload: null }, photo: { upload: null } } } },
        incFiles,
        { token },
      ),
      'saveIncubatorApplicationDraft',
    );
    expect(incCreated.proposal).toMatchObject({ group: 'TAIWAN_INCUBATION', plan: { url: expect.any(String) }, photo: { url: expect.any(String) } });
    const incResaved = dataOf<Stored>(
      await gql.ask(
        `mutation ($id: ID, $version: Int, $input: IncubatorApplicationInput!) { saveIncubatorDraft(id: $id, version: $version, input: $input) { ${INCUBATOR} } }`,
        { id: incCreated.id, version: incCreated.version, input: { ...inc, proposal: { ...inc.proposal, pdfFile: { keep: url(incCreated.proposal.plan) }, img: { keep: url(incCreated.proposal.photo) } } } },
        { token },
      ),
      'saveIncubatorDraft',
    );
    sameButVersion(incCreated, incResaved);
  });
});

describe('field errors', () => {
  it('are `extensions.fields: [{ path, message }]`, whether the mutation took its input object or the deprecated loose arguments', async () => {
    const byInput = await gql.ask(`mutation { login(input: { email: "not-an-email", password: "x" }) { token } }`, {}, { lang: 'en' });
    const byArguments = await gql.ask(`mutation { login(email: "not-an-email", password: "x") { token } }`, {}, { lang: 'en' });
    const [error] = byInput.errors ?? [];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.fields?.map((field) => field.path)).toContain('email');
    for (const field of error?.extensions.fields ?? []) expect(Object.keys(field).sort()).toEqual(['message', 'path']);
    expect(byArguments.errors?.[0]?.extensions).toEqual(error?.extensions);
  });
});

describe('a missing single item', () => {
  it('is null for every single-item root query, and NOT_FOUND only under the deprecated ones', async () => {
    const publicItems = [
      `article(id: "999999")`,
      `educationEvent(kind: WORKSHOP, id: "999999")`,
      `educationHistoryEntry(id: "999999")`,
      `studyReport(kind: SROI, id: "999999")`,
      `studyHistoryEntry(id: "999999")`,
    ];
    const memberItems = [`myInventionApplication(id: "999999")`, `myIncubatorApplication(id: "999999")`];
    const staffItems = [`staffInventionApplication(id: "999999")`, `staffIncubatorApplication(id: "999999")`, `staffMember(id: "999999")`];
    const ask = (items: string[], token?: string) => gql.ask(`{ ${items.map((item, i) => `n${i}: ${item} { __typename }`).join(' ')} }`, {}, { token });
    for (const [items, token] of [[publicItems, undefined], [memberItems, member], [staffItems, staff]] as const) {
      const answer = await ask([...items], token);
      expect(answer.errors).toBeUndefined();
      expect(Object.values(answer.data ?? { missing: 'data' })).toEqual(items.map(() => null));
    }
    const deprecated = await gql.ask(`{ inventionApplication(id: "999999") { id } }`, {}, { token: member });
    expect(deprecated.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
