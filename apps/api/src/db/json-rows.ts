import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `json_agg` of one object per row with these keys, in `order`; `[]` when there is none. A
 * read that needs a list beside its row builds the list this way, in the same statement,
 * instead of sending a statement per list (ARCHITECTURE.md, "Speed and memory"). Use it in
 * a scalar subquery: `(select ${jsonRows(...)} from ... where ...)`.
 */
export function jsonRows(fields: Record<string, SQLWrapper>, order: SQL): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${order}), '[]'::json)`;
}
