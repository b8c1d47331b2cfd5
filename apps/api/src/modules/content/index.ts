/**
 * The content's structure for admins (ARCHITECTURE.md, "Content structure"): the repository.
 */
export { type ContentRepository, createContentRepository } from './repository.js';
