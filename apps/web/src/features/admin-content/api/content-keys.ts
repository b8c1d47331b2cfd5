/*
 * Query keys of the content's structure. Every change refreshes everything below
 * `contentKeys.all`: a subject's new chapter changes the direction's counts too, and the
 * lists are small.
 */
export const contentKeys = {
  all: ['admin-content'] as const,
  directions: (search: string) => ['admin-content', 'directions', search] as const,
  direction: (id: number) => ['admin-content', 'direction', id] as const,
  subject: (id: number) => ['admin-content', 'subject', id] as const,
  impact: (kind: string, id: number) => ['admin-content', 'impact', kind, id] as const,
};
