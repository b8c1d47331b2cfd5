/**
 * The student's own profile (ARCHITECTURE.md, "The student's own profile"). Other modules
 * use nothing of it; its routes' plugin (routes.ts) goes into the student group.
 */
export {};
