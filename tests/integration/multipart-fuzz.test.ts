// Issue 18, item 1: no multipart body takes the gateway down. Property-based: fast-check builds
// GraphQL multipart bodies with arbitrary boundaries, file names, part headers and truncation
// points, and sends each to the real gateway. A malformed body is answered 400 BAD_USER_INPUT in
// the request's language; a well-formed one reaches the operation (which refuses the anonymous
// caller); never a 5xx or a hang, and after every case the process is up and /healthz answers 200.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

const cases = Number(process.env.MULTIPART_FUZZ_RUNS ?? 500);

const operations = JSON.stringify({
  query: 'mutation($f: Upload!) { uploadIncubatorFinal(id: "1", file: $f) { id } }',
  variables: { f: null },
});
const uploadFailed = { zhTw: '上傳失敗', en: 'Upload failed' } as const;

/** One extra line among a file part's headers, and whether busboy must refuse it. */
interface HeaderLine {
  line: Buffer;
  malformed: boolean;
}

/** Header bytes, and whether busboy must refuse them. */
interface HeaderValue {
  bytes: Buffer;
  malformed: boolean;
}

interface Case {
  boundary: string;
  quoteBoundary: boolean;
  filename: HeaderValue;
  /** Appended to `application/pdf`. */
  contentType: HeaderValue;
  extra: HeaderLine[];
  data: Buffer;
  /** Where the body is cut, as a fraction of the part before its closing delimiter; none when whole. */
  cut: number | null;
  /** The body's delimiters use another boundary than its Content-Type names. */
  wrongBoundary: boolean;
  lang: 'zhTw' | 'en';
}

const bchars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+_,-./:=?";
const boundary = fc.string({ unit: fc.constantFrom(...bchars), minLength: 1, maxLength: 70 });
/** Bytes busboy takes in a header value: tab, printable ASCII and anything ≥ 0x80 (no CR or LF: they end the line). */
const goodByte = fc.oneof(fc.constant(0x09), fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }));
/** Bytes it refuses there: C0 controls but tab, CR and LF, and DEL. */
const badByte = fc.oneof(fc.integer({ min: 0x00, max: 0x08 }), fc.integer({ min: 0x0b, max: 0x0c }), fc.integer({ min: 0x0e, max: 0x1f }), fc.constant(0x7f));
const goodBytes = (maxLength: number) => fc.array(goodByte, { maxLength }).map((bytes) => Buffer.from(bytes));
/** Good bytes with at least one bad byte among them. */
const tainted = fc
  .tuple(goodBytes(20), fc.array(badByte, { minLength: 1, maxLength: 3 }), goodBytes(20))
  .map(([before, bad, after]) => Buffer.concat([before, Buffer.from(bad), after]));
const maybeTainted = fc.oneof(
  { arbitrary: goodBytes(40).map((bytes) => ({ bytes, malformed: false })), weight: 4 },
  { arbitrary: tainted.map((bytes) => ({ bytes, malformed: true })), weight: 1 },
);
const tokenChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~");
const headerName = fc.string({ unit: tokenChar, minLength: 1, maxLength: 20 });
const headerLine: fc.Arbitrary<HeaderLine> = fc.oneof(
  { arbitrary: fc.tuple(headerName, maybeTainted).map(([name, value]) => ({ line: Buffer.concat([Buffer.from(`${name}: `), value.bytes]), malformed: value.malformed })), weight: 4 },
  // A line without a colon.
  fc.string({ unit: tokenChar, minLength: 1, maxLength: 30 }).map((text) => ({ line: Buffer.from(text), malformed: true })),
  // A name with a character no header name may hold.
  fc
    .tuple(headerName, fc.constantFrom(' ', '"', '(', '@', '\u0000', '\u00e9'), headerName)
    .map(([a, bad, b]) => ({ line: Buffer.from(`${a}${bad}${b}: x`, 'latin1'), malformed: true })),
);

const multipartCase: fc.Arbitrary<Case> = fc.record({
  boundary,
  quoteBoundary: fc.boolean(),
  filename: maybeTainted,
  contentType: fc.oneof({ arbitrary: fc.constant({ bytes: Buffer.alloc(0), malformed: false }), weight: 3 }, { arbitrary: maybeTainted, weight: 1 }),
  extra: fc.oneof({ arbitrary: fc.constant<HeaderLine[]>([]), weight: 2 }, { arbitrary: fc.array(headerLine, { minLength: 1, maxLength: 2 }), weight: 1 }),
  data: fc.string({ unit: fc.constantFrom(...'%PDF-1.4 hello world0123456789'), maxLength: 200 }).map((text) => Buffer.from(text)),
  cut: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), weight: 1 }),
  wrongBoundary: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  lang: fc.constantFrom('zhTw' as const, 'en' as const),
});

