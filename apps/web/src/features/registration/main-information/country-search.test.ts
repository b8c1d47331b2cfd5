import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { countryNameFilter, nameMatch, rankMatches } from './country-search';

describe('nameMatch', () => {
  it.each([
    ['India', 'india', 0],
    ['India', 'Ind', 1],
    ['British Indian Ocean Territory', 'india', 2],
    ['Papua New Guinea', 'guinea', 2],
    ['New Zealand', 'aland', 3],
    ['Åland Islands', 'aland', 1],
    ['Côte d’Ivoire', 'ivoire', 2],
    ['Armenia', 'russia', null],
  ])('%j for %j: %j', (name, query, rank) => {
    expect(nameMatch(name, query, 'en')).toBe(rank);
  });
});

describe('rankMatches', () => {
  it('orders the matches best first, ties in the list’s order, and drops the rest', () => {
    const names = ['British Indian Ocean Territory', 'Dominica', 'India', 'Indonesia', 'Norway'];
    expect(rankMatches(names, (name) => nameMatch(name, 'india', 'en'))).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
    expect(rankMatches(names, (name) => nameMatch(name, 'ind', 'en'))).toEqual([
      'India',
      'Indonesia',
      'British Indian Ocean Territory',
    ]);
  });
});

describe('countryNameFilter (the country field’s search)', () => {
  const options: ComboboxParsedItem[] = [
    { value: '31', label: 'British Indian Ocean Territory' },
    { value: '99', label: 'India' },
    { value: '100', label: 'Indonesia' },
  ];

  it('ranks the options by their labels', () => {
    const found = countryNameFilter('en')({ options, search: 'India', limit: 100 });
    expect(found.map((option) => ('label' in option ? option.label : ''))).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
  });

  it('shows every option, as listed, while nothing is typed', () => {
    expect(countryNameFilter('en')({ options, search: '  ', limit: 100 })).toEqual(options);
  });
});
