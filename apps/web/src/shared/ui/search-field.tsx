import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long typing waits before the search goes into the address (and the list is asked). */
export const SEARCH_DEBOUNCE_MS = 350;

type SearchFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The search the list shows now (from the address): the field follows it. */
  value: string;
  /** The typed search, trimmed, once typing pauses (or at once on Enter). */
  onSearch: (search: string) => void;
};

/**
 * The search of a staff list, one behaviour everywhere (ARCHITECTURE.md, "The staff area"):
 * live, asking once typing pauses for SEARCH_DEBOUNCE_MS, Enter asks at once. The list keeps
 * the search in the address; a back or forward in history, or filters cleared, put the
 * address's search back in the field.
 */
export function SearchField({ value, onSearch, ...input }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const [settled] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled text starts a search
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);
  useEffect(() => {
    setTyped((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      {...input}
      type="search"
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && typed.trim() !== value) onSearch(typed.trim());
      }}
    />
  );
}
