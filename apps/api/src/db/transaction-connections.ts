/**
 * A PostgreSQL transaction's executor → the Drizzle instance of the pooled connection it runs
 * on (client.ts registers each transaction). A statement prepared on that instance runs on
 * the same connection, so inside the transaction: prepared.ts builds a transaction's
 * statements once per connection, not once per transaction. An embedded database's
 * transaction is not registered: PGlite serialises its statements, and one sent outside the
 * open transaction would wait for it.
 */
const connectionOf = new WeakMap<object, object>();

/** Says that `transaction` runs on the connection `connection` is bound to. */
export function runsOnConnectionOf<Executor extends object>(
  transaction: Executor,
  connection: Executor,
): void {
  connectionOf.set(transaction, connection);
}

/** The executor whose prepared statements `executor` may use: its connection's, or itself. */
export function statementsOwner<Executor extends object>(executor: Executor): Executor {
  return (connectionOf.get(executor) as Executor | undefined) ?? executor;
}
