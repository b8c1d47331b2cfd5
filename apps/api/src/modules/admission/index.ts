/**
 * Applicants and admission in the staff area (ARCHITECTURE.md, "Applicants and admission"):
 * what the unit of work builds on its transaction. The routes' plugin is routes.ts.
 */
export { type AdmissionRepository, createAdmissionRepository } from './repository.js';
