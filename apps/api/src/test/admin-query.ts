import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server's own database (`DATABASE_URL`), on a
 * connection of its own: creating and dropping the tests' databases.
 */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
