/**
 * The admin's user management (ARCHITECTURE.md, "Users"): its routes go into the staff group
 * (src/routes.ts); its repository.
 */
export { createUserAdminRepository, type UserAdminRepository } from './repository.js';
