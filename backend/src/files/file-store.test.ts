// The file store's contract, run against both implementations: local disk in a temporary folder
// and S3 against s3rver in this process.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket } from '../testing/s3rver.ts';
import { pendingPrefix, privatePrefix, publicPrefix, sweepFiles, type FileStore, type KeyPrefix } from './file-store.ts';
import { openLocalFileStore } from './local-file-store.ts';
import { openS3FileStore } from './s3-file-store.ts';

const KB = 1024;
const MB = 1024 * KB;
const HOUR = 3_600_000;

interface Setup {
  store: FileStore;
  close(): Promise<void>;
}

const implementations: [string, () => Promise<Setup>][] = [
  [
    'local disk',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'yip-file-store-'));
      const store = await openLocalFileStore(dataDir);
      return { store, close: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const bucket = await startTestBucket();
      const store = await openS3FileStore(bucket.settings);
      return {
        store,
        async close() {
          await store.close();
          await bucket.close();
        },
      };
    },
  ],
];

/** `bytes` in chunks of `size`, as a request body arrives. */
function* chunksOf(bytes: Buffer, size = 64 * KB) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(implementations)('the file store on %s', (_name, setup) => {
  let ctx: Setup;
  let store: FileStore;
  beforeAll(async () => {
    ctx = await setup();
    store = ctx.store;
  });
  afterAll(() => ctx.close());

  const keys = async (prefix: KeyPrefix) => {
    const found: string[] = [];
    for await (const object of store.list(prefix)) found.push(object.key);
    return found.sort();
  };
  const everything = async () => ({ pending: await keys(pendingPrefix), private: await keys(privatePrefix), public: await keys(publicPrefix) });
  const stored = async (key: string, bytes: Buffer) => store.commit(await store.put(Readable.from([bytes])), key);
  const read = async (key: string) => {
    const opened = await store.open(key);
    return opened && Buffer.concat(await opened.stream.toArray());
  };

  afterEach(async () => {
    const { pending, private: held, public: shown } = await everything();
    await store.remove([...pending, ...held, ...shown]);
  });

  it('keeps an upload pending until its commit names it, reads it back and removes it', async () => {
    const pending = await store.put(Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('plan')]));
    expect(pending).toEqual({ key: expect.stringMatching(/^pending\/[0-9a-f]{32}$/), size: 13 });
    expect(await everything()).toEqual({ pending: [pending.key], private: [], public: [] });
    expect(await store.open('private/plan.pdf')).toBeUndefined();

    await store.commit(pending, 'private/plan.pdf');
    expect(await everything()).toEqual({ pending: [], private: ['private/plan.pdf'], public: [] });
    const opened = await store.open('private/plan.pdf');
    expect(opened).toMatchObject({ key: 'private/plan.pdf', size: 13 });
    expect(Math.abs((opened?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(Buffer.concat(await (opened?.stream.toArray() ?? [])).toString()).toBe('%PDF-1.4 plan');

    await store.remove(['private/plan.pdf', 'private/never-there.pdf']);
    expect(await store.open('private/plan.pdf')).toBeUndefined();
    expect(await everything()).toEqual({ pending: [], private: [], public: [] });
  });

  it('replaces an object committed again under its key', async () => {
    await stored('public/banner.svg', Buffer.from('<svg>old</svg>'));
    await stored('public/banner.svg', Buffer.from('<svg>new</svg>'));
    expect((await read('public/banner.svg'))?.toString()).toBe('<svg>new</svg>');
    expect(await everything()).toEqual({ pending: [], private: [], public: ['public/banner.svg'] });
  });

  it('refuses keys outside its three prefixes', async () => {
    await expect(store.open('../portal.sqlite')).rejects.toThrow(/not a file store key/);
    await expect(store.open('private/../jwt-secret')).rejects.toThrow(/not a file store key/);
    await expect(store.remove(['private/.hidden'])).rejects.toThrow(/not a file store key/);
  });

  it('round-trips a 10 MB stream byte for byte', async () => {
    const bytes = randomBytes(10 * MB);
    const pending = await store.put(Readable.from(chunksOf(bytes)));
    expect(pending.size).toBe(bytes.length);
    await store.commit(pending, 'private/large.pdf');
    const opened = await store.open('private/large.pdf');
    expect(opened?.size).toBe(bytes.length);
    const hash = createHash('sha256');
    for await (const chunk of opened?.stream ?? []) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256(bytes));
  });

  it.each([
    ['before its first byte', 0],
    ['within its first part', 300 * KB],
    ['past its first 5 MiB part', 6 * MB],
  ])('an upload whose stream fails %s rejects with that error and leaves no object', async (_when, failAt) => {
    const failure = new Error('the client went away');
    async function* failing() {
      yield* chunksOf(randomBytes(failAt));
      throw failure;
    }
    await expect(store.put(Readable.from(failing()))).rejects.toBe(failure);
    expect(await everything()).toEqual({ pending: [], private: [], public: [] });
  });

  it('an upload whose stream is destroyed half-way rejects and leaves no object', async () => {
    const source = new PassThrough();
    source.write(randomBytes(256 * KB));
    setTimeout(() => source.destroy(), 50);
    await expect(store.put(source)).rejects.toThrow();
    expect(await everything()).toEqual({ pending: [], private: [], public: [] });
  });

  it('sweeps pending and unheld private objects older than the grace, never younger ones, held ones or public ones', async () => {
    const old = await store.put(Readable.from([Buffer.from('abandoned upload')]));
    await stored('private/unheld-old.pdf', Buffer.from('a save that never committed'));
    await stored('private/held.pdf', Buffer.from('an application holds me'));
    await stored('public/logo.svg', Buffer.from('<svg/>'));
    // Object stores keep modification times to the second.
    await sleep(1100);
    const young = await store.put(Readable.from([Buffer.from('an upload under way')]));
    await stored('private/unheld-young.pdf', Buffer.from('a save about to commit'));
    const heldKeys = () => new Set(['private/held.pdf']);

    expect(await sweepFiles(store, { graceMs: HOUR, heldKeys })).toBe(0);
    const youngKeys = [young.key, 'private/unheld-young.pdf'];
    let firstYoung = Infinity;
    for (const prefix of [pendingPrefix, privatePrefix] as const) {
      for await (const object of store.list(prefix)) if (youngKeys.includes(object.key)) firstYoung = Math.min(firstYoung, object.modifiedAt.getTime());
    }
    // An hour on from just before the first young object was written.
    expect(await sweepFiles(store, { graceMs: HOUR, heldKeys, now: firstYoung - 1 + HOUR })).toBe(2);
    expect(await everything()).toEqual({
      pending: [young.key],
      private: ['private/held.pdf', 'private/unheld-young.pdf'],
      public: ['public/logo.svg'],
    });
    expect(await store.open(old.key)).toBeUndefined();
  });

  it('answers its readiness check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the S3 file store', () => {
  it('refuses to open on a bucket it cannot reach, naming it', async () => {
    const bucket = await startTestBucket();
    try {
      await expect(openS3FileStore({ ...bucket.settings, bucket: 'no-such-bucket' })).rejects.toThrow(/no-such-bucket \(S3_BUCKET\) at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);
    } finally {
      await bucket.close();
    }
  });

  it('spools each upload to its folder and leaves nothing there, sent or failed', async () => {
    const bucket = await startTestBucket();
    const spoolDir = mkdtempSync(join(tmpdir(), 'yip-spool-'));
    const store = await openS3FileStore(bucket.settings, spoolDir);
    try {
      const bytes = randomBytes(6 * MB);
      const pending = await store.put(Readable.from(chunksOf(bytes)));
      expect(pending.size).toBe(bytes.length);
      async function* failing() {
        yield* chunksOf(randomBytes(300 * KB));
        throw new Error('the client went away');
      }
      await expect(store.put(Readable.from(failing()))).rejects.toThrow('the client went away');
      expect(readdirSync(spoolDir)).toEqual([]);
    } finally {
      await store.close();
      await bucket.close();
      rmSync(spoolDir, { recursive: true, force: true });
    }
  });

  it('sends an upload again from its spooled file when the bucket drops the connection, and not a refused one', async () => {
    const bucket = await startTestBucket();
    // In front of the bucket: drops the connection of the first upload's PUT (a kept-alive socket
    // the bucket closed as it was reused), and refuses every upload with 403 once `refusing` is set.
    let puts = 0;
    let refusing = false;
    const proxy = createServer((req, res) => {
      if (req.method === 'PUT' && !req.headers['x-amz-copy-source']) {
        puts += 1;
        if (puts === 1) return req.socket.destroy();
        if (refusing) return void res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>no</Message></Error>');
      }
      const upstream = httpRequest(new URL(req.url ?? '/', bucket.settings.endpoint), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    const store = await openS3FileStore({ ...bucket.settings, endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
    try {
      const bytes = randomBytes(300 * KB);
      await store.commit(await store.put(Readable.from(chunksOf(bytes))), 'private/again.pdf');
      expect(puts).toBe(2);
      const read = await store.open('private/again.pdf');
      expect(Buffer.concat(await read!.stream.toArray()).equals(bytes)).toBe(true);
      // A refusal is the bucket's answer, not a dropped line: said at once, not sent again.
      refusing = true;
      await expect(store.put(Readable.from([randomBytes(KB)]))).rejects.toThrow();
      expect(puts).toBe(3);
    } finally {
      await store.close();
      proxy.close();
      await bucket.close();
    }
  });

  it('fails its readiness check once the bucket is gone', async () => {
    const bucket = await startTestBucket();
    const store = await openS3FileStore(bucket.settings);
    try {
      await bucket.close();
      // Past the cached answer of the check at open.
      await sleep(2100);
      await expect(store.check()).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
