import { sessionEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/** DELETE sessions/{id}: a device signed out; the list is read again whatever the outcome. */
export const endMySessionMutation = endpointMutation(sessionEndpoints.endMySession, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [sessionEndpoints.listMySessions]),
});
