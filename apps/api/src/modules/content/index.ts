/**
 * The content's structure for admins (ARCHITECTURE.md, "Content structure"). Other modules
 * use nothing of it; its routes' plugin (routes.ts) goes into the staff group.
 */
export {};
