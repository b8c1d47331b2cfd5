import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createConversationsService } from './service.js';

/**
 * Account group: a thread on a mini-project submission, a test attempt or a lecture
 * question, for its student and for staff, the service deciding who (ARCHITECTURE.md,
 * "Conversations").
 */
export const conversationsRoutes: FastifyPluginAsync = async (app) => {
  const conversations = createConversationsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
  });
  route(app, endpoints.getConversation, (request) =>
    conversations.thread(request.user, request.params.thread, request.params.id),
  );
  route(app, endpoints.createConversationMessage, (request) =>
    conversations.write(
      request.user,
      request.params.thread,
      request.params.id,
      request.body,
      request.log,
    ),
  );
};
