// Benchmark (not part of `npm test`): a soak of the gateway at a steady rate of mixed traffic, as
// on the evenings before a deadline: every public page of the sitemap in both languages (rendered,
// mostly from the page cache), the home page's GraphQL query, the static page a member page gets,
// and members reading their profile and applications and saving drafts. Requests are sent on a
// fixed schedule whatever the answers take (open loop), so a slow gateway is not spared load.
// It samples the gateway's RSS every second and prints the curve, the latencies and the bars: peak
// RSS < 350 MB, p95 < 300 ms, no error. What the gateway shed when overloaded (a page answered with
// the client-rendered shell, `X-Page-Render: shed`; a query refused UPSTREAM_UNAVAILABLE with reason
// OVERLOADED) counts as an error for the bar but is reported apart from the other errors.
// Run: npm run bench:soak (SOAK_SECONDS=600, SOAK_RATE=60 a second, SOAK_MEMBERS=40).
import { readFileSync } from 'node:fs';
import { percentile } from './measure.ts';
import { eachLimited } from '../support/each-limited.ts';
import { makeMembers, startBenchStack } from './applicants.ts';
import { completeInput, SAVE } from '../support/applications.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 60);
const memberCount = Number(process.env.SOAK_MEMBERS ?? 40);
const bars = { peakRssMb: 350, p95Ms: 300 };

const HOME = `query HomePage {
  homeBanners { id title alt imageDesktop imageMobile link }
  latest: articles(column: NOW, pageSize: 3) { items { id title summary cover publishedAt column } }
  homeContent { slogans recommends { id title content image link } testimonials { id quote person role image } }
  siteSettings { socialLinks { network url } impactFigures { key value unit } }
}`;
const PROFILE = `query MemberProfile { me { id email firstName lastName mobile birthday contactEmail subscribed hasPassword } }`;
const MY_APPLICATIONS = `query MyInventionApplications { myInventionApplications { id status registrationNumber submittedAt updatedAt session { id name } team { name } } }`;

