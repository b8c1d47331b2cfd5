/**
 * The content editors (ARCHITECTURE.md, "The staff area", "Content editors"): the repository
 * the unit of work builds.
 */
export { type ContentItemsRepository, createContentItemsRepository } from './repository.js';
