import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is Argon2id. */
const ARGON2ID = 2 satisfies Algorithm.Argon2id;

/**
 * The one place argon2id parameters live (OWASP Password Storage: m ≥ 19 MiB, t ≥ 2, p = 1).
 * Raising them upgrades stored hashes at each user's next successful login.
 */
export const passwordHashParameters = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/*
 * How many hashes are computed at once. Each takes a core and 19 MiB for its whole run, on
 * one of the thread pool's threads (UV_THREADPOOL_SIZE, 4 by default), which the server's
 * file reads and compression share. More hashes than cores finish no sooner in all, but hold
 * more memory and leave file reads waiting behind them: a burst of logins waits its turn here
 * instead, and a thread is always left for the rest (ARCHITECTURE.md, "Speed and memory").
 */
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const concurrentPasswordHashes = Math.max(
  1,
  Math.min(availableParallelism(), threadPoolSize - 1),
);
const hashing = pLimit(concurrentPasswordHashes);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, passwordHashParameters));
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than the current ones. */
export function needsRehash(passwordHash: string): boolean {
  // PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, memory, time, lanes] = match;
  return (
    Number(memory) !== passwordHashParameters.memoryCost ||
    Number(time) !== passwordHashParameters.timeCost ||
    Number(lanes) !== passwordHashParameters.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

const throwAwayHash = () => {
  dummyHash ??= hashPassword('dummy-password-that-matches-nothing');
  return dummyHash;
};

/** Computes the throw-away hash ahead of the first login, so that one is not slower either. */
export async function prepareBurnPasswordCheck(): Promise<void> {
  await throwAwayHash();
}

/**
 * Verifies against a throw-away hash, so a login for an unknown e-mail (or an account
 * without a password) costs the same hash computation as a real one.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await throwAwayHash(), password);
}

/** Verifies against the stored hash, or burns a check when there is none (same cost, false). */
export async function verifyPasswordOrBurn(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await burnPasswordCheck(password);
  return false;
}
