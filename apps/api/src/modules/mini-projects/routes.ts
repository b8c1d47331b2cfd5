import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createFilesService } from '../files/index.js';
import { createMiniProjectsService } from './service.js';
import { acceptUploads, incomingFile } from './upload.js';

/** Student group: a mini project, its submissions, and the files its answers attach. */
export const miniProjectsRoutes: FastifyPluginAsync = async (app) => {
  const service = createMiniProjectsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    files: createFilesService({ db: app.db, storage: app.fileStorage }),
  });

  route(app, endpoints.getMiniProject, (request) =>
    service.get(request.user.id, request.params.id),
  );

  route(app, endpoints.submitMiniProject, (request) =>
    service.submit(request.user.id, request.params.id, request.body),
  );

  // Multipart is parsed only here, in an instance of its own: no other route takes form data.
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    route(
      uploads,
      endpoints.uploadMiniProjectFile,
      async (request) =>
        service.upload(request.user.id, request.params.id, await incomingFile(request)),
      { perMinute: app.config.rateLimit.uploadsPerMinute },
    );
  });
};
