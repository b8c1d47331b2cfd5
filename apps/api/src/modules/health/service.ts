import type {
  FieldError,
  HealthResponse,
  LivenessResponse,
  ReadinessResponse,
} from '@academy/contracts';
import { HttpError } from '../../lib/http-error.js';
import { version } from '../../version.js';
import type { HealthRepository } from './repository.js';

/** How long the readiness check waits for each dependency before counting it as down. */
export const READINESS_TIMEOUT_MS = 2000;

/** A dependency the readiness check asks: the database, or Redis (its PING). */
interface Dependency {
  name: 'database' | 'redis';
  ping(): Promise<unknown>;
}

export interface HealthDependencies {
  /** The shared Redis connection; null when REDIS_URL is not set (nothing to ask). */
  redis: { ping(): Promise<unknown> } | null;
  /** Defaults to READINESS_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Resolves with nothing when `ping` answers within `timeoutMs`, with why not otherwise. */
async function failureOf(ping: () => Promise<unknown>, timeoutMs: number): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ping(), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(repository: HealthRepository, deps: HealthDependencies) {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const { redis } = deps;
  const dependencies: Dependency[] = [{ name: 'database', ping: () => repository.ping() }];
  if (redis) dependencies.push({ name: 'redis', ping: () => redis.ping() });

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

    /** The process answers: nothing else is asked, so a slow database never restarts it. */
    live(): LivenessResponse {
      return { status: 'ok' };
    },

    /**
     * Every dependency answers (asked at once, each within the timeout); otherwise a 503
     * naming those that did not, so an orchestrator stops sending traffic here until they do.
     */
    async ready(): Promise<ReadinessResponse> {
      const answers = await Promise.all(
        dependencies.map(async ({ name, ping }) => ({
          name,
          failure: await failureOf(ping, timeoutMs),
        })),
      );
      const failed = answers.filter((answer) => answer.failure !== null);
      if (failed.length > 0) {
        const fields: FieldError[] = failed.map(({ name }) => ({
          field: name,
          message: 'did not answer',
        }));
        const cause = new AggregateError(
          failed.map((answer) => answer.failure),
          `${fields.map((field) => field.field).join(', ')} did not answer`,
        );
        throw new HttpError(503, 'ERR_SERVICE_UNAVAILABLE', fields, { cause });
      }
      return { status: 'ok', database: 'ok', redis: redis ? 'ok' : 'not configured' };
    },
  };
}
