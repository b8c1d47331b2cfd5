/**
 * The admin's user management (ARCHITECTURE.md, "Users"): its routes go into the staff group
 * (src/routes.ts); the unit of work builds its repository on its transaction.
 */
export { createUserAdminRepository, type UserAdminRepository } from './repository.js';
