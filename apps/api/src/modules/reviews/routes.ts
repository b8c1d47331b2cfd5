import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createReviewCorrections } from './corrections.js';
import { createMiniProjectReviews } from './mini-project-reviews.js';
import { createReviewQueue } from './queue.js';

/** Staff group: the review queue, the review of mini-project submissions, corrections. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const queue = createReviewQueue({ db: app.db });
  const miniProjects = createMiniProjectReviews({
    db: app.db,
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
  });

  const corrections = createReviewCorrections({
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
  });

  route(app, endpoints.listReviewQueue, (request) => queue.list(request.query));

  route(app, endpoints.getMiniProjectReview, (request) => miniProjects.get(request.params.id));

  route(app, endpoints.reviewMiniProject, (request) =>
    miniProjects.decide(request.user.id, request.params.id, request.body),
  );

  // Admins only (the endpoint's access): a verdict already given, turned around.
  route(app, endpoints.correctReviewVerdict, (request) =>
    corrections.correct(request.user.id, request.body, request.log),
  );
};
