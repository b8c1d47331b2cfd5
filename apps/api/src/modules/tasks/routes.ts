import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createTasksService } from './service.js';

/** Student group: the caller's tests, attempts and retakes. */
export const tasksRoutes: FastifyPluginAsync = async (app) => {
  const service = createTasksService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
    answers: app.learningAnswers,
    codeRunner: app.codeRunner,
  });

  route(app, endpoints.getTask, (request) => service.get(request.user.id, request.params.id));
  route(app, endpoints.submitTaskAnswers, (request) =>
    service.submit(request.user.id, request.body, request.log),
  );
  route(app, endpoints.openTaskRetake, (request) =>
    service.openRetake(request.user.id, request.params.id, request.log),
  );
};
