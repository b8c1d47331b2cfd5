import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CodeRunner, createCodeRunner } from '../../modules/code-runner/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's one code runner (ARCHITECTURE.md, "Code exercises: the sandbox"): tests'
     * code answers and the staff's exercise checks are graded here. Its worker threads start
     * at the first grading, not with the app.
     */
    codeRunner: CodeRunner;
  }
}

/**
 * The runner lives with the app and closes with it (SIGTERM closes the app, server.ts): a
 * grading still running is rejected, its request answered with an error, nothing recorded.
 */
async function codeRunner(app: FastifyInstance) {
  const { workers, queueLimit } = app.config.codeRunner;
  const runner = createCodeRunner({
    ...(workers === null ? {} : { size: workers }),
    ...(queueLimit === null ? {} : { queueLimit }),
  });
  app.decorate('codeRunner', runner);
  app.addHook('onClose', async () => {
    await runner.close();
  });
}

export default fp(codeRunner, { name: 'code-runner' });
