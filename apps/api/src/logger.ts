import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type MessageFormatFunc, prettyFactory } from 'pino-pretty';
import type { LogFormat, LogLevel } from './config.js';
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

/**
 * How log lines are written: LOG_FORMAT when given, otherwise readable lines for a person at
 * a terminal and JSON lines everywhere else (files, pipes, log collectors).
 */
export function chooseLogFormat(setting: LogFormat | null, toTerminal: boolean): LogFormat {
  return setting ?? (toTerminal ? 'pretty' : 'json');
}

/** What log lines are written to: stdout, or a test's collector. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * A request's line in one line (`request completed GET /home 200 in 3.1 ms`); any other
 * field of a record follows on lines of its own, as pino-pretty shows it.
 */
const requestMessage: MessageFormatFunc = (log, messageKey) => {
  const { req, res, responseTime } = log as {
    req?: { method?: string; url?: string };
    res?: { statusCode?: number };
    responseTime?: number;
  };
  const parts = [String(log[messageKey] ?? '')];
  if (req) parts.push(`${req.method} ${req.url}`);
  if (res) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`in ${responseTime.toFixed(1)} ms`);
  return parts.join(' ');
};

/** Where pretty lines go: a readable record per log line, written as it is logged. */
function prettyStream(destination: LogDestination, colorize: boolean): LogDestination {
  const prettify = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss.l',
    messageFormat: requestMessage,
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return { write: (line: string) => destination.write(prettify(line)) };
}

export interface LoggerSettings {
  level: LogLevel;
  format: LogFormat;
  /** Where lines go instead of stdout (tests read them back). */
  stream?: LogDestination;
}

export function loggerOptions({
  level,
  format,
  stream,
}: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  const colorize = stream === undefined && process.stdout.hasColors?.() === true;
  // process.stdout rather than pino's own buffered writer: lines then come out in the order
  // they were written, the start-up banner (written to stdout too) after the lines before it.
  const output = stream ?? process.stdout;
  const destination = format === 'pretty' ? prettyStream(output, colorize) : output;
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
    stream: destination,
  };
}

/**
 * Fastify's request logging with one line per request, written when it is answered: method,
 * path (query values hidden), status and time, under the request's id. Fastify's default
 * writes a second line as each request comes in, which doubled the logging on the hot path
 * and told nothing the answer's line does not.
 */
export class AnsweredRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
