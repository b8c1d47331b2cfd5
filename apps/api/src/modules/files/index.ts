/** What other parts of the API use of files: storing one (the seed, tests). */
export { createDiskFileStorage } from './disk-storage.js';
export { createS3FileStorage } from './s3-storage.js';
export { createFilesService, type FilesService } from './service.js';
export { checkedKey, type FileStorage, StoredFileMissing } from './storage.js';
