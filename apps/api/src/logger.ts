import { createRequire } from 'node:module';
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';
import { redactUrl } from './lib/urls.js';

/**
 * Paths pino blanks out wherever they appear in a log line: credentials in headers and
 * any password or token field of an object we log.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  'body.password',
  'body.refreshToken',
];

function prettyTransportAvailable(): boolean {
  if (!process.stdout.isTTY) return false;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(
  level: LogLevel,
  stream?: FastifyLoggerOptions['stream'],
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    // Human-readable lines on a terminal, JSON lines everywhere else (log collectors).
    ...(stream
      ? { stream }
      : prettyTransportAvailable()
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
        : {}),
  };
}
