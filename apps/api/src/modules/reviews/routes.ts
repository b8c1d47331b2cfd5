import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createMiniProjectReviews } from './mini-project-reviews.js';
import { createReviewQueue } from './queue.js';

/** Staff group: the review queue and the review of mini-project submissions. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const queue = createReviewQueue({ db: app.db });
  const miniProjects = createMiniProjectReviews({
    db: app.db,
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
  });

  route(app, endpoints.reviewQueue, (request) => queue.list(request.query));

  route(app, endpoints.miniProjectReview, (request) => miniProjects.get(request.params.id));

  route(app, endpoints.decideMiniProjectReview, (request) =>
    miniProjects.decide(request.user.id, request.params.id, request.body),
  );
};
