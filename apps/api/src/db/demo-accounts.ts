import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../lib/passwords.js';
import type { Executor } from './client.js';
import { users } from './schema/index.js';
import { demoAccounts } from './seed.js';

/**
 * The e-mails of the demo accounts (seed.ts) that anyone could still sign in to, because
 * they still take the password the README publishes: present, not blacklisted, the stored
 * hash accepting it, and a temporary one not yet expired. Whether seeding is on today says
 * nothing about a database seeded earlier, and an account whose password was changed is no
 * longer open, so this asks the accounts themselves. One indexed query and an argon2 check
 * per account found, once at start-up.
 */
export async function openDemoAccounts(db: Executor, now: Date): Promise<string[]> {
  const accounts = Object.values(demoAccounts);
  const rows = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      isBlacklisted: users.isBlacklisted,
      isTemporaryPassword: users.isTemporaryPassword,
      temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
    })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    );
  // One check at a time: each argon2 check holds its own memory (19 MiB), and start-up is
  // when the process reaches its peak (ARCHITECTURE.md, "Speed and memory").
  const open: string[] = [];
  for (const row of rows) {
    const account = accounts.find((candidate) => candidate.email === row.email);
    if (!account || !row.passwordHash || row.isBlacklisted) continue;
    const expiry = row.isTemporaryPassword ? row.temporaryPasswordExpiresAt : null;
    if (expiry && expiry <= now) continue;
    if (await verifyPassword(row.passwordHash, account.password)) open.push(row.email);
  }
  return open.sort();
}
