/**
 * What other parts of the API use of files: storing one (the seed, tests), and sending one
 * whose reading they decide (a thread's files).
 */
export { createDiskFileStorage } from './disk-storage.js';
export { createS3FileStorage } from './s3-storage.js';
export { safeHeaders, sendFile } from './send-file.js';
export { createFilesService, type FilesService } from './service.js';
export { checkedKey, type FileStorage, StoredFileMissing } from './storage.js';
