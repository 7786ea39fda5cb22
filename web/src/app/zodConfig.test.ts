import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('is jitless before any schema is built, so it never probes for eval under the CSP', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    await import('./zodConfig.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
