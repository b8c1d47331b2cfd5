import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';
import { theme } from './theme';

function renderForm(initial: string, onSearch: (search: string) => void) {
  const form = (value: string) => (
    <MantineProvider theme={theme} env="test">
      <SearchForm
        label="Search"
        placeholder="Name or e-mail"
        buttonLabel="Find"
        initial={value}
        onSearch={onSearch}
      />
    </MantineProvider>
  );
  const view = render(form(initial));
  return { ...view, setInitial: (value: string) => view.rerender(form(value)) };
}

describe('SearchForm', () => {
  it('searches for what was typed when sent, by Enter or the button', async () => {
    const onSearch = vi.fn();
    renderForm('', onSearch);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'anna');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(onSearch.mock.calls).toEqual([['anna'], ['anna']]);
  });

  it('follows the list’s search when it changes elsewhere (filters cleared)', () => {
    const { setInitial } = renderForm('anna', vi.fn());
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('anna');

    setInitial('');

    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
