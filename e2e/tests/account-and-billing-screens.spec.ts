import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, logIn, submitLogin } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop, phone, sidewaysOverflow } from '../support/layout';

/*
 * The account, billing and certificate screens as the demo student finds them (the seed's
 * states, before billing.spec.ts and certificates.spec.ts change them), and the plans as a
 * student whose trial has ended is sent to them, at a phone's and a desktop's width: the
 * content is there, nothing scrolls sideways, and axe finds no WCAG A/AA violation. Nothing
 * here pays, revokes or saves anything: the other journeys share the server's data.
 *
 * With E2E_SCREENSHOTS=<folder>, each screen is also saved there as a full-page picture.
 */

interface Screen {
  name: string;
  /** Opens the screen the way a student gets there. */
  open: (page: Page) => Promise<void>;
  /** Texts the finished screen shows in its main content. */
  shows: (string | RegExp)[];
}

const expired = { email: 'expired@academy.test', password: 'Expired#2026' } as const;

const ACCESS_ENDED =
  'Your free trial or subscription has ended. Choose a plan to continue learning.';

const { certifiedSubject } = demoLearning;

/** Below the `sm` breakpoint (48em) the side menu hides behind the menu button. */
const PHONE_MAX_WIDTH = 767;

/**
 * Follows a link of the student menu: on a phone, the bottom menu has the most used ones and
 * the rest are in the side menu behind the menu button; wider, the side menu has them all.
 */
async function fromMenu(page: Page, label: string) {
  const sideMenu = page.getByRole('navigation', { name: 'Student menu' });
  const bottomMenu = page.getByRole('navigation', { name: 'Bottom menu' });
  const isPhone = (page.viewportSize()?.width ?? 0) <= PHONE_MAX_WIDTH;
  if (isPhone) {
    const bottomLink = bottomMenu.getByRole('link', { name: label, exact: true });
    await expect(bottomMenu).toBeVisible();
    if ((await bottomLink.count()) > 0) {
      await bottomLink.click();
      return;
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await sideMenu.getByRole('link', { name: label, exact: true }).click();
}

async function pricing(page: Page) {
  await page.goto('/dashboard');
  await fromMenu(page, 'Pricing');
  await expect(page).toHaveURL(/\/pricing$/);
}

async function profile(page: Page) {
  await page.goto('/dashboard');
  await fromMenu(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);
}

async function certificates(page: Page) {
  await page.goto('/dashboard');
  await fromMenu(page, 'Certificate');
  await expect(page).toHaveURL(/\/certificates$/);
}

/** The certificate of the certified subject on /certificates. */
const certificateCard = (page: Page) =>
  page.getByRole('article').filter({ hasText: certifiedSubject.subject });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const studentScreens: Screen[] = [
  {
    name: 'pricing',
    open: pricing,
    shows: ['Your access now', 'Online · monthly', 'Payment history', 'Paid'],
  },
  {
    name: 'payment for a plan',
    open: async (page) => {
      await pricing(page);
      await page.getByRole('link', { name: 'Choose Online · monthly' }).click();
      await expect(page).toHaveURL(/\/payment\?plan=online-monthly$/);
    },
    shows: ['Your order', 'Online · monthly', 'Card details', 'Card number', 'Test mode'],
  },
  {
    name: 'payment for a plan not on sale',
    open: async (page) => {
      await page.goto('/payment?plan=no-such-plan');
      await expect(heading(page, 'Payment')).toBeVisible();
    },
    shows: ['This plan is not available', 'See the plans'],
  },
  {
    name: 'profile',
    open: profile,
    shows: ['Your details', demoStudent.fullName, demoStudent.email, 'Change password'],
  },
  {
    name: 'change password',
    open: async (page) => {
      await profile(page);
      await page.getByRole('link', { name: 'Change password' }).click();
      await expect(page).toHaveURL(/\/profile\/change-password$/);
      await expect(heading(page, 'Change password')).toBeVisible();
    },
    shows: ['Current password', 'New password', 'Confirm password'],
  },
  {
    name: 'certificates',
    open: certificates,
    shows: [certifiedSubject.subject, 'Subject certificate', 'Verification code'],
  },
  {
    name: 'verification of the certificate',
    open: async (page) => {
      await certificates(page);
      const link = certificateCard(page).getByRole('link', { name: 'Verification page' });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/verify\/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      if ((await link.getAttribute('target')) === '_blank') await page.goto(href ?? '');
      else await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    },
    shows: ['This certificate is valid', demoStudent.fullName, certifiedSubject.subject],
  },
  {
    name: 'verification of an unknown code',
    open: (page) => page.goto('/verify/AAAA-BBBB-CCCC').then(() => undefined),
    shows: ['No certificate has this code'],
  },
];

const expiredScreens: Screen[] = [
  {
    name: 'pricing after the trial ended',
    open: async (page) => {
      await submitLogin(page, expired);
      // The learning area refuses the ended trial: the plans, with why.
      await expect(page).toHaveURL(/\/pricing\?reason=access-ended$/);
    },
    shows: ['Your access has ended', ACCESS_ENDED, 'Online · monthly', 'Payment history'],
  },
];

async function expectFinished(page: Page, screen: Screen, width: number) {
  await screen.open(page);
  const main = page.getByRole('main');
  for (const text of screen.shows) await expect(main.getByText(text).first()).toBeVisible();
  // No skeleton left: the screen has finished loading.
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    const file = `${screen.name.replaceAll(' ', '-')}-${width}.png`;
    await page.screenshot({ path: join(folder, file), fullPage: true });
  }
}

for (const viewport of [phone, desktop]) {
  test.describe(`the account and billing screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the demo student's screens are finished, fit the width and pass axe", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await logIn(page, demoStudent);
      for (const screen of studentScreens) {
        await test.step(screen.name, () => expectFinished(page, screen, viewport.width));
      }
    });

    test('the plans after the trial ended are finished, fit the width and pass axe', async ({
      page,
    }) => {
      for (const screen of expiredScreens) {
        await test.step(screen.name, () => expectFinished(page, screen, viewport.width));
      }
    });
  });
}
