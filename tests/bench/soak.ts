// Benchmark (not part of `npm test`): a soak of the gateway at a steady rate of mixed traffic, as
// on the evenings before a deadline: every public page of the sitemap in both languages (rendered,
// mostly from the page cache), the home page's GraphQL query, the static page a member page gets,
// and members reading their profile and applications and saving drafts. Requests are sent on a
// fixed schedule whatever the answers take (open loop), so a slow gateway is not spared load.
// It samples the gateway's RSS and JS heap every second and prints the curve, the latencies and
// the bars: peak RSS < 350 MB, p95 < 300 ms, no error.
// Run: npm run bench:soak (SOAK_SECONDS=600, SOAK_RATE=60 a second, SOAK_MEMBERS=40).
import { readFileSync } from 'node:fs';
import { percentile } from './measure.ts';
import { eachLimited, makeMembers, startBenchStack } from './applicants.ts';
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

/** The kind of request `n` is, as request() chooses it (a save whose member is still saving reads the profile instead). */
function kindOf(n: number): string {
  const slot = n % 20;
  return slot < 9 ? 'public page' : slot < 12 ? 'home query' : slot < 13 ? 'login page' : slot < 16 ? 'profile' : slot < 19 ? 'applications' : 'save';
}

/** The gateway's resident set and V8 heap, read from /proc (Linux) and the process's own report. */
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

  /** One request of the mix, chosen by its sequence number; answers what went wrong, if anything. */
  async function request(n: number): Promise<string | undefined> {
    const lang = n % 2 === 0 ? 'zhTw' : 'en';
    const slot = n % 20;
    if (slot < 9) {
      const res = await fetch(`${base}${pages[(n * 7) % pages.length]}`, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      return res.status === 200 ? undefined : `page ${res.status}`;
    }
    if (slot < 12) return graphqlFailure('home', await graphqlPost(HOME, {}, lang));
    if (slot < 13) {
      const res = await fetch(`${base}/${lang}/login`);
      await res.arrayBuffer();
      return res.ok ? undefined : `login page ${res.status}`;
    }
    // Each round of 20 requests is another member's turn, so every member reads and saves in turn.
    const member = (Math.floor(n / 20) + slot) % members.length;
    const token = members[member]!;
    if (slot < 16 || saving.has(member)) return graphqlFailure('profile', await graphqlPost(PROFILE, {}, lang, token));
    if (slot < 19) return graphqlFailure('applications', await graphqlPost(MY_APPLICATIONS, {}, lang, token));
    // One tab per member: a save waits for the member's last one (two at once are a CONFLICT by design).
    saving.add(member);
    try {
      return await save(member, token, lang, n);
    } finally {
      saving.delete(member);
    }
  }

  async function save(member: number, token: string, lang: string, n: number): Promise<string | undefined> {
    const draft = drafts.get(member);
    const res = await graphqlPost(SAVE, { id: draft?.id, version: draft?.version, input: completeInput({ teamName: `Soak ${n}` }) }, lang, token);
    const body = (await res.json()) as GraphQLBody & { data?: { saveInventionDraft?: { id: string; version: number } } };
    const saved = body.data?.saveInventionDraft;
    if (saved) drafts.set(member, { id: saved.id, version: saved.version });
    return failureOf('save', res, body);
  }

  type GraphQLBody = { errors?: { extensions?: { code?: string } }[] };
  const failureOf = (name: string, res: Response, body: GraphQLBody) =>
    res.ok && !body.errors ? undefined : `${name} ${res.status} ${body.errors?.[0]?.extensions?.code ?? ''}`;
  const graphqlFailure = async (name: string, res: Response) => failureOf(name, res, (await res.json()) as GraphQLBody);

  // Warm what a deployed gateway has warm: every page once, each member's first save.
  await eachLimited(pages, 4, async (path) => void (await (await fetch(`${base}${path}`)).arrayBuffer()));
  await eachLimited(members, 4, async (token, i) => void (await save(i, token, 'zhTw', i)));

  const pid = stack.gateway.process.pid!;
  // A gateway that dies under the soak fails it with its own last words, not with a missing /proc entry.
  stack.gateway.process.once('exit', (code, signal) => {
    console.error(`FAIL: the gateway exited (${code ?? signal}) during the soak; its last output:\n${stack.gateway.output().slice(-4000)}`);
    process.exit(1);
  });
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
      .catch((error: Error) => `${error.message}${error.cause ? ` (${(error.cause as { code?: string }).code ?? String(error.cause)})` : ''}`)
      .then((failure) => {
        if (failure === undefined) {
          const ms = performance.now() - sent;
          times.push(ms);
          return void timesByKind.set(kindOf(n), [...(timesByKind.get(kindOf(n)) ?? []), ms]);
        }
        errors += 1;
        failures.set(failure, (failures.get(failure) ?? 0) + 1);
      })
      .finally(() => inFlight.delete(one));
    inFlight.add(one);
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  samples.push({ s: Math.round((performance.now() - started) / 1000), rss: rssMb(pid) });

  times.sort((a, b) => a - b);
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
    },
  ]);
  console.table(
    [...timesByKind].map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return { kind, requests: list.length, 'p50 ms': percentile(list, 0.5), 'p95 ms': percentile(list, 0.95), 'p99 ms': percentile(list, 0.99) };
    }),
  );
  for (const [message, count] of failures) console.log(`  ${count} × ${message}`);
  const missed = [
    peak.rss >= bars.peakRssMb && `peak RSS ${peak.rss} MB ≥ ${bars.peakRssMb}`,
    percentile(times, 0.95) >= bars.p95Ms && `p95 ${percentile(times, 0.95)} ms ≥ ${bars.p95Ms}`,
    errors > 0 && `${errors} errors`,
  ].filter(Boolean);
  console.log(missed.length === 0 ? 'every bar met' : `bars missed: ${missed.join('; ')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await stack.stop();
}
