/** What other parts of the API use of files: storing one (the seed, tests) and the repository. */
export { createFilesRepository } from './repository.js';
export { createFilesService, type FilesService } from './service.js';
export { createFileStorage, type FileStorage } from './storage.js';
