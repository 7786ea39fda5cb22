// Lazy route chunks: a script chunk that has not loaded within 120 s counts as failed (spec §9),
// so the route's error element can offer a reload instead of an endless wait.

import { ui } from '@yip/rules/constants';

export const CHUNK_TIMEOUT_MS = ui.chunkLoadTimeoutMs;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Chunk failed to load', { cause: error }));
      },
    );
  });
}

/** True for errors of a script chunk that failed to load (ours, or the browser's own wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}
