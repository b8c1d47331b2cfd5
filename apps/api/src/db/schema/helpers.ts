import { type SQL, sql } from 'drizzle-orm';
import { check, integer, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key: an identity column, so ids are never supplied by clients or seeds. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Instants are stored with their zone; every one is a JavaScript Date in code. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A text column restricted to a fixed list of values. Text with a CHECK (rather than a
 * PostgreSQL enum type) keeps adding a value a one-line migration, and keeps the generated
 * SQL free of schema-qualified type names, so migrations also run inside a test schema.
 * The values are compile-time constants from contracts, never user input, so inlining them
 * with sql.raw is safe.
 */
export function oneOf(name: string, column: PgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/** `sql` fragment for CHECK constraints that compare a column with literal bounds. */
export const between = (column: PgColumn, min: number, max: number): SQL =>
  sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
