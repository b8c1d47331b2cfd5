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

  route(app, endpoints.listMyDirections, (request) => service.directions(request.user.id));

  route(app, endpoints.getDirection, (request) =>
    service.direction(request.user.id, request.params.id),
  );

  route(app, endpoints.getSubject, (request) =>
    service.subject(request.user.id, request.params.id),
  );

  route(app, endpoints.getHomework, (request) =>
    service.homework(request.user.id, request.params.id),
  );

  route(app, endpoints.listMyHomework, (request) => service.myHomework(request.user.id));

  route(app, endpoints.getLastOpenedLecture, (request) =>
    service.lastOpenedLecture(request.user.id),
  );

  route(app, endpoints.getLecture, (request) =>
    service.lecture(request.user.id, request.params.id),
  );

  route(app, endpoints.completeLecture, (request) =>
    service.completeLecture(request.user.id, request.params.id),
  );
};
