import { calendarFeedEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/*
 * The calendar feed's changes (ARCHITECTURE.md, "Calendar feed"): a new address (answered
 * once) or the feed turned off. The state is read again whatever the outcome.
 */

export const createCalendarFeedMutation = endpointMutation(
  calendarFeedEndpoints.createMyCalendarFeed,
  {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [calendarFeedEndpoints.getMyCalendarFeed]),
  },
);

export const deleteCalendarFeedMutation = endpointMutation(
  calendarFeedEndpoints.deleteMyCalendarFeed,
  {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [calendarFeedEndpoints.getMyCalendarFeed]),
  },
);
