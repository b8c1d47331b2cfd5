import pg from 'pg';

/**
 * Counts the statements a server sends to its PostgreSQL database, from outside it:
 * `pg_stat_database.xact_commit` of that database before and after the work. Every statement
 * sent outside a transaction is a transaction of its own, so the difference is the statement
 * count (a transaction of several statements counts once). The counter is read from another
 * database, so reading it adds nothing to it.
 *
 * Backends publish their counts late: at most once a second, and a backend that published
 * less than a second before going idle waits PGSTAT_IDLE_INTERVAL (10 s) before it publishes
 * again. So each reading follows 11 s of quiet and waits until the value holds still.
 */
export interface StatementCounter {
  /** For each piece of work in turn (`requests` requests, one after the other), the statements per request. */
  perRequest(works: { requests: number; work: () => Promise<void> }[]): Promise<number[]>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** PostgreSQL's PGSTAT_IDLE_INTERVAL, and a second more. */
const QUIET_MS = 11_000;

export function postgresStatementCounter(adminUrl: string, database: string): StatementCounter {
  async function settledCommits(client: pg.Client): Promise<number> {
    const read = async () => {
      const { rows } = await client.query<{ commits: string }>(
        'select xact_commit::text as commits from pg_stat_database where datname = $1',
        [database],
      );
      return Number(rows[0]?.commits ?? Number.NaN);
    };
    await sleep(QUIET_MS);
    let previous = await read();
    for (let attempt = 0; attempt < 20; attempt++) {
      await sleep(1500);
      const current = await read();
      if (current === previous) return current;
      previous = current;
    }
    throw new Error(`the commit count of ${database} did not settle`);
  }

  return {
    async perRequest(works) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const counts: number[] = [];
        let before = await settledCommits(client);
        for (const { requests, work } of works) {
          await work();
          const after = await settledCommits(client);
          counts.push((after - before) / requests);
          before = after;
        }
        return counts;
      } finally {
        await client.end();
      }
    },
  };
}
