// Test helpers for applications: multipart bodies built byte by byte, files whose first bytes
// say what they are, a complete competition application and the calls that save and submit it.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { pendingPrefix, privateKey, privatePrefix, type KeyPrefix } from '../files/file-store.ts';
import { call, createMember } from './harness.ts';

export type Part = { name: string; value: string; type?: string } | { name: string; filename: string; type: string; content: Buffer };

const boundary = '----yip-test-boundary-7d3f';

export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Pads a file's leading bytes with spaces to exactly `size` bytes. */
const padded = (head: Buffer, size: number, tail = Buffer.alloc(0)) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]).subarray(0, size);

export const pdf = (size = 2048) => padded(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), size, Buffer.from('\n%%EOF\n'));
export const png = (size = 2048) =>
  padded(Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61', 'hex'), size);
/** A JPEG whose frame header (SOF0, 16×16 px) follows its JFIF segment: the backend reads an image's size. */
export const jpg = (size = 2048) => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108001000100301220002110103110100', 'hex'), size);
/** A Windows executable, as a renamed `.pdf` would carry it. */
export const exe = (size = 2048) => padded(Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), size);

export const filePart = (name: string, filename: string, content: Buffer, type = 'application/pdf'): Part => ({ name, filename, type, content });

const member = (n: number, email = `member${n}@example.org`) => ({
  name: `隊員 ${n}`,
  phone: '0912345678',
  email,
  department: '機械工程系',
  grade: '大三',
});

/** Every field of a competition application but its files; override what a test needs. */
export function completeData(options: { memberEmails?: string[]; teacherEmail?: string; teamName?: string } = {}) {
  const emails = options.memberEmails ?? ['leader@example.org', 'member2@example.org'];
  return {
    team: {
      name: options.teamName ?? '暖心機器人',
      school: '國立臺灣科技大學',
      refers: ['website', 'previous_team:Blue Sky'],
      teachers: [{ name: '林老師', title: '副教授', phone: '02-2737-6000', email: options.teacherEmail ?? 'advisor@example.edu' }],
      members: emails.map((email, i) => member(i + 1, email)),
    },
    proposal: { name: '照護機器人', level: 'college', main: 'long_term_care', subs: [3, 10], abstract: 'We build a care robot for elders.' },
  };
}

/** The files a complete application needs, for `completeData`'s members. */
export function completeFiles(members = 2): Part[] {
  return [
    filePart('previewImg', 'team.jpg', jpg(), 'image/jpeg'),
    ...Array.from({ length: members }, (_, i) => filePart(`members.${i}.pdfFile`, `proof${i}.pdf`, pdf())),
    filePart('proposal.pdfFile', 'plan.pdf', pdf(4096)),
  ];
}

export interface SaveOptions {
  id?: number;
  version?: number;
  data: unknown;
  keepList?: string[];
  files?: Part[];
  language?: 'zhTw' | 'en';
}

/** POST (no id) or PUT a multipart save of invention/apply. */
export function save(app: FastifyInstance, token: string, options: SaveOptions) {
  const { payload, headers } = multipart([
    { name: 'data', value: JSON.stringify(options.data) },
    { name: 'keepList', value: JSON.stringify(options.keepList ?? []) },
    ...(options.files ?? []),
  ]);
  const url = options.id === undefined ? '/api/invention/apply/pvt/resource' : `/api/invention/apply/pvt/resource/${options.id}?version=${options.version}`;
  return call(app, { method: options.id === undefined ? 'POST' : 'PUT', url, token, payload, headers, language: options.language });
}

export function submit(
  app: FastifyInstance,
  token: string,
  id: number,
  options: { key?: string; language?: 'zhTw' | 'en'; headers?: Record<string, string> } = {},
) {
  return call(app, {
    method: 'POST',
    url: `/api/invention/apply/pvt/submit/${id}`,
    token,
    language: options.language,
    headers: { 'idempotency-key': options.key ?? randomUUID(), ...options.headers },
  });
}

export interface StoredFileAnswer {
  url: string;
  name: string;
  size: number;
  downloadUrl: string;
}

export interface ApplicationAnswer {
  id: number;
  sessionId: number;
  status: string;
  version: number;
  registrationNumber: string | null;
  submittedAt: string | null;
  ownerEmail?: string;
  team: {
    name?: string;
    previewImg?: StoredFileAnswer;
    members?: { email?: string; pdfFile?: StoredFileAnswer }[];
    teachers?: { email?: string }[];
  };
  proposal: { pdfFile?: StoredFileAnswer };
}

/** The names of every private file and every pending upload in a test app's file store. */
export async function storedFiles(app: FastifyInstance): Promise<{ private: string[]; temp: string[] }> {
  const names = async (prefix: KeyPrefix) => {
    const found: string[] = [];
    for await (const object of app.fileStore.list(prefix)) found.push(object.key.slice(prefix.length));
    return found.sort();
  };
  return { private: await names(privatePrefix), temp: await names(pendingPrefix) };
}

/** The bytes of a private file, read back from a test app's file store. */
export async function storedBytes(app: FastifyInstance, storedName: string): Promise<Buffer | undefined> {
  const opened = await app.fileStore.open(privateKey(storedName));
  return opened && Buffer.concat(await opened.stream.toArray());
}

/** The stored name of a file answer (`/files/private/{name}`). */
export const storedName = (file: { url: string } | undefined) => file?.url.split('/').pop() ?? '';

/** Moves the active competition session's apply window (a manager's generic PUT). */
export async function setApplyWindow(app: FastifyInstance, managerToken: string, window: { applyStart: Date; applyEnd: Date; submitGraceSeconds?: number }) {
  const sessions = (await call(app, { method: 'GET', url: '/api/invention/session/pvt/list', token: managerToken })).json<{
    items: ({ id: number; active: boolean } & Record<string, unknown>)[];
  }>();
  const session = sessions.items.find((item) => item.active);
  if (!session) throw new Error('no active session');
  const { name } = session;
  const finalUploadEnd = new Date(Math.max(window.applyEnd.getTime(), Date.now()) + 86_400_000);
  const payload = {
    name,
    active: true,
    applyStart: window.applyStart.toISOString(),
    applyEnd: window.applyEnd.toISOString(),
    finalUploadEnd: finalUploadEnd.toISOString(),
    ...(window.submitGraceSeconds === undefined ? {} : { submitGraceSeconds: window.submitGraceSeconds }),
  };
  const response = await call(app, { method: 'PUT', url: `/api/invention/session/pvt/resource/${session.id}?confirmDeadlineChange=1`, token: managerToken, payload });
  if (response.statusCode !== 200) throw new Error(`session update failed: ${response.body}`);
  return session.id;
}

/** Makes a fresh verified member per call and answers its token: one application per member and session. */
export function memberMaker(app: () => FastifyInstance, prefix: string): () => Promise<string> {
  let made = 0;
  return async () => {
    made += 1;
    return (await createMember(app(), `${prefix}${made}@example.org`)).token as string;
  };
}
