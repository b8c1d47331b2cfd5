import { paths } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { applicantQuery, applicantsQuery } from './api/queries';
import { applicantIdOf } from './applicant-id';
import { listQueryFrom } from './list-params';

/*
 * What the applicants' screens show, fetched by their routes' loaders (app/staff-routes.tsx)
 * beside the screens' code. A failed prefetch does not fail the navigation: the screen shows
 * its own failure.
 */

/**
 * /admin/applicants: the route's loader is handed the path's parameters only, not the search.
 * When the page opens on the list (a reload, a shared link) the browser's address is the
 * list's own; coming from another page (the menu, "All applicants") it is the first page.
 */
export async function prefetchApplicants(client: QueryClient) {
  const here = globalThis.location;
  const params = new URLSearchParams(here?.pathname === paths.admin.applicants ? here.search : '');
  await client.ensureQueryData(applicantsQuery(listQueryFrom(params))).catch(() => {});
}

/** /admin/applicants/{id}: the applicant; an id that cannot be one is not asked for. */
export async function prefetchApplicant(client: QueryClient, params: Params) {
  const id = applicantIdOf(params.id);
  if (id !== null) await client.ensureQueryData(applicantQuery(id)).catch(() => {});
}
