// Competition applications from the browser's side, for integration tests and benchmarks: GraphQL
// over HTTP (JSON, and multipart uploads built by hand per the GraphQL multipart request spec),
// files whose first bytes say what they are, a complete application, and the manager's REST calls
// that move the session's deadline (test setup, not the product path).
import { request as httpRequest } from 'node:http';
import { graphqlMultipart, type GraphQLFile } from '../../gateway/src/testing/multipart.ts';

export type { GraphQLFile };
export type Language = 'zhTw' | 'en';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions: { code?: string; fields?: { path: string; message: string }[] } & Record<string, unknown> }[];
}

interface CallOptions {
  token?: string;
  lang?: Language;
}

const headersOf = ({ token, lang }: CallOptions): Record<string, string> => ({
  ...(token && { authorization: `Bearer ${token}` }),
  ...(lang && { 'content-language': lang }),
});

/** A GraphQL client of one gateway: JSON requests and multipart uploads. */
export function graphql(gatewayUrl: () => string) {
  return {
    async ask<T = Record<string, unknown>>(query: string, variables: object = {}, options: CallOptions = {}): Promise<Answer<T>> {
      const res = await fetch(`${gatewayUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(options) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
    },

    /** A multipart request with `Apollo-Require-Preflight`, as apollo-upload-client sends it. */
    async upload<T = Record<string, unknown>>(query: string, variables: object, files: GraphQLFile[], options: CallOptions = {}): Promise<Answer<T>> {
      const { body, contentType } = graphqlMultipart({ query, variables }, files);
      const res = await fetch(`${gatewayUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'apollo-require-preflight': 'true', ...headersOf(options) },
        body,
      });
      return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
    },

    /**
     * Sends `fraction` of a multipart upload, waits `pauseMs` (the gateway streams it on), then
     * hangs up, as a browser tab closed mid-upload does.
     */
    async abandonUpload(query: string, variables: object, files: GraphQLFile[], options: CallOptions & { fraction: number; pauseMs: number }) {
      const { body, contentType } = graphqlMultipart({ query, variables }, files);
      const req = httpRequest(`${gatewayUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(body.length), 'apollo-require-preflight': 'true', ...headersOf(options) },
      });
      req.on('error', () => undefined);
      req.write(body.subarray(0, Math.floor(body.length * options.fraction)));
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      req.destroy();
    },
  };
}

export type GraphQLClient = ReturnType<typeof graphql>;

/** The first error's code. */
export const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions.code;

/** The field's value, or the errors thrown as they came. */
export function dataOf<T>(answer: Answer, field: string): T {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data?.[field] as T;
}

// --- Files whose leading bytes say what they are, padded to a size. ---
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]).subarray(0, size);
export const pdf = (size = 4096) => padded(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), size);
export const jpg = (size = 4096) => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size);
/** A Windows executable, as a renamed `.pdf` carries it. */
export const exe = (size = 4096) => padded(Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), size);

export const file = (path: string, filename: string, data: Buffer, contentType = 'application/pdf'): GraphQLFile => ({
  path: `variables.input.${path}.upload`,
  filename,
  contentType,
  data,
});

export interface Person {
  email: string;
}

/**
 * A complete application in the schema's input shape, every file slot waiting for an upload
 * (null where the multipart map puts it); `completeFiles` sends the files.
 */
export function completeInput(options: { teamName?: string; members?: string[]; teacher?: string } = {}) {
  const members = options.members ?? ['leader@example.org', 'member@example.org'];
  return {
    team: {
      name: options.teamName ?? '暖心機器人',
      previewImg: { upload: null },
      school: '國立臺灣科技大學',
      refers: [{ source: 'WEBSITE' }, { source: 'PREVIOUS_TEAM', detail: 'Blue Sky' }],
      teachers: [{ name: '林老師', title: '副教授', phone: '02-2737-6000', email: options.teacher ?? 'advisor@example.edu' }],
      members: members.map((email, i) => ({
        name: `隊員 ${i + 1}`,
        phone: '0912345678',
        email,
        department: '機械工程系',
        grade: '大三',
        pdfFile: { upload: null },
      })),
    },
    proposal: { name: '照護機器人', level: 'COLLEGE', main: 'LONG_TERM_CARE', subs: [3, 10], abstract: 'We build a care robot for elders.', pdfFile: { upload: null } },
  };
}

export function completeFiles(members = 2): GraphQLFile[] {
  return [
    file('team.previewImg', 'team.jpg', jpg(), 'image/jpeg'),
    ...Array.from({ length: members }, (_, i) => file(`team.members.${i}.pdfFile`, `proof${i}.pdf`, pdf())),
    file('proposal.pdfFile', '計畫書.pdf', pdf(8192)),
  ];
}

export const SAVE = `mutation Save($id: ID, $version: Int, $input: InventionApplicationInput!) {
  saveInventionDraft(id: $id, version: $version, input: $input) {
    id status version registrationNumber
    team { name previewImg { url name size downloadUrl } members { email isLeader pdfFile { url name size downloadUrl } } teachers { email } }
    proposal { pdfFile { url name size downloadUrl } }
  }
}`;
export const SUBMIT = `mutation Submit($id: ID!, $key: String!) {
  submitInventionApplication(id: $id, idempotencyKey: $key) { id status version registrationNumber submittedAt }
}`;

export interface SavedFile {
  url: string;
  name: string;
  size: number;
  downloadUrl: string;
}
export interface Saved {
  id: string;
  status: string;
  version: number;
  registrationNumber: string | null;
  team: { name: string | null; previewImg: SavedFile | null; members: { email: string; isLeader: boolean; pdfFile: SavedFile | null }[]; teachers: { email: string }[] };
  proposal: { pdfFile: SavedFile | null };
}

// --- The manager's REST calls (test setup). ---

export async function managerToken(backendUrl: string, password = 'Manager#2026'): Promise<string> {
  const res = await fetch(`${backendUrl}/api/manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@example.org', password }),
  });
  if (!res.ok) throw new Error(`manager login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

type StoredSession = { id: number; name: unknown; applyStart: string; applyEnd: string; finalUploadEnd: string; active: boolean; published: boolean };

/** Moves the active competition session's apply end; answers a function that puts it back. */
export async function moveApplyEnd(backendUrl: string, token: string, applyEnd: Date): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${backendUrl}/api/invention/session/pvt/list`, { headers })).json()) as { items: StoredSession[] };
  const session = list.items.find((item) => item.active);
  if (!session) throw new Error('no active competition session');
  const put = async (changes: Partial<StoredSession>) => {
    const { name, applyStart, applyEnd: end, finalUploadEnd, active, published } = { ...session, ...changes };
    const res = await fetch(`${backendUrl}/api/invention/session/pvt/resource/${session.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, applyStart, applyEnd: end, finalUploadEnd, active, published }),
    });
    if (!res.ok) throw new Error(`session update: ${res.status} ${await res.text()}`);
  };
  await put({ applyEnd: applyEnd.toISOString(), finalUploadEnd: new Date(Math.max(applyEnd.getTime(), Date.parse(session.finalUploadEnd))).toISOString() });
  return () => put({});
}

/** A verified member made by the manager (no mail round trip); answers its e-mail and password. */
export async function createMember(backendUrl: string, token: string, email: string, password = 'Member#2026'): Promise<void> {
  const res = await fetch(`${backendUrl}/api/manager/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user', email, password, firstName: '小明', lastName: '王' }),
  });
  if (res.status !== 201) throw new Error(`member create: ${res.status} ${await res.text()}`);
}
