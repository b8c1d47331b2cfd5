import { LANGUAGE_STORAGE_KEY, paths } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the language switcher', () => {
  it('switches the interface to Russian and remembers the choice', async () => {
    const { user } = renderApp(paths.home);
    await screen.findByRole('heading', { level: 1, name: 'Start your career in IT with Academy' });

    const switcher = screen.getByRole('group', { name: 'Language' });
    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Начните карьеру в IT вместе с Academy',
      }),
    ).toBeVisible();
    expect(switcher).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });
});
