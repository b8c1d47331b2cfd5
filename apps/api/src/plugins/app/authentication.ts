import { BLACKLISTED_MESSAGE, type Role } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AccessScope,
  type AccessTokens,
  createAccessTokens,
} from '../../lib/access-tokens.js';
import { bearerToken } from '../../lib/bearer.js';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import { resolveJwtSecret } from '../../lib/jwt-secret.js';
import type { AccessPeriod } from '../../modules/billing/index.js';
import {
  ACCESS_STATE_CHANNEL,
  createAccessStateCache,
  createUsersRepository,
} from '../../modules/users/index.js';

/** The caller, as established by a valid access token and the current database state. */
export interface AuthUser {
  id: number;
  role: Role;
  scope: AccessScope;
  /** The login session (refresh-token family) the token came from; null without one. */
  sessionId: string | null;
  /** A student's access periods not ended yet, read with the rest (learning-access.ts). */
  learningPeriods: readonly AccessPeriod[];
}

/** A check a request must pass, as an onRequest or preHandler hook; it throws to refuse. */
export type RequestGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** A valid full-scope bearer token of an existing, non-blacklisted user. */
    authenticate: RequestGuard;
    /** Like `authenticate`, accepting tokens of the given scope only. */
    authenticateScope(scope: AccessScope): RequestGuard;
    /** After `authenticate`: the caller has one of the roles, else 403. */
    requireRole(...roles: readonly Role[]): RequestGuard;
    /**
     * Tells `changed` of every change the database announces to what authenticating a
     * user's requests reads (a session ended, a block, a new role or password), with the
     * user's id, once this process's copy of it is dropped: a guard run then reads it anew.
     * `null`: announcements may have been missed (the listener was lost), anyone's may have
     * changed. Answers the function that stops it.
     */
    watchAccessState(changed: (userId: number | null) => void): () => void;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * A new password voids the access tokens issued before it, not only the refresh tokens.
 * `iat` has whole seconds: a token from the second of the change itself stays valid, so
 * that the session set-password starts is not refused.
 */
export function issuedBeforePasswordChange(
  issuedAtSeconds: number,
  passwordChangedAt: Date | null,
): boolean {
  return (
    passwordChangedAt !== null && issuedAtSeconds < Math.floor(passwordChangedAt.getTime() / 1000)
  );
}

/** The authenticated caller of a route guarded by `authenticate`. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function authentication(app: FastifyInstance) {
  const secret = await resolveJwtSecret({
    configured: app.config.jwtSecret,
    dataDir: app.config.dataDir,
  });
  const accessTokens = createAccessTokens({
    secret,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
  const usersRepository = createUsersRepository(app.db);
  // The access state of recent callers, kept while the database's notifications of changes
  // to it are heard (access-state-cache.ts).
  const accessStates = createAccessStateCache();
  // Told after the cache, on the same listener: whoever reacts to a change (the live
  // notification streams) finds the copy already dropped, in every process.
  const watchers = new Set<(userId: number | null) => void>();
  const tell = (userId: number | null) => {
    for (const changed of watchers) changed(userId);
  };
  await app.keepNotified(ACCESS_STATE_CHANNEL, {
    handlers: {
      notified(payload) {
        accessStates.handlers.notified(payload);
        const userId = Number(payload);
        tell(payload !== '' && Number.isSafeInteger(userId) ? userId : null);
      },
      listening(on) {
        accessStates.handlers.listening(on);
        if (on) tell(null);
      },
    },
    attach: (listener) => accessStates.attach(listener),
  });

  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('user', null);

  const authenticateScope = (scope: AccessScope): RequestGuard =>
    async function authenticate(request) {
      const token = bearerToken(request);
      const subject = token ? await accessTokens.verify(token) : null;
      if (!subject) {
        request.log.info({ event: 'auth.access_token_rejected', hasToken: token !== null });
        throw unauthorized();
      }
      if (subject.scope !== scope) {
        request.log.info({ event: 'auth.access_token_wrong_scope', userId: subject.userId });
        throw unauthorized();
      }
      // Checked on every call, so blacklisting, role changes and the end of the token's
      // session (logout, a reused refresh token, a new password) apply at once: read in one
      // query, or from memory while the database announces every change to it.
      const now = app.now();
      const state = await accessStates.get(subject.userId, subject.sessionId, now, () =>
        usersRepository.findAccessState(subject.userId, subject.sessionId, now),
      );
      if (!state) throw unauthorized();
      if (state.isBlacklisted) {
        request.log.warn({ event: 'auth.blacklisted_user_call', userId: subject.userId });
        throw notFound(BLACKLISTED_MESSAGE);
      }
      if (!state.sessionAlive) {
        request.log.info({ event: 'auth.access_token_session_ended', userId: subject.userId });
        throw unauthorized();
      }
      if (issuedBeforePasswordChange(subject.issuedAt, state.passwordChangedAt)) {
        // The session this token came from may live on (a password change keeps it): the
        // client's refresh then yields a token issued after the change.
        request.log.info({ event: 'auth.access_token_outdated', userId: subject.userId });
        throw unauthorized();
      }
      request.user = {
        id: subject.userId,
        role: state.role,
        scope: subject.scope,
        sessionId: subject.sessionId,
        learningPeriods: state.learningPeriods,
      };
    };

  app.decorate('watchAccessState', (changed: (userId: number | null) => void) => {
    watchers.add(changed);
    return () => {
      watchers.delete(changed);
    };
  });
  app.decorate('authenticateScope', authenticateScope);
  app.decorate('authenticate', authenticateScope('full'));
  app.decorate(
    'requireRole',
    (...roles: readonly Role[]): RequestGuard =>
      async function requireRole(request) {
        const user = authUser(request);
        if (!roles.includes(user.role)) {
          request.log.info({ event: 'auth.forbidden', userId: user.id, role: user.role });
          throw forbidden();
        }
      },
  );
}

export default fp(authentication, { name: 'authentication', dependencies: ['database'] });