/** A `filename="…"` value holds no raw quote or backslash (they would end or escape it): those are left out here. */
const quotable = (name: Buffer) => Buffer.from(name.filter((byte) => byte !== 0x22 && byte !== 0x5c));

function build(c: Case): { body: Buffer; contentType: string; malformed: boolean } {
  const delimiter = c.wrongBoundary ? `${c.boundary}x` : c.boundary;
  const field = (name: string, value: string) => Buffer.from(`--${delimiter}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const headers = [
    Buffer.concat([Buffer.from('Content-Disposition: form-data; name="0"; filename="'), quotable(c.filename.bytes), Buffer.from('"')]),
    Buffer.concat([Buffer.from('Content-Type: application/pdf'), c.contentType.bytes]),
    ...c.extra.map(({ line }) => line),
  ];
  const throughHeaders = Buffer.concat([
    field('operations', operations),
    field('map', JSON.stringify({ 0: ['variables.f'] })),
    Buffer.from(`--${delimiter}\r\n`),
    Buffer.concat(headers.flatMap((header) => [header, Buffer.from('\r\n')])),
    Buffer.from('\r\n'),
  ]);
  const beforeClose = Buffer.concat([throughHeaders, c.data, Buffer.from(`\r\n--${delimiter}--`)]);
  const whole = Buffer.concat([beforeClose, Buffer.from('\r\n')]);
  // Cut anywhere before the closing delimiter is complete: the form never ends.
  const body = c.cut === null ? whole : whole.subarray(0, Math.floor(c.cut * beforeClose.length));
  const filenameMalformed = quotable(c.filename.bytes).some((byte) => (byte < 0x20 && byte !== 0x09) || byte === 0x7f);
  const malformed = c.cut !== null || c.wrongBoundary || filenameMalformed || c.contentType.malformed || c.extra.some((line) => line.malformed);
  const named = c.quoteBoundary || /[^A-Za-z0-9'+_\-.]/.test(c.boundary) ? `"${c.boundary}"` : c.boundary;
  return { body, contentType: `multipart/form-data; boundary=${named}`, malformed };
}

describe('multipart bodies against the real gateway', () => {
  let backend: Tier;
  let gateway: Tier;
  beforeAll(async () => {
    backend = await startBackend({ LOG_LEVEL: 'warn' });
    gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  });
  afterAll(async () => {
    await gateway?.stop();
    await backend?.stop();
  });

  async function send(body: Buffer, contentType: string, lang: 'zhTw' | 'en') {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'apollo-require-preflight': '1', 'content-language': lang },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, json: (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] } };
  }

  async function alive() {
    expect(gateway.process.exitCode).toBeNull();
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  }

  it("answers the issue's bodies 400 BAD_USER_INPUT and stays up", async () => {
    const issueBody = (filename: string, partHeaders = 'Content-Type: application/pdf') =>
      Buffer.from(
        `--B\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--B\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n` +
          `--B\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\n${partHeaders}\r\n\r\n%PDF-1.4 hello\r\n--B--\r\n`,
        'latin1',
      );
    const bodies = [
      issueBody('a\u0000b.pdf'),
      issueBody('a\u0001b.pdf'),
      issueBody('a\r\nb.pdf'),
      issueBody('a.pdf', 'Content-Type: application/pdf\r\nno colon here'),
      issueBody('a.pdf', 'Content-Type: application/\u0000pdf'),
    ];
    for (const [index, body] of bodies.entries()) {
      const lang = index % 2 === 0 ? 'zhTw' : 'en';
      const answer = await send(body, 'multipart/form-data; boundary=B', lang);
      expect(answer).toEqual({ status: 400, json: { errors: [{ message: uploadFailed[lang], extensions: { code: 'BAD_USER_INPUT' } }] } });
      await alive();
    }
  });

  it(`answers ${cases} generated bodies without a 5xx, a hang or a crash`, async () => {
    let sent = 0;
    let malformedCount = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(multipartCase, async (c) => {
        const { body, contentType, malformed } = build(c);
        const answer = await send(body, contentType, c.lang);
        sent += 1;
        const refused = { status: 400, json: { errors: [{ message: uploadFailed[c.lang], extensions: { code: 'BAD_USER_INPUT' } }] } };
        if (malformed) {
          malformedCount += 1;
          expect(answer).toEqual(refused);
        } else {
          // Parsed whole: the operation ran and refused the anonymous caller.
          expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
          expect(answer.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        }
        await alive();
      }),
      { numRuns: cases, seed: process.env.MULTIPART_FUZZ_SEED ? Number(process.env.MULTIPART_FUZZ_SEED) : undefined },
    );
    console.log(
      `multipart fuzz: ${sent} bodies (${malformedCount} malformed) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(sent).toBeGreaterThanOrEqual(cases);
  }, 120_000);
});
