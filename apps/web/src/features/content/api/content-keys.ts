/*
 * Query keys of the content's structure. Every change refreshes everything below
 * `contentKeys.all`: a subject's new chapter changes the direction's counts too, and the
 * lists are small.
 */
export const contentKeys = {
  all: ['content'] as const,
  directions: (search: string) => ['content', 'directions', search] as const,
  direction: (id: number) => ['content', 'direction', id] as const,
  subject: (id: number) => ['content', 'subject', id] as const,
  impact: (kind: string, id: number) => ['content', 'impact', kind, id] as const,
};
