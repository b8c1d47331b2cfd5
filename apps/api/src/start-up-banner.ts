import type { AppConfig, DatabaseConfig, FileStorageConfig } from './config.js';
import { DEMO_TWO_FACTOR_SECRET, demoAccounts } from './db/seed.js';
import { DOCS_PATH, MAILBOX_PATH, METRICS_PATH } from './lib/urls.js';
import { describeListenHost, type StartUpFacts } from './start-up.js';

/*
 * What a person starting the server reads once it listens: where to open it, where mail
 * goes, how to sign in, what data it uses. The structured start-up line (start-up.ts) says
 * the same for machines.
 */

const DEFAULT_POSTGRES_PORT = '5432';

/** The database in use, never its password: PGlite's folder, or PostgreSQL's host and name. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'pglite') {
    return `embedded PostgreSQL (PGlite) in ${database.dataDir ?? 'memory'}`;
  }
  const url = new URL(database.url);
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const server = `PostgreSQL at ${host}:${url.port || DEFAULT_POSTGRES_PORT}`;
  return name ? `${server}, database ${name}` : server;
}

/**
 * Where stored files live when not in the data folder: the bucket, its prefix and its
 * server, never a credential.
 */
export function describeFileStorage(storage: FileStorageConfig): string | null {
  if (storage.kind === 'disk') return null;
  const folder = storage.prefix ? `, prefix ${storage.prefix}/` : '';
  return `S3 bucket ${storage.bucket}${folder} at ${storage.endpoint ?? `AWS ${storage.region}`}`;
}

/** What each demo account is for, beside its e-mail and password. */
const demoAccountNotes: Record<keyof typeof demoAccounts, string> = {
  student: 'student',
  admin: 'admin',
  mentor: "mentor: reviews students' work",
  newcomer: 'student, temporary password: the first login asks for a new one',
  trial: 'student, free trial ending two days after seeding',
  expired: 'student, trial ended: pays on /pricing to learn again',
};

function describeMail(config: AppConfig): string {
  if (config.smtpUrl) return 'delivered over SMTP';
  if (config.devMailbox) return `kept in the outbox, shown by the mailbox`;
  return 'kept in the outbox, reaching nobody (set SMTP_URL)';
}

/** Rows of cells as lines, each column as wide as its widest cell. */
function table(rows: string[][], indent: string): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    `${indent}${row.map((cell, column) => cell.padEnd((widths?.[column] ?? 0) + 2)).join('')}`.trimEnd(),
  );
}

function demoAccountLines(openEmails: string[]): string[] {
  const open = (Object.keys(demoAccounts) as (keyof typeof demoAccounts)[]).filter((key) =>
    openEmails.includes(demoAccounts[key].email),
  );
  if (open.length === 0) return [];
  const staffOpen = open.includes('admin') || open.includes('mentor');
  return [
    '',
    '  Demo accounts (their passwords are published: change them before others can reach',
    '  this server)',
    ...table(
      open.map((key) => [
        demoAccounts[key].email,
        demoAccounts[key].password,
        demoAccountNotes[key],
      ]),
      '    ',
    ),
    ...(staffOpen
      ? [
          '  Staff then give a code of the demo second factor: put this secret into an',
          `  authenticator app: ${DEMO_TWO_FACTOR_SECRET}`,
        ]
      : []),
  ];
}

/** The start-up banner, one string per line. */
export function startUpBanner(config: AppConfig, facts: StartUpFacts): string[] {
  const base = config.publicUrl;
  const files = describeFileStorage(config.fileStorage);
  const rows = [
    ['Open', base],
    ['API docs', `${base}${DOCS_PATH}`],
    ...(config.devMailbox ? [['Mailbox', `${base}${MAILBOX_PATH} (this machine only)`]] : []),
    ['Mail', describeMail(config)],
    ['Database', describeDatabase(config.database)],
    ...(files ? [['Files', files]] : []),
    // Where the metrics are scraped when they are on; the token itself is never printed.
    ...(config.metricsToken ? [['Metrics', `${base}${METRICS_PATH} (bearer METRICS_TOKEN)`]] : []),
    ['Listening', describeListenHost(config, facts.listenHost, config.port)],
  ];
  return [
    '',
    'Academy is running',
    ...table(rows, '  '),
    ...demoAccountLines(facts.openDemoAccounts),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
}
