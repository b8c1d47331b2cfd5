/**
 * The content's structure for admins (ARCHITECTURE.md, "Content structure"): the repository
 * the unit of work builds.
 */
export { type ContentRepository, createContentRepository } from './repository.js';
