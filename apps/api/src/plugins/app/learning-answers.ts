import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLearningAnswers,
  LEARNING_CHANNEL,
  type LearningAnswers,
} from '../../modules/learning/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A student's learning reads kept in memory while the database announces every change
     * to them (modules/learning/answers-cache.ts): one cache, and one listening connection,
     * for the learning and the tests' routes.
     */
    learningAnswers: LearningAnswers;
  }
}

async function learningAnswers(app: FastifyInstance) {
  const answers = createLearningAnswers(app.now);
  await app.keepNotified(LEARNING_CHANNEL, answers.copies);
  app.decorate('learningAnswers', answers);
}

export default fp(learningAnswers, { name: 'learning-answers', dependencies: ['database'] });
