import { describe, expect, it } from 'vitest';
import {
  emptyBodySchema,
  fileIdSchema,
  fileParamsSchema,
  idParamsSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from './common.js';

describe('idParamsSchema', () => {
  it.each<[unknown, number]>([
    ['1', 1],
    ['42', 42],
    [7, 7],
  ])('%j → %i', (id, expected) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id: expected });
  });

  it.each<[unknown]>([
    ['0'],
    ['-1'],
    ['1.5'],
    ['abc'],
    [''],
    [{ id: '1', extra: 1 }],
    // Text JavaScript reads as another number.
    ['0x10'],
    ['1e3'],
    [' 7'],
    ['7.0'],
    ['0b11'],
    ['2147483648'],
  ])('refuses %j', (id) => {
    const value = typeof id === 'object' && id !== null ? id : { id };
    expect(idParamsSchema.safeParse(value).success).toBe(false);
  });
});

it('says what an id in a path must be', () => {
  const result = idParamsSchema.safeParse({ id: '0x10' });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'Expected a whole number in decimal digits',
  ]);
});

describe('file ids', () => {
  it('are UUIDs, never file names', () => {
    expect(fileIdSchema.safeParse('0b9e6c1e-4f5a-4a7e-9d8b-3c2a1f0e9d8c').success).toBe(true);
    for (const bad of ['photo.png', '../etc/passwd', '', '123']) {
      expect(fileIdSchema.safeParse(bad).success).toBe(false);
    }
    expect(
      fileParamsSchema.safeParse({ fileId: '0b9e6c1e-4f5a-4a7e-9d8b-3c2a1f0e9d8c', x: 1 }).success,
    ).toBe(false);
  });
});

describe('ISO dates', () => {
  it.each<[string, boolean]>([
    ['2026-11-23T07:00:00.000Z', true],
    ['2026-11-23T07:00:00Z', true],
    ['2026-11-23T11:00:00+04:00', true],
    ['2026-11-23T07:00:00', false],
    ['2026-11-23', false],
    ['not a date', false],
  ])('date-time %j → %s', (value, ok) => {
    expect(isoDateTimeSchema.safeParse(value).success).toBe(ok);
  });

  it.each<[string, boolean]>([
    ['2026-11-23', true],
    ['2026-02-30', false],
    ['11/23/2026', false],
    ['2026-11-23T07:00:00Z', false],
  ])('date %j → %s', (value, ok) => {
    expect(isoDateSchema.safeParse(value).success).toBe(ok);
  });
});

describe('emptyBodySchema', () => {
  it('accepts nothing or {}, refuses fields', () => {
    expect(emptyBodySchema.safeParse(undefined).success).toBe(true);
    // Fastify hands a request without a body to validation as null.
    expect(emptyBodySchema.safeParse(null).success).toBe(true);
    expect(emptyBodySchema.safeParse({}).success).toBe(true);
    expect(emptyBodySchema.safeParse({ a: 1 }).success).toBe(false);
  });
});
