import { randomBytes } from 'node:crypto';
import type { LoginResponse, Role } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { createFilesService } from '../modules/files/service.js';
import { createFileStorage } from '../modules/files/storage.js';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  fullName?: string;
  blacklisted?: boolean;
  temporaryPassword?: boolean;
  temporaryPasswordExpiresAt?: Date | null;
  /** A stored hash to use as is (e.g. made with older parameters). */
  passwordHash?: string | null;
}

/** A user straight in the database, verified, with a known password. */
export async function createUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@academy.test`;
  const password = overrides.password ?? 'Correct#Horse7';
  const role = overrides.role ?? 'student';
  const passwordHash =
    overrides.passwordHash === undefined ? await hashPassword(password) : overrides.passwordHash;
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      fullName: overrides.fullName ?? 'Test Student',
      passwordHash,
      role,
      emailVerifiedAt: new Date(),
      isBlacklisted: overrides.blacklisted ?? false,
      isTemporaryPassword: overrides.temporaryPassword ?? false,
      temporaryPasswordExpiresAt: overrides.temporaryPasswordExpiresAt ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('User insert returned no row');
  return { id: row.id, email, password, role };
}

/** Logs in through the API and returns its answer. */
export async function login(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { isRemember?: boolean } = {},
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password, ...options },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A stored file, as an upload would leave it. */
export async function createStoredFile(
  app: FastifyInstance,
  input: { data?: Buffer; contentType?: string; originalName?: string | null } = {},
) {
  const files = createFilesService({
    db: app.db,
    storage: createFileStorage(app.config.filesDir),
  });
  return files.save({
    data: input.data ?? Buffer.from('file content'),
    contentType: input.contentType ?? 'text/plain',
    originalName: input.originalName ?? null,
  });
}
