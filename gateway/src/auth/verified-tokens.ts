import { createHash } from 'node:crypto';

export interface VerifiedTokensOptions {
  /** How long a confirmation is trusted at most, even when the token lives longer. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers which tokens the backend has confirmed, so a member's requests cost one extra upstream
 * call per minute rather than one each. Keys are sha256 digests: raw tokens are never kept. Only
 * successes are remembered, so a refused or unchecked token is asked about again next time.
 */
export class VerifiedTokens {
  private readonly until = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: VerifiedTokensOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** Resolves when the token is confirmed, asking `confirm` only when no confirmation is current. */
  async verify(token: string, expiresAtMs: number, confirm: () => Promise<unknown>): Promise<void> {
    const key = createHash('sha256').update(token).digest('hex');
    const known = this.until.get(key);
    if (known !== undefined && known > this.now()) return;
    await confirm();
    this.remember(key, Math.min(expiresAtMs, this.now() + this.ttlMs));
  }

  private remember(key: string, until: number): void {
    this.until.delete(key);
    if (this.until.size >= this.maxEntries) {
      const now = this.now();
      for (const [k, expiry] of this.until) if (expiry <= now) this.until.delete(k);
      // Still full of live entries: drop the oldest (Map keeps insertion order).
      const oldest = this.until.keys().next();
      if (this.until.size >= this.maxEntries && !oldest.done) this.until.delete(oldest.value);
    }
    this.until.set(key, until);
  }
}
