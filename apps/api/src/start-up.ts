import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { openDemoAccounts } from './db/demo-accounts.js';
import { isLoopbackAddress, LOOPBACK_HOST } from './lib/loopback.js';

/** Every interface: the default when HOST is not given and no demo account is open. */
export const ALL_INTERFACES = '0.0.0.0';

/**
 * Where the server listens. HOST when given, whatever it is. Otherwise the loopback address
 * while demo accounts still take their published passwords (anyone reaching the server could
 * sign in as the demo admin), and every interface once none does.
 */
export function chooseListenHost(
  config: Pick<AppConfig, 'host'>,
  openDemoAccountCount: number,
): string {
  if (config.host !== null) return config.host;
  return openDemoAccountCount > 0 ? LOOPBACK_HOST : ALL_INTERFACES;
}

const isLocalHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);

/**
 * Where the server listens and why, as the start-up line (host) and the banner (host and
 * port) say it.
 */
export function describeListenHost(
  config: Pick<AppConfig, 'host'>,
  listenHost: string,
  port?: number,
): string {
  const hostText = listenHost.includes(':') && port !== undefined ? `[${listenHost}]` : listenHost;
  const address = port === undefined ? hostText : `${hostText}:${port}`;
  if (config.host !== null) return `${address} (HOST)`;
  return isLocalHost(listenHost)
    ? `${address} only, while demo accounts take their published passwords (HOST to choose)`
    : `${address} (all interfaces)`;
}

export interface StartUpFacts {
  listenHost: string;
  /** demo-accounts.ts: the demo accounts that still take their published password. */
  openDemoAccounts: string[];
}

export interface StartUpReport {
  /** One structured line saying what is on. */
  summary: { fields: Record<string, unknown>; message: string };
  /** Settings that work but are likely a mistake, each a readable sentence. */
  warnings: { fields: Record<string, unknown>; message: string }[];
}

/** What the start-up log says about the switches that make a machine a developer's one. */
export function startUpReport(config: AppConfig, facts: StartUpFacts): StartUpReport {
  const { listenHost, openDemoAccounts } = facts;
  const hostGiven = config.host !== null;
  const local = isLocalHost(listenHost);
  const database = config.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL';
  const mail = config.smtpUrl ? 'smtp' : 'outbox';

  const parts = [
    `listening on ${describeListenHost(config, listenHost)}`,
    `database: ${database}`,
    `demo seed: ${config.seedDemo ? 'on' : 'off'}`,
    `demo accounts open: ${openDemoAccounts.length > 0 ? openDemoAccounts.join(', ') : 'none'}`,
    `dev mailbox: ${config.devMailbox ? 'on, at /dev/mailbox for this machine only' : 'off'}`,
    `mail: ${mail === 'smtp' ? 'delivered over SMTP' : 'kept in the outbox'}`,
  ];

  const warnings: StartUpReport['warnings'] = [];
  if (!config.smtpUrl && !config.devMailbox) {
    warnings.push({
      fields: { event: 'server.mail_undeliverable' },
      message:
        'SMTP_URL is unset and the dev mailbox is off: mail stays in the outbox and reaches ' +
        'nobody (set SMTP_URL, or DEV_MAILBOX=true on a development machine)',
    });
  }
  if (openDemoAccounts.length > 0 && !local) {
    warnings.push({
      fields: { event: 'server.demo_accounts_exposed', accounts: openDemoAccounts },
      message:
        `demo accounts with published passwords (${openDemoAccounts.join(', ')}) can be ` +
        `signed in to from other machines: HOST is ${listenHost}`,
    });
  }

  return {
    summary: {
      fields: {
        event: 'server.configuration',
        listenHost,
        hostGiven,
        database: config.database.kind,
        demoSeed: config.seedDemo,
        openDemoAccounts,
        devMailbox: config.devMailbox ? 'loopback-only' : 'off',
        mail,
      },
      message: parts.join('; '),
    },
    warnings,
  };
}

/**
 * Readies the app, chooses the listen host, logs what is on, and listens on config.port.
 * Answers what it found (the host it listens on, the open demo accounts), from which
 * server.ts prints the banner. Tests run it on port 0.
 */
export async function startServer(app: FastifyInstance, config: AppConfig): Promise<StartUpFacts> {
  await app.ready();
  const openAccounts = await openDemoAccounts(app.db, app.now());
  const listenHost = chooseListenHost(config, openAccounts.length);
  const report = startUpReport(config, { listenHost, openDemoAccounts: openAccounts });
  app.log.info(report.summary.fields, report.summary.message);
  for (const warning of report.warnings) app.log.warn(warning.fields, warning.message);
  await app.listen({ port: config.port, host: listenHost });
  return { listenHost, openDemoAccounts: openAccounts };
}
