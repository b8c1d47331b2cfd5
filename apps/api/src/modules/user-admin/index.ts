/**
 * The admin's user management (ARCHITECTURE.md, "Users"). Other modules use nothing of it;
 * its routes go into the staff group (src/routes.ts).
 */
export {};
