import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (memory 19 MiB, 2 passes: OWASP's minimum).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still spends the time of
 * one verification, so response times do not tell which user names exist.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
