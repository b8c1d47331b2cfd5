import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createConversationsService } from './service.js';

/**
 * Account group: a mini-project submission's thread, for its student and for staff, the
 * service deciding who (ARCHITECTURE.md, "Conversations").
 */
export const conversationsRoutes: FastifyPluginAsync = async (app) => {
  const conversations = createConversationsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
  });
  route(app, endpoints.getSubmissionConversation, (request) =>
    conversations.thread(request.user, request.params.id),
  );
  route(app, endpoints.createSubmissionMessage, (request) =>
    conversations.write(request.user, request.params.id, request.body, request.log),
  );
};
