import { paths } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the site footer', () => {
  it('links the terms of use and the privacy policy', async () => {
    const { user, router } = renderApp(paths.home);
    const footer = within(await screen.findByRole('contentinfo'));
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));

    expect(legal.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', paths.terms);
    expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      paths.privacy,
    );

    await user.click(legal.getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.privacy);
  });

  it('shows the support hours and address', async () => {
    renderApp(paths.terms);
    const footer = within(await screen.findByRole('contentinfo'));

    expect(footer.getByText('Mon-Fri 10:30am to 6:30pm')).toBeVisible();
    expect(footer.getByRole('link', { name: 'support@academy.test' })).toHaveAttribute(
      'href',
      'mailto:support@academy.test',
    );
  });
});
