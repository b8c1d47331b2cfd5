import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { ConnectionPool } from '../../db/client.js';

/** The outbox's mails not sent yet (modules/mail, OutboxRepository.backlog). */
interface OutboxBacklogSource {
  backlog(): Promise<{ queued: number; retrying: number }>;
}

/**
 * The outbox's depth, read from the outbox table with one statement at each scrape.
 *
 * Read from the table rather than counted by the mail sender: every process queues mail
 * into the one outbox and any process's sender may deliver it, so a process's own counters
 * would know neither the mail other processes queued nor what they sent, and would start
 * from zero on every restart. The table is the whole queue, the same whichever process is
 * scraped (aggregate across processes with max, not sum). When the database does not
 * answer, the series are left out rather than reported as zero (and logged).
 */
export async function outboxGauges(
  registry: Registry,
  outbox: OutboxBacklogSource,
  log: FastifyBaseLogger,
): Promise<void> {
  const { Gauge } = await import('prom-client');
  new Gauge({
    name: 'academy_mail_outbox_waiting',
    help: 'Mails not sent yet, read from the outbox: state="queued" before any failed attempt, state="retrying" after one (the same in every process)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const { queued, retrying } = await outbox.backlog();
        this.set({ state: 'queued' }, queued);
        this.set({ state: 'retrying' }, retrying);
      } catch (error) {
        this.reset();
        log.warn({ err: error }, 'metrics: the outbox could not be read');
      }
    },
  });
}

/**
 * This process's PostgreSQL connection pool, read at each scrape (pg.Pool's counts). PGlite
 * has no pool (one connection inside the process), so these are only registered for
 * PostgreSQL.
 */
export async function connectionPoolGauges(
  registry: Registry,
  pool: ConnectionPool,
): Promise<void> {
  const { Gauge } = await import('prom-client');
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'academy_db_pool_connections',
    'Connections the PostgreSQL pool of this process holds open, idle or in use',
    () => pool.totalCount,
  );
  gauge(
    'academy_db_pool_idle_connections',
    'Open connections of the PostgreSQL pool of this process that are idle',
    () => pool.idleCount,
  );
  gauge(
    'academy_db_pool_waiting_queries',
    'Queries of this process waiting for a connection because every one is in use',
    () => pool.waitingCount,
  );
}
