import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const module = resolve(import.meta.dirname, 'keep-serving.ts');

describe('keepServing', () => {
  // In a process of its own: the hooks are process-wide.
  it("logs an unheard 'error' event and an unhandled rejection once each, and the process goes on", () => {
    const script = `
      import { EventEmitter } from 'node:events';
      import { keepServing } from ${JSON.stringify(module)};
      keepServing({ error: (fields, message) => console.log(JSON.stringify({ message, err: String(fields.err) })) });
      setTimeout(() => new EventEmitter().emit('error', new Error('Unexpected end of form')));
      const twice = new Error('rejected');
      setTimeout(() => { Promise.reject(twice); });
      setTimeout(() => { throw twice; }, 20);
      setTimeout(() => console.log('still serving'), 50);
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      JSON.stringify({ message: 'uncaught exception; the backend goes on serving', err: 'Error: Unexpected end of form' }),
      JSON.stringify({ message: 'unhandled rejection; the backend goes on serving', err: 'Error: rejected' }),
      'still serving',
    ]);
  });
});
