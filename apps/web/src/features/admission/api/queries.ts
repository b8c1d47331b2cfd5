import { type ApplicantListQuery, admissionEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The section's reads that a route's loader prefetches. Its screens draw their own failure
 * with "Try again", so the reads do not toast the same text as well, and a failure the loader
 * met is shown as it is rather than asked again on mounting (web README, "Data layer").
 */

/** GET admin/applicants: one page of the filtered, sorted list. */
export const applicantsQuery = (query: ApplicantListQuery) =>
  queryOptions({
    ...endpointQuery(admissionEndpoints.listApplicants, { query }, { toast: false }),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

/** GET admin/applicants/{id}: the whole application, exam, decision and history. */
export const applicantQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(admissionEndpoints.getApplicant, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });
