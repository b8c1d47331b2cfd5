import {
  API_BASE_PATH,
  apiPaths,
  type Language,
  paths,
  SIGN_UP_STORAGE_KEY,
} from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import {
  desktop,
  iconOnLastLine,
  lineCount,
  outlineOf,
  phone,
  placeholderColour,
  sidewaysOverflow,
  tabTo,
  useLanguage,
  wordsSplitAcrossLines,
} from '../support/layout';
import { endLiveStreamAtOnce } from '../support/live-stream';

// These checks wait for the network to be idle (support/live-stream.ts).
test.beforeEach(async ({ page }) => {
  await endLiveStreamAtOnce(page);
});

/*
 * How the public pages are laid out on a phone and a desktop, in both languages: nothing
 * scrolls sideways, no word is cut in two, short labels keep to one line.
 */

const languages: readonly Language[] = ['en', 'ru'];
const viewports = [phone, desktop] as const;

/** An address longer than a phone's line, as some people's are. */
const longEmail = 'anna.petrosyan.applicant@students.university-of-example.com';

/** Steps 1 and 2 (and 3, for the confirmation) done, as the wizard stores them. */
async function withSignUpProgress(page: Page, testDateTime: string | null) {
  await page.addInitScript(
    ({ key, applicantInformation, testDateTime }) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          state: { applicantInformation, courseType: 'online', testDateTime, draft: null },
        }),
      );
    },
    {
      key: SIGN_UP_STORAGE_KEY,
      applicantInformation: anApplicantInformation({ email: longEmail }),
      testDateTime,
    },
  );
}

/**
 * A registration went through in this tab: the check-email screen opens. The key is the web
 * app's (features/registration/check-email-state.ts), kept there rather than in contracts,
 * which keeps the landing page's script within its budget.
 */
const VERIFICATION_SENT_STORAGE_KEY = 'academy.sign-up.verification-sent-to';

async function withRegistrationSent(page: Page) {
  await page.addInitScript(({ key, email }) => sessionStorage.setItem(key, email), {
    key: VERIFICATION_SENT_STORAGE_KEY,
    email: longEmail,
  });
}

/** Every public screen a visitor can open, with what it needs to open. */
const publicScreens: readonly {
  path: string;
  progress?: 'steps 1-2' | 'steps 1-3' | 'registered';
}[] = [
  { path: '/home' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/auth/login' },
  { path: '/auth/forgot-password' },
  { path: '/auth/reset-password?token=mailed-token' },
  { path: '/auth/reset-password' },
  { path: '/auth/set-password?token=mailed-token' },
  { path: '/auth/verification?token=used-token' },
  { path: '/registration/main-information' },
  { path: '/registration/course-format', progress: 'steps 1-2' },
  { path: '/registration/exam-date', progress: 'steps 1-2' },
  { path: '/registration/exam-confirmation', progress: 'steps 1-3' },
  { path: '/registration/check-email', progress: 'registered' },
];

/** What the exam-date step's controls are called in each language. */
const examDateNames = {
  en: { times: 'Exam times', nextMonth: 'Next month' },
  ru: { times: 'Время экзамена', nextMonth: 'Следующий месяц' },
} as const satisfies Record<Language, unknown>;

/** Opens a screen and waits until it has drawn its heading and loaded its data. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page stayed where it was asked to go (no guard sent it elsewhere).
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

for (const language of languages) {
  for (const viewport of viewports) {
    test.describe(`public pages in ${language} at ${viewport.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await useLanguage(page, language);
      });

      for (const screen of publicScreens) {
        test(`${screen.path} does not scroll sideways or cut words`, async ({ page }) => {
          if (screen.progress === 'registered') {
            await withRegistrationSent(page);
          } else if (screen.progress) {
            await withSignUpProgress(
              page,
              screen.progress === 'steps 1-3' ? '2030-01-15T08:00:00.000Z' : null,
            );
          }
          await openScreen(page, screen.path);

          expect(await sidewaysOverflow(page)).toBe(0);
          expect(await wordsSplitAcrossLines(page.locator('body'))).toEqual([]);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}

for (const language of languages) {
  for (const viewport of viewports) {
    test.describe(`the landing page in ${language} at ${viewport.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await useLanguage(page, language);
      });

      test('a contact link keeps its icon on the line of its last word', async ({ page }) => {
        await openScreen(page, '/home');
        const links = page.locator('#contact').getByRole('link');
        await expect(links).toHaveCount(3);

        for (const link of await links.all()) {
          expect(await iconOnLastLine(link), await link.innerText()).toBe(true);
        }
      });
    });
  }
}

for (const language of languages) {
  for (const viewport of viewports) {
    test.describe(`the exam-date step in ${language} at ${viewport.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await useLanguage(page, language);
        await withSignUpProgress(page, null);
      });

      test('a time button shows its time and free seats on a line each', async ({ page }) => {
        const names = examDateNames[language];
        await openScreen(page, '/registration/exam-date');
        // The first day with free seats (marked by the calendar), this month or a later one.
        // The month's grid also holds the next month's first days, hidden: not those.
        const freeDay = page.locator('button[data-free]:enabled:not([data-hidden])').first();
        for (let month = 0; month < 3 && (await freeDay.count()) === 0; month += 1) {
          await page.getByRole('button', { name: names.nextMonth }).click();
        }
        await freeDay.click();

        const times = page.getByRole('group', { name: names.times }).getByRole('button');
        await expect(times.first()).toBeVisible();
        for (const time of await times.all()) {
          expect(await lineCount(time), await time.innerText()).toBe(2);
        }
      });
    });
  }
}

/** The auth screens whose form sits under a title in the narrow card. */
const authForms = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-password?token=mailed-token',
  '/auth/set-password?token=mailed-token',
];

