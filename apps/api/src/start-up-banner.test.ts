import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { demoAccounts } from './db/seed.js';
import { describeDatabase, startUpBanner } from './start-up-banner.js';

const allDemoEmails = Object.values(demoAccounts).map((account) => account.email);

describe('startUpBanner', () => {
  it('tells a developer where to go, how to sign in and what data it uses', () => {
    const config = loadConfig({ DATA_DIR: '/srv/academy-data', PORT: '3211' });
    const banner = startUpBanner(config, {
      listenHost: '127.0.0.1',
      openDemoAccounts: allDemoEmails,
    });

    expect(banner).toEqual([
      '',
      'Academy is running',
      '  Open       http://localhost:3211',
      '  API docs   http://localhost:3211/v1/docs',
      '  Mailbox    http://localhost:3211/dev/mailbox (this machine only)',
      '  Mail       kept in the outbox, shown by the mailbox',
      `  Database   embedded PostgreSQL (PGlite) in ${resolve('/srv/academy-data/db')}`,
      '  Listening  127.0.0.1:3211 only, while demo accounts take their published passwords (HOST to choose)',
      '',
      '  Demo accounts (their passwords are published: change them before others can reach',
      '  this server)',
      '    student@academy.test   Student#2026  student',
      '    admin@academy.test     Admin#2026    admin',
      "    mentor@academy.test    Mentor#2026   mentor: reviews students' work",
      '    newcomer@academy.test  Welcome#2026  student, temporary password: the first login asks for a new one',
      '    trial@academy.test     Trial#2026    student, free trial ending two days after seeding',
      '    expired@academy.test   Expired#2026  student, trial ended: pays on /pricing to learn again',
      '  Staff then give a code of the demo second factor: put this secret into an',
      '  authenticator app: ACADEMYDEMOSTAFFTOTPSECRET234567',
      '',
      '  Stop with Ctrl+C.',
      '',
    ]);
  });

  it('lists only the demo accounts still open, and none when none is', () => {
    const config = loadConfig({});
    const some = startUpBanner(config, {
      listenHost: '127.0.0.1',
      openDemoAccounts: [demoAccounts.admin.email],
    }).join('\n');
    expect(some).toContain('    admin@academy.test  Admin#2026  admin');
    expect(some).not.toContain('Student#2026');

    const none = startUpBanner(config, { listenHost: '0.0.0.0', openDemoAccounts: [] }).join('\n');
    expect(none).not.toContain('Demo accounts');
    expect(none).toContain('Listening  0.0.0.0:3000 (all interfaces)');
  });

  it('names a PostgreSQL server without its password, and leaves out the mailbox when off', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://academy:pa55-w0rd@db.internal:6543/academy_prod?sslmode=require',
      SMTP_URL: 'smtp://mailer:smtp-s3cret@mail.internal:587',
      PUBLIC_URL: 'https://academy.example',
      HOST: '::',
    });
    const banner = startUpBanner(config, { listenHost: '::', openDemoAccounts: [] });
    const text = banner.join('\n');

    expect(banner).toContain('  Database   PostgreSQL at db.internal:6543, database academy_prod');
    expect(banner).toContain('  Mail       delivered over SMTP');
    expect(banner).toContain('  Open       https://academy.example');
    expect(banner).toContain('  Listening  [::]:3000 (HOST)');
    expect(text).not.toContain('Mailbox');
    for (const secret of ['pa55-w0rd', 'smtp-s3cret', 'mailer', 'academy:']) {
      expect(text).not.toContain(secret);
    }
  });

  it('says which bucket holds the files when they are in S3, never its credentials', () => {
    const config = loadConfig({
      FILE_STORAGE_URL:
        's3://academy-files/uploads?endpoint=http://127.0.0.1:9000&forcePathStyle=true',
      AWS_ACCESS_KEY_ID: 'key-id-AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret-key-s3cret',
    });
    const banner = startUpBanner(config, { listenHost: '0.0.0.0', openDemoAccounts: [] });
    expect(banner).toContain(
      '  Files      S3 bucket academy-files, prefix uploads/ at http://127.0.0.1:9000',
    );
    const onAws = loadConfig({ FILE_STORAGE_URL: 's3://academy-files?region=eu-central-1' });
    expect(startUpBanner(onAws, { listenHost: '0.0.0.0', openDemoAccounts: [] })).toContain(
      '  Files      S3 bucket academy-files at AWS eu-central-1',
    );
    const text = banner.join('\n');
    for (const secret of ['key-id-AKIA', 'secret-key-s3cret']) {
      expect(text).not.toContain(secret);
    }
    // On the local disk the files are in the data folder, as the Database line shows.
    expect(
      startUpBanner(loadConfig({}), { listenHost: '0.0.0.0', openDemoAccounts: [] }).join('\n'),
    ).not.toContain('Files');
  });

  it('says where the metrics are when they are on, never their token', () => {
    const config = loadConfig({ METRICS_TOKEN: 'scrape-token-2b7f-0123456789abcdef0123' });
    const banner = startUpBanner(config, { listenHost: '0.0.0.0', openDemoAccounts: [] });
    expect(banner).toContain(`  Metrics    ${config.publicUrl}/metrics (bearer METRICS_TOKEN)`);
    expect(banner.join('\n')).not.toContain('scrape-token-2b7f-0123456789abcdef0123');
    expect(
      startUpBanner(loadConfig({}), { listenHost: '0.0.0.0', openDemoAccounts: [] }).join('\n'),
    ).not.toContain('Metrics');
  });

  it('says when mail reaches nobody', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db/academy' });
    expect(startUpBanner(config, { listenHost: '0.0.0.0', openDemoAccounts: [] })).toContain(
      '  Mail       kept in the outbox, reaching nobody (set SMTP_URL)',
    );
  });
});

describe('describeDatabase', () => {
  it('names the embedded database by its folder', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: '/data/db' })).toBe(
      'embedded PostgreSQL (PGlite) in /data/db',
    );
    expect(describeDatabase({ kind: 'pglite', dataDir: null })).toBe(
      'embedded PostgreSQL (PGlite) in memory',
    );
  });

  it('names a PostgreSQL server by host, port and database only', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://u:secret@db/academy' })).toBe(
      'PostgreSQL at db:5432, database academy',
    );
    expect(describeDatabase({ kind: 'postgres', url: 'postgresql://u:secret@db:5433' })).toBe(
      'PostgreSQL at db:5433',
    );
  });
});
