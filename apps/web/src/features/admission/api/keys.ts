import type { ApplicantListQuery } from '@academy/contracts';

/*
 * The section's query keys, and what its queries share. Its screens draw their own failure
 * with "Try again", so their reads do not toast the same text as well, and a failure the
 * route's loader met is shown as it is rather than asked again on mounting (as the learning
 * and certificate screens do, web README).
 */
export const applicantKeys = {
  all: ['admin', 'applicants'] as const,
  list: (query: ApplicantListQuery) => ['admin', 'applicants', 'list', query] as const,
  detail: (id: number) => ['admin', 'applicants', 'detail', id] as const,
  directions: ['admin', 'admission', 'directions'] as const,
};

/** Options of the HTTP client for a read whose failure its screen shows. */
export const shownByScreen = { toast: false } as const;

/** Options of a screen's query. */
export const screenQuery = { retryOnMount: false } as const;
