import { paths, registrationEndpoints, SIGN_UP_STORAGE_KEY } from '@academy/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Loaded up front, so the lazy route finds its code compiled and the first wait is short.
import './main-information-page';
import './course-format-page';
import { answerCountries, answerUniquenessChecks, testCountries } from './registration-test-server';
import { useSignUpStore } from './sign-up-store';

// A form of ten fields typed into key by key: slow on a busy machine, so more time than usual.
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  useSignUpStore.getState().reset();
  answerCountries();
});

async function openStep() {
  const app = renderApp(paths.registration.mainInformation);
  await screen.findByRole('heading', { level: 1, name: 'Main information' }, { timeout: 20_000 });
  return app;
}

/** A text input, select or the phone number, by its label (the asterisk aside). */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`), {
    selector: 'input:not([type=hidden])',
  });
const next = () => screen.getByRole('button', { name: 'Next' });

async function typeAndLeave(user: UserEvent, name: string, text: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(text);
  await user.tab();
}

async function choose(user: UserEvent, name: string, option: string) {
  await user.click(field(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillInValidForm(user: UserEvent, email = 'anna@example.com') {
  await typeAndLeave(user, 'Full name', 'Anna Petrosyan');
  await typeAndLeave(user, 'Email', email);
  await typeAndLeave(user, 'Phone', '91 123456');
  await choose(user, 'Occupation', 'Student');
  await typeAndLeave(user, 'University', 'Yerevan State University');
  await typeAndLeave(user, 'Faculty', 'Informatics');
  await user.click(field('Country'));
  await user.keyboard('Arm');
  await user.click(await screen.findByRole('option', { name: 'Armenia' }));
  await typeAndLeave(user, 'City', 'Yerevan');
  await choose(user, 'English level', 'B2 · Upper intermediate');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
}

describe('the main information step', () => {
  it('is drawn with the country list: its loader fetched it', async () => {
    answerCountries({ delayMs: 300 });
    await openStep();

    expect(field('Country')).toHaveAttribute('placeholder', 'Start typing to search');
  });

  it('marks every empty field and the agreement when Next is pressed', async () => {
    answerUniquenessChecks();
    const { user, router } = await openStep();

    await user.click(next());

    expect(await screen.findAllByText('This field is required')).toHaveLength(9);
    expect(screen.getByText('Should accept agreement')).toBeVisible();
    expect(field('Full name')).toHaveAccessibleDescription('This field is required');
    expect(router.state.location.pathname).toBe(paths.registration.mainInformation);
  });

  it.each([
    ['Email', 'anna@', 'Email is not a valid email!'],
    ['Phone', '12', 'Enter your valid Phone Number!'],
    ['Full name', ' Anna', 'This field cannot start or end with a space.'],
    ['City', 'Yerevan ', 'This field cannot start or end with a space.'],
    ['Full name', 'A', 'The length of this field must be at least 2 characters long.'],
    ['University', 'U', 'The length of this field must be at least 2 characters long.'],
    ['City', 'a'.repeat(85), 'The length of this field must be less than 85 characters long.'],
    ['Faculty', 'f'.repeat(150), 'The length of this field must be less than 150 characters long.'],
    [
      'Full name',
      'Anna--Maria',
      'Use letters only, separated by a single hyphen, dot, apostrophe or space, starting and ending with a letter.',
    ],
    [
      'University',
      'School 42',
      'Use letters only, separated by a hyphen, period, ampersand, apostrophe or space, starting and ending with a letter.',
    ],
    [
      'City',
      'New  York',
      'Use letters only, separated by a single hyphen or space, starting and ending with a letter.',
    ],
  ])(
    'tells what is wrong with %s “%s” as soon as the field is left',
    async (name, text, message) => {
      answerUniquenessChecks();
      const { user } = await openStep();

      await typeAndLeave(user, name, text);

      expect(await screen.findByText(message)).toBeVisible();
      expect(field(name)).toHaveAccessibleDescription(message);
    },
  );

  it('updates a message while the applicant types after leaving the field', async () => {
    answerUniquenessChecks();
    const { user } = await openStep();
    await typeAndLeave(user, 'Full name', 'A');
    expect(await screen.findByText(/at least 2 characters/)).toBeVisible();

    await user.type(field('Full name'), 'nna');

    await waitFor(() =>
      expect(screen.queryByText(/at least 2 characters/)).not.toBeInTheDocument(),
    );
  });

  it('asks the server once typing pauses whether the e-mail is taken, and shows its answer', async () => {
    const asked = answerUniquenessChecks({ email: ['taken@example.com'] });
    const { user } = await openStep();

    await user.type(field('Email'), 'taken@example.com');

    expect(await screen.findByText('This email already exists')).toBeVisible();
    expect(asked.email).toEqual(['taken@example.com']);
  });

  it('shows a taken phone number under the phone field, checked in E.164', async () => {
    const asked = answerUniquenessChecks({ phone: ['+37491123456'] });
    const { user } = await openStep();

    await user.type(field('Phone'), '91123456');

    expect(await screen.findByText('This phone number already exists')).toBeVisible();
    expect(asked.phone).toEqual(['+37491123456']);
  });

  it('translates the server’s code for a taken number into the interface language', async () => {
    answerUniquenessChecks({ phone: ['+37491123456'] });
    const { user } = await openStep();
    await act(() => i18n.changeLanguage('ru'));

    await user.type(field('Телефон'), '91123456');

    expect(await screen.findByText('Такой номер телефона уже зарегистрирован')).toBeVisible();
  });

  it('does not move on while the e-mail is taken', async () => {
    answerUniquenessChecks({ email: ['taken@example.com'] });
    const { user, router } = await openStep();
    await fillInValidForm(user, 'taken@example.com');

    await user.click(next());

    expect(await screen.findByText('This email already exists')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.mainInformation);
    expect(useSignUpStore.getState().applicantInformation).toBeNull();
  });

  it('says a taken e-mail is taken in the language switched to', async () => {
    answerUniquenessChecks({ email: ['taken@example.com'] });
    const { user } = await openStep();
    await fillInValidForm(user, 'taken@example.com');
    await user.click(next());
    expect(await screen.findByText('This email already exists')).toBeVisible();

    await act(() => i18n.changeLanguage('ru'));

    expect(
      await screen.findByText('Такой адрес электронной почты уже зарегистрирован'),
    ).toBeVisible();
    expect(screen.queryByText('This email already exists')).not.toBeInTheDocument();
  });

  it('saves the answers and opens the course format', async () => {
    answerUniquenessChecks();
    const { user, router } = await openStep();
    await fillInValidForm(user);

    await user.click(next());

    expect(await screen.findByRole('heading', { level: 1, name: 'Course format' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.courseFormat);
    expect(useSignUpStore.getState().applicantInformation).toEqual({
      fullName: 'Anna Petrosyan',
      email: 'anna@example.com',
      phone: '+37491123456',
      occupation: 'student',
      university: 'Yerevan State University',
      faculty: 'Informatics',
      countryId: 1,
      city: 'Yerevan',
      englishLevel: 'B2',
      agreement: true,
    });
  });

  it('keeps what was typed through a refresh', async () => {
    answerUniquenessChecks();
    const first = await openStep();
    await first.user.type(field('Full name'), 'Anna');
    await first.user.type(field('Phone'), '77123456');
    await waitFor(() =>
      expect(window.localStorage.getItem(SIGN_UP_STORAGE_KEY)).toContain('"fullName":"Anna"'),
    );
    first.unmount();

    await useSignUpStore.persist.rehydrate();
    await openStep();

    expect(field('Full name')).toHaveValue('Anna');
    expect(field('Phone')).toHaveValue('077 123456');
  });

  it('links the agreement to the terms and the privacy policy', async () => {
    answerUniquenessChecks();
    await openStep();

    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', paths.terms);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacy,
    );
  });
});

describe('the phone field', () => {
  const countryCode = () =>
    screen.getByLabelText('Country calling code', { selector: 'input:not([type=hidden])' });

  it('chooses the United Kingdom for +44, not another country sharing the code', async () => {
    answerUniquenessChecks();
    const { user } = await openStep();

    await user.type(field('Phone'), '+44');
    expect(countryCode()).toHaveValue('GB +44');

    await user.type(field('Phone'), ' 20 7946 0958');
    expect(countryCode()).toHaveValue('GB +44');
    expect(field('Phone')).toHaveValue('+44 20 7946 0958');
  });

  it('keeps the spaces typed in the number', async () => {
    const asked = answerUniquenessChecks();
    const { user } = await openStep();

    await user.type(field('Phone'), '91 12 34 56');

    expect(field('Phone')).toHaveValue('91 12 34 56');
    await waitFor(() => expect(asked.phone).toEqual(['+37491123456']));
  });

  it('shows an example number of the chosen country as its placeholder', async () => {
    answerUniquenessChecks();
    const { user } = await openStep();
    expect(field('Phone')).toHaveAttribute('placeholder', '077 123456');

    await user.clear(countryCode());
    await user.type(countryCode(), 'United Kingdom');
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));

    expect(countryCode()).toHaveValue('GB +44');
    expect(field('Phone')).toHaveAttribute('placeholder', '07400 123456');
  });

  it('lists India first when “India” is searched', async () => {
    answerUniquenessChecks();
    const { user } = await openStep();

    await user.clear(countryCode());
    await user.type(countryCode(), 'India');

    const options = await screen.findAllByRole('option');
    const names = options.map((option) => option.textContent);
    expect(names[0]).toBe('IndiaIN +91');
    expect(names).toContain('British Indian Ocean TerritoryIO +246');
  });
});

describe('the country field', () => {
  it('lists India first when “India” is searched', async () => {
    server.use(
      handle(registrationEndpoints.listCountries, ({ reply }) =>
        reply(200, [
          { id: 31, code: 'IO', name: 'British Indian Ocean Territory' },
          { id: 99, code: 'IN', name: 'India' },
          { id: 100, code: 'ID', name: 'Indonesia' },
        ]),
      ),
    );
    answerUniquenessChecks();
    const { user } = await openStep();

    await user.click(field('Country'));
    await user.keyboard('India');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
  });
});

describe('the country list', () => {
  it('offers to load it again when it could not be loaded, instead of “Nothing found”', async () => {
    // The server fails until it is asked again from the screen.
    let failing = true;
    let calls = 0;
    server.use(
      handle(registrationEndpoints.listCountries, ({ reply }) => {
        calls += 1;
        return failing ? reply(500, 'ERR_INTERNAL') : reply(200, testCountries);
      }),
    );
    answerUniquenessChecks();
    const { user } = await openStep();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The list of countries could not be loaded.');
    await user.click(field('Country'));
    expect(
      await screen.findByText('The list of countries could not be loaded.', {
        selector: '.mantine-Select-empty',
      }),
    ).toBeVisible();

    failing = false;
    const asked = calls;
    expect(field('Country')).toHaveAccessibleDescription(/could not be loaded\. Try again/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(failure).not.toBeInTheDocument());
    expect(calls).toBe(asked + 1);
    await user.click(field('Country'));
    await user.keyboard('Arm');
    await user.click(await screen.findByRole('option', { name: 'Armenia' }));
    expect(field('Country')).toHaveValue('Armenia');
  });
});
