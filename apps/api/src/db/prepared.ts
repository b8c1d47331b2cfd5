import type { Executor } from './client.js';
import { statementsOwner } from './transaction-connections.js';

const names = new Set<string>();

/**
 * A statement of a hot path (every authenticated request, the learning reads), prepared
 * once per database or transaction instead of on every call (ARCHITECTURE.md, "Speed"):
 * drizzle builds its SQL text once, and on PostgreSQL it goes out as a named prepared
 * statement, so each pooled connection parses and plans it once and afterwards receives only
 * the values. A transaction on PostgreSQL uses its connection's statements
 * (transaction-connections.ts). Values come in through `sql.placeholder(...)`; `build` ends with
 * `.prepare(name)`.
 *
 * Names are unique in the process: two statements under one name would make PostgreSQL
 * refuse the second on a connection that already holds the first.
 */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: Executor, name: string) => Prepared,
): (db: Executor) => Prepared {
  if (names.has(name)) throw new Error(`two prepared statements are named "${name}"`);
  names.add(name);
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (executor) => {
    const db = statementsOwner(executor);
    let prepared = byExecutor.get(db);
    if (!prepared) {
      prepared = build(db, name);
      byExecutor.set(db, prepared);
    }
    return prepared;
  };
}