/** The gateway's resident set, read from /proc (Linux). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

const stack = await startBenchStack({ NODE_ENV: 'production' });
try {
  const base = stack.gateway.url;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (pages.length === 0) throw new Error('the sitemap lists no page');
  const members = await makeMembers(stack, 'soak', memberCount);
  const drafts = new Map<number, { id: string; version: number }>();
  const saving = new Set<number>();

  const graphqlPost = (query: string, variables: object, lang: string, token?: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang, ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });

  /** Marks a failure as load the gateway shed on purpose (reported apart). */
  const shed = 'shed: ';
  /** A page answered with the client-rendered shell because too many renders were in flight. */
  const shedPage = (res: Response, name: string) => (res.headers.get('x-page-render') === 'shed' ? `${shed}${name} shell` : undefined);

  /** One request of the mix, chosen by its sequence number; answers its kind and what went wrong, if anything. */
  async function request(n: number): Promise<{ kind: string; failure?: string }> {
    const lang = n % 2 === 0 ? 'zhTw' : 'en';
    const slot = n % 20;
    let kind = '';
    const as = async (name: string, failure: Promise<string | undefined>) => {
      kind = name;
      return { kind, failure: await failure };
    };
    try {
      return await one();
    } catch (error) {
      const { message, cause } = error as Error;
      return { kind, failure: `${message}${cause ? ` (${(cause as { code?: string }).code ?? String(cause)})` : ''}` };
    }

    async function one() {
      if (slot < 9) return as('public page', page(pages[(n * 7) % pages.length]!, 'page', { 'accept-encoding': 'gzip' }));
      if (slot < 12) return as('home query', graphqlPost(HOME, {}, lang).then((res) => graphqlFailure('home', res)));
      if (slot < 13) return as('login page', page(`/${lang}/login`, 'login page'));
      // Each round of 20 requests is another member's turn, so every member reads and saves in turn.
      const member = (Math.floor(n / 20) + slot) % members.length;
      const token = members[member]!;
      // One tab per member: a save waits for the member's last one (two at once are a CONFLICT by
      // design), and the member reads the profile meanwhile.
      if (slot < 16 || saving.has(member)) return as('profile', graphqlPost(PROFILE, {}, lang, token).then((res) => graphqlFailure('profile', res)));
      if (slot < 19) return as('applications', graphqlPost(MY_APPLICATIONS, {}, lang, token).then((res) => graphqlFailure('applications', res)));
      saving.add(member);
      return as('save', save(member, token, lang, n).finally(() => saving.delete(member)));
    }
  }

  /** A page: what went wrong, or that the gateway answered the shell instead of rendering it. */
  async function page(path: string, name: string, headers: Record<string, string> = {}): Promise<string | undefined> {
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    return res.status !== 200 ? `${name} ${res.status}` : shedPage(res, name);
  }

  async function save(member: number, token: string, lang: string, n: number): Promise<string | undefined> {
    const draft = drafts.get(member);
    const res = await graphqlPost(SAVE, { id: draft?.id, version: draft?.version, input: completeInput({ teamName: `Soak ${n}` }) }, lang, token);
    const body = (await res.json()) as GraphQLBody & { data?: { saveInventionDraft?: { id: string; version: number } } };
    const saved = body.data?.saveInventionDraft;
    if (saved) drafts.set(member, { id: saved.id, version: saved.version });
    return failureOf('save', res, body);
  }

  type GraphQLBody = { errors?: { extensions?: { code?: string; reason?: string } }[] };
  const failureOf = (name: string, res: Response, body: GraphQLBody) => {
    if (res.ok && !body.errors) return undefined;
    const { code = '', reason } = body.errors?.[0]?.extensions ?? {};
    return reason === 'OVERLOADED' ? `${shed}${name} ${res.status} ${code}` : `${name} ${res.status} ${code}`;
  };
  const graphqlFailure = async (name: string, res: Response) => failureOf(name, res, (await res.json()) as GraphQLBody);

  // Warm what a deployed gateway has warm: every page once, each member's first save.
  await eachLimited(pages, 4, async (path) => void (await (await fetch(`${base}${path}`)).arrayBuffer()));
  await eachLimited(members, 4, async (token, i) => void (await save(i, token, 'zhTw', i)));

  const pid = stack.gateway.process.pid!;
  // A gateway that dies under the soak fails it with its own last words, not with a missing /proc entry.
  const died = (code: number | null, signal: NodeJS.Signals | null) => {
    console.error(`FAIL: the gateway exited (${code ?? signal}) during the soak; its last output:\n${stack.gateway.output().slice(-4000)}`);
    process.exit(1);
  };
  stack.gateway.process.once('exit', died);
  const samples: { s: number; rss: number }[] = [{ s: 0, rss: rssMb(pid) }];
  const times: number[] = [];
  const timesByKind = new Map<string, number[]>();
  let errors = 0;
  const failures = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const total = seconds * rate;
  const sampler = setInterval(() => samples.push({ s: Math.round((performance.now() - started) / 1000), rss: rssMb(pid) }), 1000);

  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    const one = request(n)
      .then(({ kind, failure }) => {
        const ms = performance.now() - sent;
        // Answers shed are timed apart: how fast the gateway said no, not how fast it served.
        const shedAnswer = failure?.startsWith(shed) ?? false;
        if (failure === undefined) times.push(ms);
        if (failure === undefined || shedAnswer) {
          const key = shedAnswer ? `${kind} (shed)` : kind;
          timesByKind.set(key, timesByKind.get(key) ?? []).get(key)!.push(ms);
        }
        if (failure === undefined) return;
        errors += 1;
        failures.set(failure, (failures.get(failure) ?? 0) + 1);
      })
      .finally(() => inFlight.delete(one));
    inFlight.add(one);
  }
  await Promise.all(inFlight);
  // From here on the gateway's exit is the stop below, not a death.
  stack.gateway.process.off('exit', died);
  clearInterval(sampler);
  samples.push({ s: Math.round((performance.now() - started) / 1000), rss: rssMb(pid) });

  times.sort((a, b) => a - b);
  const shedCount = [...failures].reduce((sum, [message, count]) => sum + (message.startsWith(shed) ? count : 0), 0);
  const peak = samples.reduce((a, b) => (b.rss > a.rss ? b : a));
  const step = Math.max(1, Math.round(samples.length / 20));
  console.log(`soak: ${total} requests at ${rate}/s over ${seconds} s, ${pages.length} pages, ${memberCount} members`);
  console.log(`RSS curve (s: MB): ${samples.filter((_, i) => i % step === 0 || i === samples.length - 1).map((x) => `${x.s}: ${x.rss}`).join(', ')}`);
  console.table([
    {
      'RSS start MB': samples[0]!.rss,
      'RSS peak MB': `${peak.rss} (at ${peak.s} s)`,
      'RSS end MB': samples.at(-1)!.rss,
      'p50 ms': percentile(times, 0.5),
      'p95 ms': percentile(times, 0.95),
      'p99 ms': percentile(times, 0.99),
      errors,
      'of which shed': shedCount,
    },
  ]);
  console.table(
    [...timesByKind].map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return { kind, requests: list.length, 'p50 ms': percentile(list, 0.5), 'p95 ms': percentile(list, 0.95), 'p99 ms': percentile(list, 0.99) };
    }),
  );
  for (const [message, count] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${message}`);
  const missed = [
    peak.rss >= bars.peakRssMb && `peak RSS ${peak.rss} MB ≥ ${bars.peakRssMb}`,
    percentile(times, 0.95) >= bars.p95Ms && `p95 ${percentile(times, 0.95)} ms ≥ ${bars.p95Ms}`,
    errors > 0 && `${errors} errors (${shedCount} shed, ${errors - shedCount} other)`,
  ].filter(Boolean);
  console.log(missed.length === 0 ? 'every bar met' : `bars missed: ${missed.join('; ')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await stack.stop();
}
