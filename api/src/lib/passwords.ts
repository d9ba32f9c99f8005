/**
 * argon2id with the OWASP minimum (19 MiB, t=2, p=1): about 40 ms a hash here, run on libuv's
 * thread pool so it never blocks the event loop.
 */
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read as a value.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for usernames that do not exist, so response timing
 * does not reveal which accounts exist. Always false.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A strong one-off password for the generated superuser: 24 URL-safe characters, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
