// The `unit-servers` project runs the backend's and the gateway's test files without isolation
// (vitest.config.ts): a file that replaces a module with `vi.mock` would hand its stand-in to the
// files after it in the same worker, so every such file must be listed to run isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockingModules } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');
const testFiles = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`);

describe('the unit projects', () => {
  it('run every backend and gateway file that mocks a module isolated', () => {
    const mocking = [...testFiles('backend/src'), ...testFiles('gateway/src')].filter((file) => /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual([...mockingModules].sort());
  });
});
