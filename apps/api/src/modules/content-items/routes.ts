import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createFilesService } from '../files/index.js';
import { acceptUploads, incomingFile } from '../mini-projects/index.js';
import { createLectureEditorService } from './lecture-service.js';
import { createMiniProjectEditorService } from './mini-project-service.js';
import { createTaskEditorService } from './task-service.js';

/** Staff group (admins): the editors of one lecture, test or mini project. */
export const contentItemsRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.fileStorage;
  const lectures = createLectureEditorService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    files: createFilesService({ db: app.db, storage }),
    storage,
    now: app.now,
  });
  const tasks = createTaskEditorService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    codeRunner: app.codeRunner,
  });
  const miniProjects = createMiniProjectEditorService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
  });

  route(app, endpoints.getAdminLecture, (request) => lectures.get(request.params.id));
  route(app, endpoints.updateAdminLecture, (request) =>
    lectures.update(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.setAdminLectureStatus, (request) =>
    lectures.setStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.getAdminLectureDeletionImpact, (request) =>
    lectures.impact(request.params.id),
  );
  route(app, endpoints.deleteAdminLecture, (request) =>
    lectures.delete(request.user.id, request.params.id, request.query.confirm === 'true'),
  );
  route(app, endpoints.renameLectureAttachment, (request) =>
    lectures.renameAttachment(
      request.user.id,
      request.params.id,
      request.params.attachmentId,
      request.body.name,
    ),
  );
  route(app, endpoints.reorderLectureAttachments, (request) =>
    lectures.reorderAttachments(request.user.id, request.params.id, request.body.ids),
  );
  route(app, endpoints.deleteLectureAttachment, (request) =>
    lectures.removeAttachment(request.user.id, request.params.id, request.params.attachmentId),
  );

  route(app, endpoints.getAdminTask, (request) => tasks.get(request.params.id));
  route(app, endpoints.saveAdminTask, (request) =>
    tasks.save(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.setAdminTaskStatus, (request) =>
    tasks.setStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.checkCodeExercise, (request) => tasks.check(request.body));
  route(app, endpoints.getAdminTaskDeletionImpact, (request) => tasks.impact(request.params.id));
  route(app, endpoints.deleteAdminTask, (request) =>
    tasks.delete(request.user.id, request.params.id, request.query.confirm === 'true'),
  );

  route(app, endpoints.getAdminMiniProject, (request) => miniProjects.get(request.params.id));
  route(app, endpoints.saveAdminMiniProject, (request) =>
    miniProjects.save(request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.setAdminMiniProjectStatus, (request) =>
    miniProjects.setStatus(request.user.id, request.params.id, request.body.status),
  );
  route(app, endpoints.getAdminMiniProjectDeletionImpact, (request) =>
    miniProjects.impact(request.params.id),
  );
  route(app, endpoints.deleteAdminMiniProject, (request) =>
    miniProjects.delete(request.user.id, request.params.id, request.query.confirm === 'true'),
  );

  // Multipart is parsed only here, in an instance of its own (as for mini-project answers).
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    route(
      uploads,
      endpoints.uploadLectureAttachment,
      async (request) =>
        lectures.upload(request.user.id, request.params.id, await incomingFile(request)),
      { perMinute: app.config.rateLimit.uploadsPerMinute },
    );
  });
};
