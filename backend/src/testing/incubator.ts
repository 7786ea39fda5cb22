// Test helpers for incubator applications: photos whose headers state a pixel size, a complete
// application, and the calls that save, submit, raise and upload the final PDF.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { filePart, multipart, pdf, type Part, type StoredFileAnswer } from './applications.ts';
import { call } from './harness.ts';

/** A PNG whose IHDR says `width`×`height`, padded to `size` bytes. */
export function pngOf(width: number, height: number, size = 4096): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(head, 0);
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.set([8, 6, 0, 0, 0], 24);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/**
 * A JPEG whose SOF0 says `width`×`height`, behind a JFIF APP0 and an EXIF-like APP1 of
 * `exifBytes` (so the frame can sit well past the first bytes a type sniffer reads).
 */
export function jpgOf(width: number, height: number, options: { exifBytes?: number; size?: number } = {}): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const header = Buffer.from([0xff, marker, 0, 0]);
    header.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([header, body]);
  };
  const jfif = segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex'));
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(options.exifBytes ?? 64, 0x41)]));
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const parts = [Buffer.from([0xff, 0xd8]), jfif, exif, segment(0xc0, frame), segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]))];
  const body = Buffer.concat(parts);
  return Buffer.concat([body, Buffer.alloc(Math.max(0, (options.size ?? 4096) - body.length - 2), 0x20), Buffer.from([0xff, 0xd9])]);
}

const member = (n: number, email: string, birthday: string) => ({
  name: `成員 ${n}`,
  phone: '0912345678',
  email,
  department: '專案經理',
  birthday,
});

/** Every field of an incubator application but its files; override what a test needs. */
export function incubatorData(options: { memberEmails?: string[]; birthdays?: string[]; teamName?: string } = {}) {
  const emails = options.memberEmails ?? ['inc.leader@example.org', 'inc.member@example.org'];
  return {
    team: {
      organizeName: '社團法人暖心協會',
      type: 'non_profit',
      city: '臺北市',
      taxId: '04595257',
      name: options.teamName ?? '暖心實驗室',
      refers: ['website', 'media:天下雜誌'],
      members: emails.map((email, i) => member(i + 1, email, options.birthdays?.[i] ?? '1995-06-15')),
    },
    proposal: {
      name: '社區共餐',
      property: 'taiwan_incubation',
      abstract: 'Shared meals for elders living alone.',
      issue: 'food',
    },
  };
}

/** The plan PDF and an 800×800 photo. */
export function incubatorFiles(photo: Buffer = pngOf(800, 800)): Part[] {
  return [filePart('proposal.pdfFile', 'plan.pdf', pdf(4096)), filePart('proposal.img', 'team.png', photo, 'image/png')];
}

export interface IncubatorAnswer {
  id: number;
  sessionId: number;
  status: string;
  version: number;
  registrationNumber: string | null;
  submittedAt: string | null;
  finalSubmittedAt: string | null;
  ownerEmail?: string;
  team: { name?: string; members?: { email?: string; birthday?: string }[] };
  proposal: { pdfFile?: StoredFileAnswer; img?: StoredFileAnswer };
  finalFile?: StoredFileAnswer;
}

const base = '/api/incubator/apply';

export function saveIncubator(
  app: FastifyInstance,
  token: string,
  options: { id?: number; version?: number; data: unknown; keepList?: string[]; files?: Part[]; language?: 'zhTw' | 'en' },
) {
  const { payload, headers } = multipart([
    { name: 'data', value: JSON.stringify(options.data) },
    { name: 'keepList', value: JSON.stringify(options.keepList ?? []) },
    ...(options.files ?? []),
  ]);
  const url = options.id === undefined ? `${base}/pvt/resource` : `${base}/pvt/resource/${options.id}?version=${options.version}`;
  return call(app, { method: options.id === undefined ? 'POST' : 'PUT', url, token, payload, headers, language: options.language });
}

export function submitIncubator(app: FastifyInstance, token: string, id: number, language?: 'zhTw' | 'en') {
  return call(app, { method: 'POST', url: `${base}/pvt/submit/${id}`, token, language, headers: { 'idempotency-key': randomUUID() } });
}

export function moveIncubator(app: FastifyInstance, token: string, id: number, transition: 'raise' | 'downgrade') {
  return call(app, { method: 'POST', url: `${base}/pvt/${transition}/${id}`, token });
}

/** The final upload with the given parts (default: one PDF named `final.pdf`). */
export function uploadFinal(app: FastifyInstance, token: string, id: number, options: { parts?: Part[]; language?: 'zhTw' | 'en' } = {}) {
  const { payload, headers } = multipart(options.parts ?? [filePart('file', 'final.pdf', pdf(8192))]);
  return call(app, { method: 'POST', url: `${base}/pvt/final/submit/${id}`, token, payload, headers, language: options.language });
}

/** A member's complete application, submitted and (with a manager's token) raised to final_upload. */
export async function submittedIncubator(app: FastifyInstance, token: string, options: { manager?: string; memberEmails?: string[]; data?: unknown } = {}) {
  const data = options.data ?? incubatorData({ memberEmails: options.memberEmails });
  const created = await saveIncubator(app, token, { data, files: incubatorFiles() });
  if (created.statusCode !== 200) throw new Error(`save failed: ${created.body}`);
  const id = created.json<IncubatorAnswer>().id;
  const submitted = await submitIncubator(app, token, id);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  if (!options.manager) return submitted.json<IncubatorAnswer>();
  const raised = await moveIncubator(app, options.manager, id, 'raise');
  if (raised.statusCode !== 200) throw new Error(`raise failed: ${raised.body}`);
  return raised.json<IncubatorAnswer>();
}

/** Moves the active incubator session's dates (a manager's generic PUT). */
export async function setIncubatorWindow(app: FastifyInstance, managerToken: string, window: { applyStart: Date; applyEnd: Date; finalUploadEnd: Date }) {
  const sessions = (await call(app, { method: 'GET', url: '/api/incubator/session/pvt/list', token: managerToken })).json<{
    items: ({ id: number; active: boolean } & Record<string, unknown>)[];
  }>();
  const session = sessions.items.find((item) => item.active);
  if (!session) throw new Error('no active incubator session');
  const payload = {
    name: session.name,
    active: true,
    applyStart: window.applyStart.toISOString(),
    applyEnd: window.applyEnd.toISOString(),
    finalUploadEnd: window.finalUploadEnd.toISOString(),
  };
  const response = await call(app, { method: 'PUT', url: `/api/incubator/session/pvt/resource/${session.id}?confirmDeadlineChange=1`, token: managerToken, payload });
  if (response.statusCode !== 200) throw new Error(`session update failed: ${response.body}`);
  return session.id;
}
