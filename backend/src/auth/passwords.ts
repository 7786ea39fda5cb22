import { hash, verify, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// argon2id (algorithm 2) with the OWASP-recommended cost: 19 MiB, 2 passes, 1 lane.
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must fail the login, not crash it.
    return false;
  }
}

// Computed off the main thread at start-up, so the first unknown e-mail is not slower than later ones.
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

/**
 * Spends the same time as a real verification, for e-mails with no account, so response times
 * do not reveal which e-mails are registered. Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}
