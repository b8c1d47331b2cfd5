/**
 * The content editors (ARCHITECTURE.md, "The staff area", "Content editors"): the repository.
 */
export { type ContentItemsRepository, createContentItemsRepository } from './repository.js';
