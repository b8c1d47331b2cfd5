/**
 * Applicants and admission in the staff area (ARCHITECTURE.md, "Applicants and admission"):
 * its repository. The routes' plugin is routes.ts.
 */
export { type AdmissionRepository, createAdmissionRepository } from './repository.js';
