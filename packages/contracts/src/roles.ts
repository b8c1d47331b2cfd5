/*
 * The roles, as plain lists: the web app's entry reads them to choose which area to show,
 * and must not pull zod in with them (the schema is in enums.ts).
 */
export const roles = ['applicant', 'student', 'mentor', 'admin'] as const;

/** The roles of the staff area: mentors and admins. */
export const staffRoles = ['mentor', 'admin'] as const satisfies readonly (typeof roles)[number][];
