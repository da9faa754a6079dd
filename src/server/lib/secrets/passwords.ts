import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at 64 MiB and 3 passes, one lane: about 70 ms per
 * hash on the 2-core reference machine, well above the OWASP floor of 19 MiB / 2 passes.
 * See docs/decisions/003-password-hashing.md before changing it; older hashes upgrade at sign-in.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 65_536, timeCost: 3, parallelism: 1 } satisfies Options;

let hashOptions: Options = PASSWORD_HASH_OPTIONS;

/**
 * Tests only: API tests hash and verify about 90 passwords, 70 ms of CPU each at the real costs,
 * so they set cheaper ones here; passwords.test.ts keeps and checks the real ones.
 */
export function usePasswordHashOptions(options: Options) {
  hashOptions = options;
}

export const hashPassword = (password: string) => hash(password, hashOptions);

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other costs than today's, so the next sign-in upgrades it. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.memoryCost !== hashOptions.memoryCost || o.timeCost !== hashOptions.timeCost || o.parallelism !== hashOptions.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash: a sign-in for an unknown e-mail then costs the same time
 * as a wrong password, so timing does not tell which e-mails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
