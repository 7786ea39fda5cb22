// Applications from the browser's side, for integration tests and benchmarks: GraphQL over HTTP
// (JSON, and multipart uploads built by hand per the GraphQL multipart request spec), files whose
// first bytes say what they are, a complete competition application (the incubator's is in
// incubator.ts), and the manager's REST calls that make members, move a session's dates, raise an
// application and export (test setup, not the product path).
import { request as httpRequest } from 'node:http';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
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
/** A JPEG whose frame header (SOF0, 16×16 px) follows its JFIF segment: the backend reads an image's size. */
export const jpg = (size = 4096) => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108001000100301220002110103110100', 'hex'), size);
/** A Windows executable, as a renamed `.pdf` carries it. */
export const exe = (size = 4096) => padded(Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), size);

/** A real PNG of the given pixel size (one colour), so whoever reads its header or decodes it sees that size. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then RGB pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

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

export { managerToken } from './manager.ts';

type StoredSession = { id: number; name: unknown; applyStart: string; applyEnd: string; finalUploadEnd: string; submitGraceSeconds: number; active: boolean; published: boolean };
export type Programme = 'invention' | 'incubator';

/**
 * Moves the dates of a programme's active session (apply end, final-upload end; the final-upload
 * end follows an apply end moved past it) and its submit grace; answers a function that puts them back.
 */
export async function moveSession(
  backendUrl: string,
  token: string,
  programme: Programme,
  dates: { applyEnd?: Date; finalUploadEnd?: Date; submitGraceSeconds?: number },
): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${backendUrl}/api/${programme}/session/pvt/list`, { headers })).json()) as { items: StoredSession[] };
  const session = list.items.find((item) => item.active);
  if (!session) throw new Error(`no active ${programme} session`);
  const put = async (changes: Partial<StoredSession>) => {
    const { name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, active, published } = { ...session, ...changes };
    const res = await fetch(`${backendUrl}/api/${programme}/session/pvt/resource/${session.id}?confirmDeadlineChange=1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, active, published }),
    });
    if (!res.ok) throw new Error(`session update: ${res.status} ${await res.text()}`);
  };
  const applyEnd = dates.applyEnd?.toISOString() ?? session.applyEnd;
  const finalUploadEnd = dates.finalUploadEnd?.toISOString() ?? new Date(Math.max(Date.parse(applyEnd), Date.parse(session.finalUploadEnd))).toISOString();
  await put({ applyEnd, finalUploadEnd, ...(dates.submitGraceSeconds === undefined ? {} : { submitGraceSeconds: dates.submitGraceSeconds }) });
  return () => put({});
}

/** Moves the active competition session's apply end; answers a function that puts it back. */
export const moveApplyEnd = (backendUrl: string, token: string, applyEnd: Date, submitGraceSeconds?: number) =>
  moveSession(backendUrl, token, 'invention', { applyEnd, submitGraceSeconds });

/** A verified member made by the manager (no mail round trip), with the password `Member#2026`. */
export async function createMember(backendUrl: string, token: string, email: string, names = { firstName: '小明', lastName: '王' }): Promise<void> {
  const res = await fetch(`${backendUrl}/api/manager/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user', email, password: 'Member#2026', ...names }),
  });
  if (res.status !== 201) throw new Error(`member create: ${res.status} ${await res.text()}`);
}

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

/** A member made by the manager and logged in through the gateway: its token. */
export async function loggedInMember(gql: GraphQLClient, backendUrl: string, managerToken: string, email: string, names?: { firstName: string; lastName: string }): Promise<string> {
  await createMember(backendUrl, managerToken, email, names);
  return dataOf<{ token: string }>(await gql.ask(LOGIN, { email, password: 'Member#2026' }), 'login').token;
}

/** A manager's POST without a body (`incubator/apply/pvt/raise/7`): the status and the answer. */
export async function managerPost(backendUrl: string, token: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${backendUrl}/api/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A manager's .xlsx export (`incubator/apply/pvt/download/list?search=…`): every cell of its first sheet, as text. */
export async function exportedCells(backendUrl: string, token: string, path: string): Promise<string[]> {
  const res = await fetch(`${backendUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return workbook.worksheets[0]!.getSheetValues().flat().map(String);
}
