import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field';
import { theme } from './theme';

function renderField(value: string, onSearch: (search: string) => void) {
  const field = (current: string) => (
    <MantineProvider theme={theme} env="test">
      <SearchField label="Search" value={current} onSearch={onSearch} />
    </MantineProvider>
  );
  const view = render(field(value));
  return { ...view, setValue: (next: string) => view.rerender(field(next)) };
}

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, trimmed, without Enter', async () => {
    const onSearch = vi.fn();
    renderField('', onSearch);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' anna ');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));

    expect(onSearch.mock.calls).toEqual([['anna']]);
  });

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn();
    renderField('', onSearch);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '091{Enter}');

    expect(onSearch.mock.calls).toEqual([['091']]);
  });

  it('follows the list’s search when it changes elsewhere (filters cleared)', () => {
    const { setValue } = renderField('anna', vi.fn());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anna');

    setValue('');

    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