for (const language of languages) {
  for (const viewport of viewports) {
    test.describe(`the auth card in ${language} at ${viewport.width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await useLanguage(page, language);
      });

      test('titles a form on one line', async ({ page }) => {
        // The reset and set-password forms show for a usable link only: this one is taken as
        // usable (the link check itself is the password journeys' to test).
        await page.route(`**${API_BASE_PATH}${apiPaths.checkPasswordLink}`, (route) =>
          route.fulfill({
            json: {
              usable: true,
              purpose: new URL(page.url()).pathname === paths.auth.setPassword ? 'set' : 'reset',
              email: longEmail,
            },
          }),
        );
        for (const path of authForms) {
          await openScreen(page, path);
          const title = page.getByRole('heading', { level: 1 });
          expect(await lineCount(title), `${path}: ${await title.innerText()}`).toBe(1);
        }
      });
    });
  }
}

test.describe('the keyboard focus ring', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktop);
  });

  /** The ring a header link shows when reached with Tab: the one every control must show. */
  async function headerRing(page: Page) {
    const link = page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true });
    await tabTo(page, link);
    await expect(link).toBeFocused();
    return outlineOf(link);
  }

  test('is the header’s on footer and contact links', async ({ page }) => {
    await openScreen(page, '/home');
    const ring = await headerRing(page);
    expect(ring).toMatchObject({ style: 'solid', width: '2px' });

    const targets = [
      page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'support@academy.test' }),
      page.locator('#contact').getByRole('link', { name: /^Write to/ }),
      page.locator('#contact').getByRole('link', { name: /^Call/ }),
    ];
    for (const target of targets) {
      await tabTo(page, target);
      await expect(target).toBeFocused();
      expect(await outlineOf(target), await target.innerText()).toEqual(ring);
    }
  });

  test('is the header’s on form fields, buttons, links and choice cards', async ({ page }) => {
    await openScreen(page, '/home');
    const ring = await headerRing(page);

    await openScreen(page, '/auth/login');
    for (const target of [
      page.getByRole('textbox', { name: 'Email' }),
      page.getByRole('checkbox'),
      page.getByRole('link', { name: 'Forgot password?' }),
      page.getByRole('button', { name: 'Log in' }),
    ]) {
      await tabTo(page, target);
      await expect(target).toBeFocused();
      expect(await outlineOf(target)).toEqual(ring);
    }

    await withSignUpProgress(page, null);
    await openScreen(page, '/registration/course-format');
    const card = page.getByRole('radio').first();
    await tabTo(page, card);
    await expect(card).toBeFocused();
    expect(await outlineOf(card)).toEqual(ring);
  });
});

test('an invalid field keeps its placeholder muted', async ({ page }) => {
  await openScreen(page, '/registration/main-information');
  // A text field and a select, both with a placeholder.
  const fields = [
    page.getByRole('textbox', { name: 'Phone', exact: true }),
    page.getByRole('combobox', { name: 'Occupation', exact: true }),
  ];
  const before = await Promise.all(fields.map(placeholderColour));

  await page.getByRole('button', { name: 'Next', exact: true }).click();

  for (const [index, field] of fields.entries()) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await placeholderColour(field)).toBe(before[index]);
  }
});

// A tablet too: there the landing header shows Log in and Apply beside the menu button.
for (const viewport of [...viewports, { width: 800, height: 1000 }]) {
  test(`the language switcher stays in place when the language changes at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/home', '/auth/login']) {
      await openScreen(page, path);
      const switcher = page.getByRole('banner').getByRole('group');
      const inEnglish = await switcher.boundingBox();

      await switcher.getByRole('button', { name: 'RU' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      expect(await switcher.boundingBox(), path).toEqual(inEnglish);

      await switcher.getByRole('button', { name: 'EN' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await switcher.boundingBox(), path).toEqual(inEnglish);
    }
  });
}

/** What the screens that confirm a mailed link call their field and button. */
const mailForms = {
  en: { email: 'Email', sendLink: 'Send the link', sendNewLink: 'Send a new link' },
  ru: {
    email: 'Электронная почта',
    sendLink: 'Отправить ссылку',
    sendNewLink: 'Отправить новую ссылку',
  },
} as const satisfies Record<Language, unknown>;

for (const language of languages) {
  test.describe(`a long e-mail address in ${language} at ${phone.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(phone);
      await useLanguage(page, language);
    });

    test('wraps at its "@" or a "." when a link to it is sent', async ({ page }) => {
      const names = mailForms[language];
      // An address of its own per language: the server takes one link request a minute for it.
      const address = `${language}.${longEmail}`;

      await openScreen(page, '/auth/forgot-password');
      await page.getByRole('textbox', { name: names.email }).fill(address);
      await page.getByRole('button', { name: names.sendLink }).click();
      await expect(page.getByText(address).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await wordsSplitAcrossLines(page.locator('main'))).toEqual([]);

      await openScreen(page, '/auth/verification?token=used-token');
      await page.getByRole('textbox', { name: names.email }).fill(address);
      await page.getByRole('button', { name: names.sendNewLink }).click();
      await expect(page.getByRole('status')).toContainText(address);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await wordsSplitAcrossLines(page.locator('main'))).toEqual([]);
    });
  });
}
