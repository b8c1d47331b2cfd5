import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/*
 * A cheap fingerprint of the whole database, for tests that hold a request to changing
 * nothing: per table of the app's schema, its row count and an md5 of its rows (as text, in
 * a fixed order), read in one statement. Two fingerprints are equal when no row was added,
 * removed or changed in between.
 */

type Rows<T> = { rows: T[] };

/** The statement reading every table, per app (the tables do not change under a test). */
const statements = new WeakMap<FastifyInstance, SQL>();

async function fingerprintStatement(app: FastifyInstance): Promise<SQL> {
  const known = statements.get(app);
  if (known) return known;
  const tables = (await app.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  const perTable = tables.rows.map(
    ({ name }) =>
      sql`select ${name}::text as name, count(*)::int as n,
            md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as hash
          from ${sql.identifier('public')}.${sql.identifier(name)} r`,
  );
  const statement = sql.join(perTable, sql` union all `);
  statements.set(app, statement);
  return statement;
}

/** `table → "rows:md5"` for every table of the app's schema. */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const result = (await app.db.execute(await fingerprintStatement(app))) as unknown as Rows<{
    name: string;
    n: number;
    hash: string;
  }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n}:${row.hash}`]));
}

/** The tables whose fingerprint differs between `before` and `after`. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
