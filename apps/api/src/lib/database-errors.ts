/**
 * PostgreSQL reports a unique-index violation as SQLSTATE 23505 with the index's name.
 * Drizzle wraps driver errors (DrizzleQueryError) and both pg and PGlite put `code` and
 * `constraint` on their own error, so the cause chain is searched.
 */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (code === '23505') {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      return { constraint: typeof constraint === 'string' ? constraint : null };
    }
    current = current.cause;
  }
  return null;
}

/**
 * Node's codes for a connection that could not be made or was lost (the server's address
 * refused, reset, unreachable or not resolved). They are any connection's: another service a
 * request waits on that cannot be reached is as much a reason for a 503.
 */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), a shutdown
 * or a start-up in progress (57P01–57P03), no connection slot left (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/**
 * node-postgres and its pool say a connection was lost, timed out or was never made with
 * plain errors, without a code: these are their messages.
 */
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Why the database could not be reached, when `error` says so rather than that a statement
 * was wrong: a connection refused, lost mid-statement or not made in time, or a server that
 * refuses work for now; null for any other error. The cause chain is searched (Drizzle wraps
 * driver errors), and the attempts of an AggregateError (a connection tried on several
 * addresses). The error handler answers these 503 (plugins/app/error-handler.ts, README.md
 * "Faults"); the reason is the driver's own words, without the statement or its parameters.
 */
export function databaseUnavailable(error: unknown): string | null {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const current = pending.shift();
    if (!(current instanceof Error)) continue;
    const code = 'code' in current ? current.code : undefined;
    if (
      typeof code === 'string' &&
      (connectionErrorCodes.has(code) || unavailableStates.test(code))
    ) {
      return `${code}: ${current.message}`;
    }
    if (lostConnectionMessages.some((message) => current.message.startsWith(message))) {
      return current.message;
    }
    if (current instanceof AggregateError) pending.push(...current.errors);
    pending.push(current.cause);
  }
  return null;
}
