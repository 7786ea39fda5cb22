// Uploads that could hurt a reader (issue 18, item 5), through the GATEWAY against the real
// backend: an image whose header claims more pixels than a browser should decode is refused at its
// field in the member's language, and a file name's bidi and control characters never reach a
// manager's screen or a download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeOf,
  completeFiles,
  completeInput,
  dataOf,
  file,
  graphql,
  loggedInMember,
  managerToken,
  SAVE,
  type GraphQLFile,
  type Saved,
} from '../support/applications.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let backend: Backend;
let gateway: Tier;
let manager: string;
let token: string;
const gql = graphql(() => gateway.url);

const privateFiles = () => backend.storedFiles('private/');
const tempFiles = () => backend.storedFiles('pending/');

/** A PNG of 68 bytes (signature, IHDR, padding) whose header claims `width`×`height`. */
function pngBomb(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(68, 0x20);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes, 0);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A progressive JPEG of a few dozen bytes whose frame header claims `width`×`height`. */
function jpegBomb(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc2, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), frame, Buffer.from('ffda000801010000003f00ffd9', 'hex')]);
}

/** A GIF whose logical screen claims 65535×65535; GIF is not a kind any slot takes. */
const gifBomb = () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from('ffffffff0000002c000000000100010000020144003b', 'hex')]);

const withPhoto = (photo: GraphQLFile) => [photo, ...completeFiles().slice(1)];

beforeAll(async () => {
  backend = await startBackend({ JWT_SECRET: 'integration-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  manager = await managerToken(backend.url);
  token = await loggedInMember(gql, backend.url, manager, 'uploads.bombs@example.org');
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('decompression bombs', () => {
  it.each([
    ['a 68-byte PNG claiming 65535×65535', file('team.previewImg', 'bomb.png', pngBomb(65_535, 65_535), 'image/png')],
    ['a 68-byte PNG claiming 50000×50000', file('team.previewImg', 'bomb.png', pngBomb(50_000, 50_000), 'image/png')],
    ['a progressive JPEG claiming 20000×20000', file('team.previewImg', 'bomb.jpg', jpegBomb(20_000, 20_000), 'image/jpeg')],
  ])('%s is refused at its field in both languages, and nothing is kept', async (_name, photo) => {
    const before = await privateFiles();
    for (const [lang, text] of [
      ['en', 'The image is too large (at most 8,000 pixels a side and 40 megapixels in all)'],
      ['zhTw', '圖片尺寸過大（每邊最多 8000 像素，總計最多 4000 萬像素）'],
    ] as const) {
      const answer = await gql.upload(SAVE, { input: completeInput() }, withPhoto(photo), { token, lang });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions.fields).toEqual([{ path: 'team.previewImg', message: text }]);
    }
    expect(await privateFiles()).toEqual(before);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('refuses a GIF bomb as a kind not taken, and still takes a photo at the limits', async () => {
    const gif = await gql.upload(SAVE, { input: completeInput() }, withPhoto(file('team.previewImg', 'bomb.gif', gifBomb(), 'image/gif')), { token, lang: 'en' });
    expect(gif.errors?.[0]?.extensions.fields).toEqual([{ path: 'team.previewImg', message: 'This file type is not accepted' }]);
    const atLimits = await gql.upload(SAVE, { input: completeInput() }, withPhoto(file('team.previewImg', 'wide.png', pngBomb(8000, 5000), 'image/png')), { token });
    expect(dataOf<Saved>(atLimits, 'saveInventionDraft').team.previewImg).toMatchObject({ name: 'wide.png' });
  });
});

describe('file names', () => {
  // C0 controls are left to the backend's unit test: through the gateway they are item 1's malformed multipart.
  it('are stored and downloaded without bidi overrides, isolates, marks or C1 controls', async () => {
    // A member has one application per session: the bombs' member already saved theirs.
    const namer = await loggedInMember(gql, backend.url, manager, 'uploads.names@example.org');
    const files = completeFiles();
    const named = [
      { ...files[0]!, filename: 'photo\u2066\u200f\u0085.jpg' },
      { ...files[1]!, filename: 'invoice\u202efdp.exe' },
      files[2]!,
      { ...files[3]!, filename: 'plan\u202a\u061c\u2069.pdf' },
    ];
    const saved = dataOf<Saved>(await gql.upload(SAVE, { input: completeInput() }, named, { token: namer }), 'saveInventionDraft');
    expect(saved.team.previewImg?.name).toBe('photo.jpg');
    expect(saved.team.members[0]?.pdfFile?.name).toBe('invoicefdp.exe');
    expect(saved.proposal.pdfFile?.name).toBe('plan.pdf');
    const download = await fetch(`${gateway.url}${saved.team.members[0]?.pdfFile?.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });
});
