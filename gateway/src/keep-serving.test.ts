import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const module = resolve(import.meta.dirname, 'keep-serving.ts');

/** Runs a script in a process of its own: the hooks are process-wide. */
function run(script: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
}

describe('keepServing', () => {
  it("logs an unheard 'error' event and an unhandled rejection once each, and the process goes on", () => {
    const result = run(`
      import { EventEmitter } from 'node:events';
      import { keepServing } from ${JSON.stringify(module)};
      keepServing();
      setTimeout(() => new EventEmitter().emit('error', new Error('Unexpected end of form')));
      const twice = new Error('rejected');
      setTimeout(() => { Promise.reject(twice); });
      setTimeout(() => { throw twice; }, 20);
      setTimeout(() => console.log('still serving'), 50);
    `);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('still serving\n');
    expect(result.stderr.match(/uncaught exception \(the gateway goes on serving\): Error: Unexpected end of form/g)).toHaveLength(1);
    expect(result.stderr.match(/\(the gateway goes on serving\): Error: rejected/g)).toHaveLength(1);
  });

  it('without it, the same failure ends the process', () => {
    const result = run(`import { EventEmitter } from 'node:events'; setTimeout(() => new EventEmitter().emit('error', new Error('boom')));`);
    expect(result.status).not.toBe(0);
  });
});
