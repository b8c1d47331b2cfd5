import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createDiskFileStorage,
  createS3FileStorage,
  type FileStorage,
} from '../../modules/files/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every stored file's bytes go: uploads, images, badges (modules/files/storage.ts). */
    fileStorage: FileStorage;
  }
}

/**
 * The file storage the configuration names, made once: the folder DATA_DIR/files or an S3
 * bucket (FILE_STORAGE_URL; README.md, "Object storage"). Ready before the database plugin:
 * the demo seed stores images and badges.
 */
async function fileStorage(app: FastifyInstance) {
  const { config } = app;
  const storage =
    config.fileStorage.kind === 's3'
      ? await createS3FileStorage(config.fileStorage)
      : createDiskFileStorage(config.filesDir);
  app.decorate('fileStorage', storage);
  app.addHook('onClose', () => storage.close());
}

export default fp(fileStorage, { name: 'file-storage' });
