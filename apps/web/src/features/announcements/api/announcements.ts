import {
  type AdminAnnouncementsQuery,
  announcementEndpoints,
  contentEndpoints,
  type EndpointDefinition,
} from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  endpointMutation,
  endpointQuery,
  invalidateEndpoints,
} from '../../../shared/api/endpoint-query';

/*
 * The announcements' read and changes (ARCHITECTURE.md, "Announcements"; admins only). The
 * screen shows a failed read itself ("Try again"), so the read does not toast; a failed
 * change is a toast like any call's.
 */

/** GET admin/announcements: a page, newest first. */
export const adminAnnouncementsQuery = (query: AdminAnnouncementsQuery = {}) =>
  queryOptions({
    ...endpointQuery(announcementEndpoints.listAdminAnnouncements, { query }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/directions: the directions an announcement may be for (content's own read). */
export const directionChoicesQuery = queryOptions(
  endpointQuery(contentEndpoints.listAdminDirections, { query: {} }, { toast: false }),
);

/** A change; whatever its outcome, the list is asked again (and students' lists too). */
const announcementChange = <E extends EndpointDefinition>(endpoint: E) =>
  endpointMutation(endpoint, {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [
        announcementEndpoints.listAdminAnnouncements,
        announcementEndpoints.listMyAnnouncements,
      ]),
  });

export const createAnnouncementMutation = announcementChange(
  announcementEndpoints.createAnnouncement,
);
export const withdrawAnnouncementMutation = announcementChange(
  announcementEndpoints.withdrawAnnouncement,
);
