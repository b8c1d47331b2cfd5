import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-errors.js';

/*
 * Which failures mean the database could not be reached (answered 503, README.md "Faults")
 * and which are a statement's own (a 500, or a 409 the service makes of a unique violation).
 * The connection failures node-postgres raises itself are tried for real in
 * plugins/app/database-unavailable.test.ts; here the server's SQLSTATEs, which need a server
 * in trouble to produce.
 */

/** An error as PostgreSQL reports it to node-postgres, with its SQLSTATE. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('databaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
  ])('names a server that cannot serve now (%s), through Drizzle', (code, message) => {
    expect(databaseUnavailable(wrapped(serverError(code, message)))).toBe(`${code}: ${message}`);
  });

  it('finds a refused connection among the addresses tried', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
    });
    const attempts = new AggregateError([refused], 'all addresses failed');
    expect(databaseUnavailable(wrapped(attempts))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED ::1:5432',
    );
  });

  it('leaves a statement that failed on its own, and anything else, alone', () => {
    expect(databaseUnavailable(wrapped(serverError('23505', 'duplicate key')))).toBeNull();
    expect(
      databaseUnavailable(wrapped(serverError('42P01', 'relation does not exist'))),
    ).toBeNull();
    expect(databaseUnavailable(new Error('something else'))).toBeNull();
    expect(databaseUnavailable('ECONNREFUSED')).toBeNull();
    expect(databaseUnavailable(undefined)).toBeNull();
  });
});
