// `npm run schema:check` as CI runs it: the script's exit status, on a copy of the released schema
// with a field removed (the deliberate breaking change) and on the released schema itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchema, releasedPath, repoRoot } from './compare.ts';

function check(schemaPath: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/schema/check.ts', schemaPath], { cwd: repoRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

describe('npm run schema:check', () => {
  // Two node processes loading tsx and Inspector: seconds each on a busy machine.
  it('exits 1 naming a breaking change, and 0 when nothing broke', { timeout: 60_000 }, async () => {
    const released = readSchema(releasedPath);
    const withoutQuestion = released.replace(`  "The question, in the request's language."\n  question: String!\n`, '');
    expect(withoutQuestion).not.toBe(released);
    const broken = join(mkdtempSync(join(tmpdir(), 'yip-schema-')), 'schema.graphql');
    writeFileSync(broken, withoutQuestion);
    const [failed, passed] = await Promise.all([check(broken), check(releasedPath)]);
    expect(failed.stderr).toContain("BREAKING: Field 'question' was removed from object type 'Faq'");
    expect(failed.status).toBe(1);
    expect(passed.stdout).toContain('schema:check: 0 breaking');
    expect(passed.status).toBe(0);
  });
});
