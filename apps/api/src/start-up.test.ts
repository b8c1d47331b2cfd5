import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDemoAccounts } from './db/demo-accounts.js';
import { users } from './db/schema/index.js';
import { demoAccounts } from './db/seed.js';
import { hashPassword } from './lib/passwords.js';
import { chooseListenHost, startServer, startUpReport } from './start-up.js';
import { buildTestApp, type TestApp } from './test/app.js';

const allDemoEmails = Object.values(demoAccounts)
  .map((account) => account.email)
  .sort();

describe('chooseListenHost', () => {
  it('listens on loopback only while demo accounts are open and HOST is not given', () => {
    expect(chooseListenHost({ host: null }, 3)).toBe('127.0.0.1');
    expect(chooseListenHost({ host: null }, 1)).toBe('127.0.0.1');
    expect(chooseListenHost({ host: null }, 0)).toBe('0.0.0.0');
  });

  it('takes HOST as given, demo accounts or not', () => {
    expect(chooseListenHost({ host: '0.0.0.0' }, 3)).toBe('0.0.0.0');
    expect(chooseListenHost({ host: '::' }, 0)).toBe('::');
    expect(chooseListenHost({ host: '127.0.0.1' }, 0)).toBe('127.0.0.1');
  });
});

describe('startUpReport', () => {
  it('says in one line what is on, for the embedded default', () => {
    const { summary, warnings } = startUpReport(loadConfig({}), {
      listenHost: '127.0.0.1',
      openDemoAccounts: allDemoEmails,
    });
    expect(summary.fields).toEqual({
      event: 'server.configuration',
      listenHost: '127.0.0.1',
      hostGiven: false,
      database: 'pglite',
      demoSeed: true,
      openDemoAccounts: allDemoEmails,
      devMailbox: 'loopback-only',
      mail: 'outbox',
    });
    expect(summary.message).toContain('listening on 127.0.0.1 only');
    expect(summary.message).toContain('database: embedded (PGlite)');
    expect(summary.message).toContain('dev mailbox: on, at /dev/mailbox for this machine only');
    expect(warnings).toEqual([]);
  });

  it('warns when mail has nowhere to go', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db/academy' });
    const { summary, warnings } = startUpReport(config, {
      listenHost: '0.0.0.0',
      openDemoAccounts: [],
    });
    expect(summary.fields).toMatchObject({
      database: 'postgres',
      demoSeed: false,
      devMailbox: 'off',
      mail: 'outbox',
    });
    expect(summary.message).toContain('listening on 0.0.0.0 (all interfaces)');
    expect(warnings.map((warning) => warning.fields.event)).toEqual(['server.mail_undeliverable']);
    expect(warnings[0]?.message).toContain('mail stays in the outbox');

    const delivering = loadConfig({
      DATABASE_URL: 'postgres://app@db/academy',
      SMTP_URL: 'smtp://mail:587',
    });
    expect(
      startUpReport(delivering, { listenHost: '0.0.0.0', openDemoAccounts: [] }).warnings,
    ).toEqual([]);
  });

  it('warns when HOST opens demo accounts to other machines', () => {
    const exposed = startUpReport(loadConfig({ HOST: '0.0.0.0' }), {
      listenHost: '0.0.0.0',
      openDemoAccounts: ['admin@academy.test'],
    });
    expect(exposed.summary.fields.hostGiven).toBe(true);
    expect(exposed.warnings.map((warning) => warning.fields.event)).toEqual([
      'server.demo_accounts_exposed',
    ]);
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      const local = startUpReport(loadConfig({ HOST: host }), {
        listenHost: host,
        openDemoAccounts: ['admin@academy.test'],
      });
      expect(local.warnings, host).toEqual([]);
    }
  });
});

async function health(host: string, port: number) {
  return (await fetch(`http://${host}:${port}/v1/health`)).status;
}

describe('starting on a database with the demo accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true, port: 0 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('listens on the loopback address only and says why', async () => {
    expect(await startServer(t.app, t.config)).toEqual({
      listenHost: '127.0.0.1',
      openDemoAccounts: allDemoEmails,
    });
    const address = t.app.server.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    expect(await health('127.0.0.1', address.port)).toBe(200);

    const line = t.logs.find((entry) => entry.event === 'server.configuration');
    expect(line).toMatchObject({
      level: 30,
      listenHost: '127.0.0.1',
      hostGiven: false,
      demoSeed: true,
      openDemoAccounts: allDemoEmails,
    });
  });

  it('counts a demo account as open only while it takes its published password', async () => {
    const now = new Date();
    expect(await openDemoAccounts(t.app.db, now)).toEqual(allDemoEmails);

    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('Another#Secret9') })
      .where(eq(users.email, demoAccounts.admin.email));
    await t.app.db
      .update(users)
      .set({ isBlacklisted: true })
      .where(
        inArray(users.email, [
          demoAccounts.student.email,
          demoAccounts.mentor.email,
          demoAccounts.trial.email,
          demoAccounts.expired.email,
        ]),
      );
    expect(await openDemoAccounts(t.app.db, now)).toEqual([demoAccounts.newcomer.email]);

    // The newcomer's temporary password expires seven days after seeding.
    const inEightDays = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await openDemoAccounts(t.app.db, inEightDays)).toEqual([]);
  });
});

describe('starting on a database without demo accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, port: 0 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('listens on every interface', async () => {
    expect(await startServer(t.app, t.config)).toEqual({
      listenHost: '0.0.0.0',
      openDemoAccounts: [],
    });
    const address = t.app.server.address() as AddressInfo;
    expect(address.address).toBe('0.0.0.0');
    expect(await health('127.0.0.1', address.port)).toBe(200);
    expect(t.logs.find((entry) => entry.event === 'server.configuration')).toMatchObject({
      listenHost: '0.0.0.0',
      openDemoAccounts: [],
    });
  });
});
