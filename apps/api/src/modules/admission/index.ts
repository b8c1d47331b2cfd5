/**
 * Applicants and admission in the staff area (ARCHITECTURE.md, "Applicants and admission").
 * Other modules use nothing of it: it writes theirs through their own index.ts, and its
 * routes' plugin (routes.ts) goes into the staff group (src/routes.ts).
 */
export {};
