import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { createHash } from 'node:crypto';

export interface VerifiedTokensOptions {
  /** How long a confirmation is trusted at most, even when the token lives longer. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * The cache every gateway instance shares (Redis with REDIS_URL): a logout on one instance
   * leaves a mark there that the others read, so none keeps trusting the ended session.
   */
  shared?: KeyValueCache<string>;
}

interface Confirmation {
  until: number;
  confirmedAt: number;
  member: string | undefined;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Remembers which tokens the backend has confirmed, so a member's requests cost one extra upstream
 * call per minute rather than one each. Keys are sha256 digests: raw tokens are never kept. Only
 * successes are remembered, so a refused or unchecked token is asked about again next time.
 * A logout, or the end of all a member's sessions, is honoured at once (`revokeMember`), here
 * and, through `shared`, on every instance.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Confirmation>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly shared: KeyValueCache<string> | undefined;

  constructor({ ttlMs = 60_000, maxEntries = 10_000, now = Date.now, shared }: VerifiedTokensOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
    this.shared = shared;
  }

  /** Resolves when the token is confirmed, asking `confirm` only when no confirmation is current. */
  async verify(token: string, expiresAtMs: number, confirm: () => Promise<unknown>, member?: string): Promise<void> {
    const key = digest(token);
    const known = this.entries.get(key);
    if (known !== undefined && known.until > this.now() && !(await this.endedElsewhere(known))) return;
    this.entries.delete(key);
    await confirm();
    const now = this.now();
    this.remember(key, { until: Math.min(expiresAtMs, now + this.ttlMs), confirmedAt: now, member });
  }

  /**
   * Some or all sessions of this member ended (logout, logout everywhere, password or profile
   * change): none of their tokens is trusted without asking the backend again.
   */
  async revokeMember(member: string): Promise<void> {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.member === member) this.entries.delete(key);
    await this.shared?.set(`session:member:${member}`, String(now), { ttl: Math.ceil(this.ttlMs / 1000) });
  }

  /** Whether another instance (or this one) ended the member's sessions after this confirmation. */
  private async endedElsewhere(known: Confirmation): Promise<boolean> {
    if (!this.shared || known.member === undefined) return false;
    const member = await this.shared.get(`session:member:${known.member}`);
    return member !== undefined && Number(member) >= known.confirmedAt;
  }

  private remember(key: string, entry: Confirmation): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const now = this.now();
      for (const [k, old] of this.entries) if (old.until <= now) this.entries.delete(k);
      // Still full of live entries: drop the oldest (Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }
}
