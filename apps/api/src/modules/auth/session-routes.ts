import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { route } from '../../routing/route.js';
import { endSession, listSessions } from './sessions.js';

/**
 * Account group: the caller's own signed-in devices (ARCHITECTURE.md, "Signed-in devices").
 * Only the caller's sessions are read or ended: the user id is part of every condition.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listMySessions, async (request) => ({
    items: await listSessions(app.db, request.user.id, request.user.sessionId),
  }));

  route(app, endpoints.endMySession, async (request) => {
    const { sessionId } = request.params;
    const ended = await app.unitOfWork((scope) =>
      endSession(scope, request.user.id, sessionId, { now: app.now() }),
    );
    if (!ended) throw notFound('ERR_SESSION_NOT_FOUND');
    request.log.info({
      event: 'auth.session_ended',
      userId: request.user.id,
      current: sessionId === request.user.sessionId,
    });
  });
};
