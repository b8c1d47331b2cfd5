import { randomUUID } from 'node:crypto';
import type { Role, Session, TokenPair } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { noteFirstSession } from '../users/index.js';
import { refreshTokenExpiry } from './refresh-tokens.js';
import { createRefreshTokensRepository } from './repository.js';
import { describeUserAgent } from './user-agents.js';

/**
 * Login sessions: each is a refresh-token family. These are the only ways one begins or
 * ends outside the refresh rotation itself.
 */

/**
 * Starts a session (a new refresh-token family) in the caller's transaction and answers its
 * first token pair. The user's
 * first session is noted as such (GET students tells it, for the first visit's greeting).
 */
export async function startSession(
  scope: TransactionScope,
  accessTokens: AccessTokens,
  user: { id: number; role: Role },
  options: { remember: boolean; now: Date; userAgent?: string | null },
): Promise<TokenPair> {
  const refreshToken = randomToken();
  const familyId = randomUUID();
  await createRefreshTokensRepository(scope.tx).insert({
    tokenHash: hashToken(refreshToken),
    familyId,
    userId: user.id,
    remember: options.remember,
    expiresAt: refreshTokenExpiry(options.remember, options.now),
    userAgent: options.userAgent ?? null,
    createdAt: options.now,
  });
  await noteFirstSession(scope, user.id, familyId);
  const accessToken = await accessTokens.sign({
    userId: user.id,
    role: user.role,
    scope: 'full',
    sessionId: familyId,
  });
  return { accessToken, refreshToken };
}

/**
 * Ends every session of the user (a new password, blacklisting), except `keep` when given:
 * the session a password change was made from stays logged in.
 */
export async function endSessions(
  scope: TransactionScope,
  userId: number,
  options: { now: Date; keep?: string | null },
): Promise<void> {
  await createRefreshTokensRepository(scope.tx).revokeUserFamilies(
    userId,
    options.now,
    options.keep,
  );
}

/**
 * The user's live sessions as the devices list shows them (ARCHITECTURE.md, "Signed-in
 * devices"), most recently used first; `current` marks the caller's own session.
 */
export async function listSessions(
  db: Executor,
  userId: number,
  currentSessionId: string | null,
): Promise<Session[]> {
  const sessions = await createRefreshTokensRepository(db).liveSessions(userId);
  return sessions.map((session) => ({
    id: session.id,
    ...describeUserAgent(session.userAgent),
    startedAt: session.startedAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/**
 * Ends one session of the user in the caller's transaction: its refresh tokens are revoked,
 * so its access token is refused from the next call on (the guard asks whether the session is
 * alive). Answers false when the user has no such live session.
 */
export async function endSession(
  scope: TransactionScope,
  userId: number,
  sessionId: string,
  options: { now: Date },
): Promise<boolean> {
  return createRefreshTokensRepository(scope.tx).revokeUserFamily(userId, sessionId, options.now);
}
