import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createLearningService } from './service.js';

/**
 * Student group: the learning area's content reads and lectures. Every call answers about
 * the caller's own work, in directions they are enrolled in (ARCHITECTURE.md, "Learning").
 */
export const learningRoutes: FastifyPluginAsync = async (app) => {
  const service = createLearningService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
    answers: app.learningAnswers,
  });

  route(app, endpoints.directions, (request) => service.directions(request.user.id));

  route(app, endpoints.direction, (request) =>
    service.direction(request.user.id, request.params.id),
  );

  route(app, endpoints.subject, (request) => service.subject(request.user.id, request.params.id));

  route(app, endpoints.homework, (request) => service.homework(request.user.id, request.params.id));

  route(app, endpoints.myHomework, (request) => service.myHomework(request.user.id));

  route(app, endpoints.lastOpenedLecture, (request) => service.lastOpenedLecture(request.user.id));

  route(app, endpoints.lecture, (request) => service.lecture(request.user.id, request.params.id));

  route(app, endpoints.updateLecture, (request) =>
    service.completeLecture(request.user.id, request.params.id),
  );
};
