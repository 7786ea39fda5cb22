// `cp .env.example .env`, fill it in, `docker compose up`: what that first start depends on, read
// from the files, as no Docker engine runs here (issue 22). The rules are deployment-rules.ts's.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../support/stack.ts';
import { composeProblems, dataDirsOf, imageProblems, requiredVariables, type ComposeFile } from './deployment-rules.ts';
import { envPairs, parseDockerfile, stageChain } from './dockerfile.ts';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const stages = parseDockerfile(read('Dockerfile'));

// The Dockerfile the issue found: one stage with devDependencies and tsx, no healthcheck, and /data
// never made, so a volume mounted there is root's and the backend, running as node, cannot write.
const issueDockerfile = `FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w web && npm run build -w gateway
ENV NODE_ENV=production
USER node
CMD ["node", "--import", "tsx", "backend/src/main.ts"]`;

describe('the image', () => {
  it('runs each tier compiled, on production dependencies, as a user owning its data directory, with a healthcheck', () => {
    const built = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
    expect(built.map(([name, service]) => [name, typeof service.build === 'object' && service.build.target])).toEqual([
      ['backend', 'backend'],
      ['gateway', 'gateway'],
      ['gateway-2', 'gateway'],
    ]);
    for (const [, service] of built) {
      const target = typeof service.build === 'object' ? service.build.target! : '';
      expect(imageProblems(stages, target, dataDirsOf(stages, target, service))).toEqual([]);
    }
    expect(dataDirsOf(stages, 'backend', compose.services.backend!)).toEqual(['/data']);
    // The web client is built in the image and served by the gateway.
    const gatewaySteps = stageChain(stages, 'gateway').flatMap((stage) => stage.instructions);
    const webCopy = gatewaySteps.find((step) => step.keyword === 'COPY' && / web\/dist$/.test(step.args));
    const from = /--from=(\S+)/.exec(webCopy?.args ?? '')?.[1] ?? '';
    expect(stageChain(stages, from).flatMap((stage) => stage.instructions).some((step) => step.args.includes('npm run build -w web'))).toBe(true);
  });

  it("finds the issue's Dockerfile wanting on every rule", () => {
    const [only] = parseDockerfile(issueDockerfile);
    expect(imageProblems([only!], only!.name, ['/data'])).toEqual([
      '0: CMD must run a compiled dist/*.mjs with node (exec form), not ["node","--import","tsx","backend/src/main.ts"]',
      '0: installs devDependencies (npm ci && npm run build -w web && npm run build -w gateway)',
      '0: /data is not made and given to node before USER',
      '0: no HEALTHCHECK on /readyz or /healthz',
    ]);
  });
});

describe('docker-compose.yml', () => {
  it('restarts every long-running service, checks its health and starts each after what it needs is healthy', () => {
    expect(composeProblems(compose, stages)).toEqual([]);
  });

  it('finds a service without restart, healthcheck or ready dependencies', () => {
    const broken: ComposeFile = {
      services: {
        cache: { image: 'redis:7' },
        web: { build: '.', depends_on: ['cache'], volumes: ['site-data:/data'], restart: 'unless-stopped' },
      },
    };
    expect(composeProblems(broken, stages)).toEqual([
      'cache: no restart policy (restart: unless-stopped)',
      'cache: no healthcheck',
      'web: depends_on without conditions (it would start before its dependencies are ready)',
      'web: builds the Dockerfile without a target',
      'web: volume site-data is not declared',
      'web: no healthcheck',
    ]);
  });

  it('has every variable it requires documented in the README and listed in .env.example', () => {
    const required = requiredVariables(composeText);
    expect(required).toEqual(['GATEWAY_SECRET', 'JWT_SECRET', 'MANAGER_PASSWORD', 'MINIO_ROOT_PASSWORD', 'POSTGRES_PASSWORD']);
    const readme = read('README.md');
    const deployment = readme.slice(readme.indexOf('## Deploy with Docker Compose'));
    const section = deployment.slice(0, deployment.indexOf('\n## ', 1));
    expect(section).toContain('cp .env.example .env');
    expect(required.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
    const example = read('.env.example');
    expect(required.filter((name) => !new RegExp(`^${name}=$`, 'm').test(example))).toEqual([]);
  });

  it("passes the gateways every setting the README lists for them, each listed in .env.example, and the image the web's safelist", () => {
    const readme = read('README.md');
    const configure = readme.slice(readme.indexOf('## Configure it'));
    const table = configure.slice(0, configure.indexOf('\n## ', 1));
    const rows = table.split('\n').filter((row) => /^\| [^|]+ \| (gateway|both) \|/.test(row));
    const settings = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
    expect(settings).toEqual(expect.arrayContaining(['CORS_ORIGINS', 'SAFELIST_PATH', 'METRICS_TOKEN']));
    const gatewaySteps = stageChain(stages, 'gateway').flatMap((stage) => stage.instructions);
    // The image is the public site's: NODE_ENV is production there, not left to .env.
    const imageEnv = new Map(gatewaySteps.filter((step) => step.keyword === 'ENV').flatMap((step) => envPairs(step.args)));
    expect(imageEnv.get('NODE_ENV')).toBe('production');
    for (const gateway of ['gateway', 'gateway-2']) {
      const environment = compose.services[gateway]?.environment ?? {};
      expect(settings.filter((name) => name !== 'NODE_ENV' && !(name in environment))).toEqual([]);
    }
    // What .env may set, empty there meaning the default (off for the other clients' features).
    const optional = [...new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+):-/g)].map((match) => match[1]!))];
    const example = read('.env.example');
    expect(optional.filter((name) => !new RegExp(`^${name}=$`, 'm').test(example))).toEqual([]);
    const deployment = readme.slice(readme.indexOf('## Deploy with Docker Compose'));
    const section = deployment.slice(0, deployment.indexOf('\n## ', 1));
    expect(['CORS_ORIGINS', 'SAFELIST_PATH', 'METRICS_TOKEN'].filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
    // gateway/safelist.json in the image, and the manifests it names (relative to it) beside it.
    const copies = gatewaySteps.filter((step) => step.keyword === 'COPY').map((step) => step.args.split(' ').filter((arg) => !arg.startsWith('--')));
    expect(copies).toContainEqual(['gateway/safelist.json', 'gateway/']);
    for (const manifest of Object.values(JSON.parse(read('gateway/safelist.json')) as Record<string, string>)) {
      const inImage = posix.join('gateway', manifest);
      expect(copies.some(([, destination]) => destination && inImage.startsWith(`${destination.replace(/\/$/, '')}/`)), inImage).toBe(true);
    }
  });
});

describe('the image and the repository keep personal data out', () => {
  const ignored = (file: string) => read(file).split('\n').map((line) => line.trim().replace(/^\*\*\//, '').replace(/\/$/, ''));

  it('ignores the data folder, backups (personal data and the signing secret), .env files and keys in git and in the build context', () => {
    for (const file of ['.gitignore', '.dockerignore']) {
      expect(ignored(file)).toEqual(expect.arrayContaining(['data', 'backups', '.env', '.env.*', '*.pem', '*.key', '*.sqlite']));
    }
    // The build context leaves out installs too: node_modules copied over the image's own install
    // would be another platform's native modules.
    expect(ignored('.dockerignore')).toEqual(expect.arrayContaining(['node_modules', 'dist']));
  });
});
