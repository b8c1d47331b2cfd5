import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { createFilesService } from '../files/index.js';
import { acceptArchiveUploads, incomingArchive } from './archive-upload.js';
import { acceptImageUploads, incomingImage } from './image-upload.js';
import { createContentService } from './service.js';
import { createTransferService } from './transfer-service.js';

/** Staff group (admins): the content's structure. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const service = createContentService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    files: createFilesService({ db: app.db, storage: app.fileStorage }),
  });
  const transfer = createTransferService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    codeRunner: app.codeRunner,
  });
  const confirmed = (query: { confirm?: 'true' | 'false' }) => query.confirm === 'true';

  /* Directions */
  route(app, endpoints.listAdminDirections, (request) =>
    service.listDirections(request.query.search),
  );
  route(app, endpoints.createDirection, (request) =>
    service.createDirection(request.user.id, request.body),
  );
  route(app, endpoints.reorderDirections, (request) =>
    service.reorderDirections(request.user.id, request.body.ids),
  );
  route(app, endpoints.getAdminDirection, (request) => service.direction(request.params.id));
  route(app, endpoints.updateDirection, (request) =>
    service.updateDirection(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.setDirectionStatus, (request) =>
    service.setDirectionStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.getDirectionDeletionImpact, (request) =>
    service.directionImpact(request.params.id),
  );
  route(app, endpoints.deleteDirection, async (request) => {
    await service.deleteDirection(request.user.id, request.params.id, confirmed(request.query));
  });
  route(app, endpoints.removeDirectionImage, (request) =>
    service.removeDirectionImage(request.user.id, request.params.id),
  );
  // Multipart is parsed only here, in an instance of its own: no other route takes form data.
  await app.register(async (uploads) => {
    await acceptImageUploads(uploads);
    route(
      uploads,
      endpoints.uploadDirectionImage,
      async (request) =>
        service.setDirectionImage(request.user.id, request.params.id, await incomingImage(request)),
      { perMinute: app.config.rateLimit.imageUploadsPerMinute },
    );
  });

  /* A direction as a zip of files (ARCHITECTURE.md, "Content import and export") */
  route(app, endpoints.exportDirection, async (request, reply) => {
    const { zip, fileName } = await transfer.exportDirection(request.params.id);
    return privateDownload(reply, 'application/zip', fileName).send(zip);
  });
  await app.register(async (uploads) => {
    await acceptArchiveUploads(uploads);
    route(
      uploads,
      endpoints.importDirection,
      async (request) => transfer.importDirection(request.user.id, await incomingArchive(request)),
      { perMinute: app.config.rateLimit.imageUploadsPerMinute },
    );
  });

  /* Subjects */
  route(app, endpoints.listAdminSubjects, (request) => service.listSubjects(request.params.id));
  route(app, endpoints.createSubject, (request) =>
    service.createSubject(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.reorderSubjects, (request) =>
    service.reorderSubjects(request.user.id, request.params.id, request.body.ids),
  );
  route(app, endpoints.getAdminSubject, (request) => service.subject(request.params.id));
  route(app, endpoints.updateSubject, (request) =>
    service.updateSubject(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.setSubjectStatus, (request) =>
    service.setSubjectStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.getSubjectDeletionImpact, (request) =>
    service.subjectImpact(request.params.id),
  );
  route(app, endpoints.deleteSubject, async (request) => {
    await service.deleteSubject(request.user.id, request.params.id, confirmed(request.query));
  });

  /* Chapters */
  route(app, endpoints.listAdminChapters, (request) => service.listChapters(request.params.id));
  route(app, endpoints.createChapter, (request) =>
    service.createChapter(request.user.id, request.params.id, request.body.title),
  );
  route(app, endpoints.reorderChapters, (request) =>
    service.reorderChapters(request.user.id, request.params.id, request.body.ids),
  );
  route(app, endpoints.updateChapter, (request) =>
    service.renameChapter(request.user.id, request.params.id, request.body.title),
  );
  route(app, endpoints.setChapterStatus, (request) =>
    service.setChapterStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.getChapterPublishPlan, (request) =>
    service.chapterPublishPlan(request.params.id),
  );
  route(app, endpoints.publishChapter, (request) =>
    service.publishChapter(request.user.id, request.params.id),
  );
  route(app, endpoints.getChapterDeletionImpact, (request) =>
    service.chapterImpact(request.params.id),
  );
  route(app, endpoints.deleteChapter, async (request) => {
    await service.deleteChapter(request.user.id, request.params.id, confirmed(request.query));
  });

  /* A chapter's items */
  route(app, endpoints.createLecture, (request) =>
    service.createItem(request.user.id, request.params.id, 'lecture', request.body.title),
  );
  route(app, endpoints.createTask, (request) =>
    service.createItem(request.user.id, request.params.id, 'task', request.body.title),
  );
  route(app, endpoints.createMiniProject, (request) =>
    service.createItem(request.user.id, request.params.id, 'mini_project', request.body.title),
  );
  route(app, endpoints.reorderChapterItems, (request) =>
    service.reorderItems(request.user.id, request.params.id, request.body.items),
  );
};
