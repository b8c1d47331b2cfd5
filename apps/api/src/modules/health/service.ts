import type { HealthResponse } from '@academy/contracts';
import { HttpError } from '../../lib/http-error.js';
import { version } from '../../version.js';
import type { HealthRepository } from './repository.js';

export function createHealthService(repository: HealthRepository) {
  return {
    /** Healthy when the database answers; 503 otherwise, so a load balancer stops routing here. */
    async check(): Promise<HealthResponse> {
      try {
        await repository.ping();
      } catch (error) {
        throw new HttpError(503, 'ERR_SERVICE_UNAVAILABLE', undefined, { cause: error });
      }
      return { status: 'ok', database: 'ok', version };
    },
  };
}
