import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language.js';

describe('preferredLanguage', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'en'],
    ['', 'en'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['hy-AM,hy;q=0.9,ru;q=0.8,en;q=0.7', 'ru'],
    ['de, fr;q=0.5', 'en'],
    ['en;q=0.2, ru;q=0.8', 'ru'],
    ['ru;q=0, en', 'en'],
    ['RU', 'ru'],
    ['*', 'en'],
    [';;;,,q=', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
