/**
 * The content editors (ARCHITECTURE.md, "The staff area", "Content editors"). Other modules
 * use nothing of it; its routes' plugin (routes.ts) goes into the staff group.
 */
export {};
