import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/*
 * Searching a list of countries by name, best answers first: the name itself, then names
 * that start with the query, then names with a word that starts with it, then names that
 * merely contain it ("India" before "British Indian Ocean Territory"). Case and accents do
 * not count ("aland" finds "Åland Islands"). Ties keep the list's own order (A to Z).
 */

const fold = (text: string, language: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language).trim();

/** How well `name` answers `query`: 0 (the name) … 3 (contains it); null when it does not. */
export function nameMatch(name: string, query: string, language: string): number | null {
  const folded = fold(name, language);
  const wanted = fold(query, language);
  if (folded === wanted) return 0;
  if (folded.startsWith(wanted)) return 1;
  if (folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(wanted))) return 2;
  if (folded.includes(wanted)) return 3;
  return null;
}

/** The items that match, best first; every item, as they are, for an empty query. */
export function rankMatches<T>(items: readonly T[], rankOf: (item: T) => number | null): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rankOf(item) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Mantine select's filter that ranks its options' labels as names of countries. */
export function countryNameFilter(language: string): OptionsFilter {
  return ({ options, search }) =>
    search.trim() === ''
      ? options
      : rankMatches(options.filter(isItem), (option) => nameMatch(option.label, search, language));
}
