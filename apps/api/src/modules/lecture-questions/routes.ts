import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createLectureQuestionsService } from './service.js';

const serviceOf = (app: Parameters<FastifyPluginAsync>[0]) =>
  createLectureQuestionsService({ db: app.db, unitOfWork: app.unitOfWork, now: app.now });

/** Student group: ask on a lecture, and read one's own and the shared questions. */
export const lectureQuestionsStudentRoutes: FastifyPluginAsync = async (app) => {
  const questions = serviceOf(app);
  route(app, endpoints.listLectureQuestions, (request) =>
    questions.list(request.user, request.params.id),
  );
  route(app, endpoints.askLectureQuestion, (request) =>
    questions.ask(request.user, request.params.id, request.body, request.log),
  );
};

/** Staff group: the questions waiting for an answer, one question, and sharing it. */
export const lectureQuestionsStaffRoutes: FastifyPluginAsync = async (app) => {
  const questions = serviceOf(app);
  route(app, endpoints.listWaitingQuestions, (request) => questions.waiting(request.query.limit));
  route(app, endpoints.getStaffLectureQuestion, (request) => questions.one(request.params.id));
  route(app, endpoints.shareLectureQuestion, (request) =>
    questions.share(request.user.id, request.params.id, request.body.shared, request.log),
  );
};
