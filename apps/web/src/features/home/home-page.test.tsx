import { FREE_TRIAL_DAYS, paths, SUPPORT_HOURS } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const sections = [
  ['About the academy', 'about'],
  ['Courses', 'courses'],
  ['Success stories', 'stories'],
  ['Pricing', 'pricing'],
  ['Get in touch', 'contact'],
] as const;

async function openHome() {
  const view = renderApp(paths.home);
  await screen.findByRole('heading', { level: 1, name: 'Start your career in IT with Academy' });
  return view;
}

describe('the landing page', () => {
  it('has one h1 and every section as a region named by its h2', async () => {
    await openHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [title, id] of sections) {
      const region = screen.getByRole('region', { name: title });
      expect(region).toHaveAttribute('id', id);
      expect(within(region).getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  });

  it('presents the five directions and the two course formats', async () => {
    await openHome();

    const courses = within(screen.getByRole('region', { name: 'Courses' }));
    for (const direction of [
      'Front-End Development',
      'Back-End Development',
      'Software Engineering',
      'DevOps Engineering',
      'Automated Quality Assurance',
    ]) {
      expect(courses.getByRole('heading', { level: 3, name: direction })).toBeVisible();
    }
    expect(courses.getByRole('heading', { level: 4, name: 'Online' })).toBeVisible();
    expect(courses.getByRole('heading', { level: 4, name: 'Offline' })).toBeVisible();
  });

  it('tells graduates’ stories, the free trial and the support hours', async () => {
    await openHome();

    const stories = within(screen.getByRole('region', { name: 'Success stories' }));
    expect(stories.getAllByRole('figure')).toHaveLength(3);
    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    expect(
      pricing.getByRole('heading', { name: `${FREE_TRIAL_DAYS}-day free trial` }),
    ).toBeVisible();
    const contact = within(screen.getByRole('region', { name: 'Get in touch' }));
    expect(contact.getByText(SUPPORT_HOURS)).toBeVisible();
    expect(contact.getByRole('link', { name: 'Write to support@academy.test' })).toBeVisible();
  });

  it('links the header to every section, to login and to registration', async () => {
    await openHome();

    const header = within(screen.getByRole('banner'));
    const nav = within(header.getByRole('navigation', { name: 'Main navigation' }));
    for (const [label, id] of [
      ['About', 'about'],
      ['Courses', 'courses'],
      ['Success stories', 'stories'],
      ['Pricing', 'pricing'],
      ['Contact', 'contact'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', `/home#${id}`);
    }
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.auth.login);
    expect(header.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      paths.registration.root,
    );
  });

  it('moves focus to the section a header link leads to', async () => {
    const { user, router } = await openHome();

    await user.click(screen.getByRole('link', { name: 'Success stories' }));

    expect(router.state.location.hash).toBe('#stories');
    expect(screen.getByRole('heading', { level: 2, name: 'Success stories' })).toHaveFocus();
  });

  it('opens and closes the menu on small screens', async () => {
    const { user } = await openHome();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
  });
});
