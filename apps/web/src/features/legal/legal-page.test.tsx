import { paths } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the legal pages', () => {
  it('show the terms of use with their contents and every section', async () => {
    renderApp(paths.terms);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links[4]).toHaveTextContent('5. Free trial and subscription');
    expect(links[4]).toHaveAttribute('href', '/terms#terms-5');
    const trial = screen.getByRole('region', { name: '5. Free trial and subscription' });
    expect(within(trial).getByText(/free trial of 7 days/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '6. Acceptable use' })).toBeVisible();
  });

  it('move focus to the section a contents link leads to', async () => {
    const { user, router } = renderApp(paths.privacy);
    const contents = within(await screen.findByRole('navigation', { name: 'On this page' }));

    await user.click(contents.getByRole('link', { name: '9. Your rights' }));

    expect(router.state.location).toMatchObject({ pathname: paths.privacy, hash: '#privacy-9' });
    expect(screen.getByRole('heading', { level: 2, name: '9. Your rights' })).toHaveFocus();
  });

  it('show the privacy policy with the support address to write to', async () => {
    renderApp(paths.privacy);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1. The data we collect' })).toBeVisible();
    expect(screen.getByText(/your full name, e-mail address and phone number/)).toBeVisible();
    // The address is set apart so that it wraps as a unit: the paragraph holds it.
    expect(screen.getByText(/Write to us at/)).toHaveTextContent(
      /Write to us at support@academy\.test from the address/,
    );
  });
});
