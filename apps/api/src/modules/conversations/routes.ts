import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createFilesService, safeHeaders, sendFile } from '../files/index.js';
import { acceptUploads, incomingFile } from '../mini-projects/index.js';
import { createConversationsService } from './service.js';

/**
 * Account group: a thread on a mini-project submission, a test attempt or a lecture
 * question, for its student and for staff, the service deciding who (ARCHITECTURE.md,
 * "Conversations").
 */
export const conversationsRoutes: FastifyPluginAsync = async (app) => {
  const files = createFilesService({ db: app.db, storage: app.fileStorage });
  const conversations = createConversationsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    files,
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
  // A thread's files: private, never kept by a browser or a proxy, as GET files/{fileId}.
  route(app, endpoints.getConversationFile, async (request, reply) => {
    const { thread, id, fileId } = request.params;
    const file = await conversations.file(request.user, thread, id, fileId);
    safeHeaders(reply).header('cache-control', 'private, no-store');
    return sendFile(reply, file, files);
  });

  // Multipart is parsed only here, in an instance of its own: no other route takes form data.
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    route(
      uploads,
      endpoints.uploadConversationFile,
      async (request) =>
        conversations.upload(
          request.user,
          request.params.thread,
          request.params.id,
          await incomingFile(request),
        ),
      { perMinute: app.config.rateLimit.uploadsPerMinute },
    );
  });
};
