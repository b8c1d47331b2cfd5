import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, openEmbeddedDatabase } from './embedded.js';

/*
 * The embedded client's type parsers (embedded.ts): Drizzle's (timestamps, dates, intervals
 * and their arrays as PostgreSQL's text) are its own, so a statement that passes them again,
 * as Drizzle does with every one, reads the same without them; any other parser is kept.
 */

let embedded: EmbeddedDatabase;

beforeAll(async () => {
  embedded = await openEmbeddedDatabase(null);
});

afterAll(async () => {
  await embedded.close();
});

const asText = (value: string) => value;
const drizzles = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

const TIMES = `select '2026-11-28 10:00:00'::timestamp as local, '2026-11-28 10:00:00+00'::timestamptz as at,
  '1 day'::interval as span, '2026-11-28'::date as day, array['2026-11-28'::date] as days,
  1.50::numeric as amount, 7 as n`;
const asTexts = {
  local: '2026-11-28 10:00:00',
  at: '2026-11-28 10:00:00+00',
  span: '1 day',
  day: '2026-11-28',
  days: '{2026-11-28}',
};

describe('the embedded client', () => {
  it("reads Drizzle's types as text, with or without Drizzle's parsers, in a transaction too", async () => {
    const { client } = embedded;
    const plain = (await client.query<Record<string, unknown>>(TIMES)).rows[0];
    const withParsers = (
      await client.query<Record<string, unknown>>(TIMES, [], { parsers: drizzles })
    ).rows[0];
    const inTransaction = await client.transaction(
      async (tx) =>
        (await tx.query<Record<string, unknown>>(TIMES, [], { parsers: drizzles })).rows[0],
    );
    for (const row of [plain, withParsers, inTransaction]) {
      expect(row).toMatchObject({ ...asTexts, n: 7 });
    }
  });

  it("keeps a statement's other parsers", async () => {
    const { client } = embedded;
    const mine = { ...drizzles, [types.INT4]: () => 'seven' };
    expect((await client.query(TIMES, [], { parsers: mine })).rows[0]).toMatchObject({
      ...asTexts,
      n: 'seven',
    });
    const ownDate = { [types.DATE]: (value: string) => `day ${value}` };
    const inTransaction = await client.transaction(
      async (tx) => (await tx.query(TIMES, [], { parsers: ownDate })).rows[0],
    );
    expect(inTransaction).toMatchObject({ day: 'day 2026-11-28', n: 7 });
  });
});
