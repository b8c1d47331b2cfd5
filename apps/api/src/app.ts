import { randomUUID } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, loadConfig, type TrustProxy } from './config.js';
import { type Clock, systemClock } from './lib/clock.js';
import {
  AnsweredRequestLog,
  chooseLogFormat,
  type LogDestination,
  loggerOptions,
} from './logger.js';
import type { PaymentProvider } from './modules/billing/index.js';
import authentication from './plugins/app/authentication.js';
import billingReminders from './plugins/app/billing-reminders.js';
import closingConnections from './plugins/app/closing-connections.js';
import codeRunner from './plugins/app/code-runner.js';
import credentials from './plugins/app/credentials.js';
import database from './plugins/app/database.js';
import dueReminders from './plugins/app/due-reminders.js';
import errorHandler, {
  answerClientError,
  answerFrameworkError,
} from './plugins/app/error-handler.js';
import fileStorage from './plugins/app/file-storage.js';
import learningAccess, { type LearningAccessPolicy } from './plugins/app/learning-access.js';
import learningAnswers from './plugins/app/learning-answers.js';
import loginThrottle from './plugins/app/login-throttle.js';
import mailer from './plugins/app/mailer.js';
import metrics from './plugins/app/metrics.js';
import notificationDigest from './plugins/app/notification-digest.js';
import paymentProvider from './plugins/app/payment-provider.js';
import requestMetrics from './plugins/app/request-metrics.js';
import twoFactorKey from './plugins/app/two-factor-key.js';
import unitOfWork from './plugins/app/unit-of-work.js';
import webApp from './plugins/app/web-app.js';
import compress from './plugins/external/compress.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import redis from './plugins/external/redis.js';
import swagger from './plugins/external/swagger.js';
import { apiRoutes } from './routes.js';
import { validatorCompiler } from './routing/validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The app's clock: what "now" is for bookings, link expiry and mail retries. */
    now: Clock;
  }
}

/** A hop count becomes proxy-addr's "trust the first n hops" function; the rest passes as is. */
function trustProxyOption(
  value: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export interface BuildAppOptions {
  /** Defaults to the environment (config.ts); tests pass their own. */
  config?: AppConfig;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: LogDestination;
  /** The current time; tests pass a fixed or movable clock. */
  now?: Clock;
  /** Who may use the learning area now (plugins/app/learning-access.ts). */
  learningAccess?: LearningAccessPolicy;
  /** Told every SQL statement the app sends (tests count them; db/client.ts). */
  queryLogger?: Logger;
  /** The payment provider instead of the configured one (tests count the sandbox's charges). */
  paymentProvider?: PaymentProvider;
}

/**
 * Builds the application without listening: the server and the tests both use it. Plugins
 * load in a fixed order: the request metrics' timing (before any route), the closing
 * connections' hook (also before any route), external ones
 * (security headers, compression, Redis, rate limits, OpenAPI), then the app's own (errors,
 * credential signing key, file storage, database, authentication, learning access, login
 * throttle, mail sender, unit of work, code runner, payment provider, billing and due-date reminders, /metrics, web
 * app), then the routes, in their groups.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      format: chooseLogFormat(
        config.logFormat,
        options.logStream === undefined && process.stdout.isTTY === true,
      ),
      stream: options.logStream,
    }),
    // One line per request, when it is answered (logger.ts).
    logController: new AnsweredRequestLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // Shutdown answers new requests with 503 while in-flight ones finish.
    return503OnClosing: true,
    // Unique across processes, so log lines of one request can be found behind a balancer.
    genReqId: () => randomUUID(),
    // Start-up applies migrations and may seed; avvio's 10 s default is too short for that
    // on a slow disk (or PGlite's first initialisation).
    pluginTimeout: 300_000,
    routerOptions: { ignoreTrailingSlash: true },
    // What Fastify answers before any hook runs (a malformed URL, an unparseable request)
    // gets the app's error body and security headers too (plugins/app/error-handler.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // Contracts' schemas, behind the database's one rule on text (routing/validation.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('now', options.now ?? systemClock);

  // First: a route is timed only when it is added after the request metrics' hook.
  await app.register(requestMetrics);
  // Before the routes too: answers given while the app closes end their connection.
  await app.register(closingConnections);
  await app.register(helmet);
  await app.register(compress);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(swagger);

  await app.register(errorHandler);
  await app.register(credentials);
  await app.register(twoFactorKey);
  await app.register(fileStorage);
  await app.register(database, options.queryLogger ? { queryLogger: options.queryLogger } : {});
  await app.register(authentication);
  await app.register(learningAnswers);
  await app.register(
    learningAccess,
    options.learningAccess ? { policy: options.learningAccess } : {},
  );
  await app.register(loginThrottle);
  await app.register(mailer);
  await app.register(unitOfWork);
  await app.register(codeRunner);
  await app.register(
    paymentProvider,
    options.paymentProvider ? { provider: options.paymentProvider } : {},
  );
  await app.register(billingReminders);
  await app.register(dueReminders);
  await app.register(notificationDigest);
  await app.register(metrics);
  await app.register(webApp);

  await app.register(apiRoutes);

  return app;
}
