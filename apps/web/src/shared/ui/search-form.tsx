import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

interface SearchFormProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** The search the list shows now (from the URL): the field follows it. */
  initial: string;
  /** Runs the search typed, when the form is sent (Enter or the button). */
  onSearch: (search: string) => void;
}

/** A search field with its button; the list asks again only when the form is sent. */
export function SearchForm({
  label,
  placeholder,
  buttonLabel,
  initial,
  onSearch,
}: SearchFormProps) {
  const [search, setSearch] = useState(initial);
  // Filters cleared (or the address changed) elsewhere: the field shows the list's search.
  useEffect(() => setSearch(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  return (
    <form onSubmit={submit} style={{ flex: '1 1 260px' }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          placeholder={placeholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
        <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
