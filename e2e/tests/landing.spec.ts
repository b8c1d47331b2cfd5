import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

/** The landing page's sections: the header link, the section's id and its heading. */
const sections = [
  { link: 'About', id: 'about', heading: 'About the academy' },
  { link: 'Courses', id: 'courses', heading: 'Courses' },
  { link: 'Success stories', id: 'stories', heading: 'Success stories' },
  { link: 'Pricing', id: 'pricing', heading: 'Pricing' },
  { link: 'Contact', id: 'contact', heading: 'Get in touch' },
] as const;

const publicPages = [
  { path: '/home', heading: 'Start your career in IT with Academy' },
  { path: '/terms', heading: 'Terms of use' },
  { path: '/privacy', heading: 'Privacy policy' },
] as const;

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const openHome = (page: Page) => open(page, '/home', 'Start your career in IT with Academy');

test.describe('the landing page', () => {
  test('shows every section with its heading, and the support hours', async ({ page }) => {
    await openHome(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const section of sections) {
      const region = page.getByRole('region', { name: section.heading });
      await expect(region).toHaveAttribute('id', section.id);
      await expect(region.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    for (const direction of [
      'Front-End Development',
      'Back-End Development',
      'Software Engineering',
      'DevOps Engineering',
      'Automated Quality Assurance',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: direction })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Online', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offline', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '7-day free trial' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Get in touch' });
    await expect(contact.getByText('Mon-Fri 10:30am to 6:30pm')).toBeVisible();
  });

  test('offers the three contact channels', async ({ page }) => {
    await openHome(page);
    const contact = page.getByRole('region', { name: 'Get in touch' });

    await expect(contact.getByRole('heading', { level: 3 })).toHaveText([
      'Chat support',
      'Visit us',
      'Call us',
    ]);
    await expect(
      contact.getByRole('link', { name: 'Write to support@academy.test' }),
    ).toHaveAttribute('href', 'mailto:support@academy.test');

    const map = contact.getByRole('link', { name: 'Open the map (opens in a new tab)' });
    await expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=43.85&mlon=40.79#map=16/43.85/40.79',
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');

    const call = contact.getByRole('link', { name: /^Call \+/ });
    await expect(call).toHaveAttribute('href', /^tel:\+\d{7,15}$/);
  });

  test('header links scroll to each section and move focus to its heading', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openHome(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });

    for (const section of sections) {
      await nav.getByRole('link', { name: section.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/home#${section.id}$`));
      const heading = page.getByRole('heading', { level: 2, name: section.heading });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    }
  });

  test('the phone menu leads to a section and closes', async ({ page }) => {
    await page.setViewportSize(phone);
    await openHome(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Pricing' })
      .click();

    await expect(page).toHaveURL(/\/home#pricing$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const heading = page.getByRole('heading', { level: 2, name: 'Pricing' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('a section link on another public page opens the landing page there', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/terms', 'Terms of use');

    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();

    await expect(page).toHaveURL(/\/home#contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeFocused();
  });

  test('links to login and registration', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openHome(page);
    const header = page.getByRole('banner');

    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await header.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/registration\//);
  });
});

test.describe('the legal pages', () => {
  test('the footer opens the terms of use, with their full text', async ({ page }) => {
    await openHome(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();

    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '6. Acceptable use' })).toBeVisible();
    await expect(
      page.getByText(/free trial of 7 days, starting on the day of admission/),
    ).toBeVisible();
    await expect(page).toHaveTitle('Terms of use · Academy');
  });

  test('the footer opens the privacy policy, with its full text', async ({ page }) => {
    await openHome(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();

    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '9. Your rights' })).toBeVisible();
    await expect(page.getByText(/never see or store your card number/)).toBeVisible();
    await expect(page.getByText(/Write to us at support@academy\.test/)).toBeVisible();
  });

  test('the contents link to each section of the document', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/privacy', 'Privacy policy');

    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: '7. How long we keep it' })
      .click();

    await expect(page).toHaveURL(/\/privacy#privacy-7$/);
    const heading = page.getByRole('heading', { level: 2, name: '7. How long we keep it' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('accessibility and layout', () => {
  for (const viewport of [phone, desktop]) {
    for (const { path, heading } of publicPages) {
      test(`${path} has no WCAG 2 A/AA violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, path, heading);

        await expectNoAxeViolations(page);
      });
    }
  }

  for (const { path, heading } of publicPages) {
    test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, path, heading);

      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
    });
  }
});
