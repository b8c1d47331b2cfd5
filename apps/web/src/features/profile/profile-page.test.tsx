import type {
  ApplicantMeResponse,
  CalendarFeedStatus,
  NotificationKind,
  NotificationPreferences,
  Session,
} from '@academy/contracts';
import {
  calendarFeedEndpoints,
  endpoints,
  notificationEndpoints,
  paths,
  sessionEndpoints,
} from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { answerStudentHome } from '../../test/student-home';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './profile-page';

/** GET applicants/me of an admitted student. */
const application: ApplicantMeResponse = {
  id: 3,
  fullName: 'Anna Petrosyan',
  email: 'student@academy.test',
  phone: '+37491234567',
  occupation: 'student',
  university: 'Yerevan State University',
  faculty: 'Informatics',
  country: 'Armenia',
  city: 'Yerevan',
  englishLevel: 'B2',
  courseType: 'online',
  status: 'admitted',
  emailVerified: true,
  booking: null,
};

/** The student's devices: a phone, and this laptop. */
const laptop: Session = {
  id: '6f1c1f0e-1111-4111-8111-111111111111',
  browser: 'Firefox 133',
  os: 'Windows 10',
  device: 'desktop',
  startedAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: '2026-05-02T10:00:00.000Z',
  current: true,
};
const phone: Session = {
  ...laptop,
  id: '6f1c1f0e-2222-4222-8222-222222222222',
  browser: 'Safari 18',
  os: 'iOS 18.1',
  device: 'mobile',
  current: false,
};

function logIn(
  student = aStudent(),
  answerApplication: Answer<typeof endpoints.getMyApplication> = (reply) => reply(200, application),
  sessions: Session[] = [laptop],
) {
  tokens.save(aTokenPair(), true);
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, student)),
    handle(endpoints.getMyApplication, ({ reply }) => answerApplication(reply)),
    handle(sessionEndpoints.listMySessions, ({ reply }) => reply(200, { items: sessions })),
    handle(calendarFeedEndpoints.getMyCalendarFeed, ({ reply }) => reply(200, feedOff)),
    handle(notificationEndpoints.getMyNotificationPreferences, ({ reply }) =>
      reply(200, studentPreferences),
    ),
  );
}

/** A student's kinds, all in the app (the default). */
const studentPreferences: NotificationPreferences = {
  preferences: [
    'mini_project_reviewed',
    'task_reviewed',
    'payment_succeeded',
    'payment_refunded',
    'certificate_issued',
    'certificate_revoked',
    'conversation_message',
  ].map((kind) => ({ kind: kind as NotificationKind, mode: 'in_app' as const })),
};

const feedOff: CalendarFeedStatus = { active: false, createdAt: null, lastUsedAt: null };

const section = (name: string) => screen.getByRole('region', { name });

describe('/profile', () => {
  it("shows the student's details, directions, access and contact details", async () => {
    logIn(
      aStudent({
        access: { state: 'trial', endsAt: '2026-12-12T09:00:00.000Z' },
        enrolments: [
          { directionId: 1, title: 'Front-End Development', courseType: 'online' },
          { directionId: 2, title: 'Data Analysis', courseType: 'offline' },
        ],
      }),
    );
    renderApp(paths.student.profile);

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(section('Your details')).toHaveTextContent('Full nameAnna Petrosyan');
    expect(section('Your details')).toHaveTextContent('E-mailstudent@academy.test');
    const directions = within(section('Your directions')).getAllByRole('listitem');
    expect(directions.map((item) => item.textContent)).toEqual([
      'Front-End DevelopmentOnline',
      'Data AnalysisOffline',
    ]);
    const access = section('Access to learning');
    expect(access).toHaveTextContent('Free trial until Dec 12, 2026');
    expect(within(access).getByRole('link', { name: 'Plans and payments' })).toHaveAttribute(
      'href',
      paths.student.pricing,
    );
    const contact = section('Contact details');
    expect(await within(contact).findByText('+37491234567')).toBeVisible();
    expect(within(contact).getByText('Yerevan, Armenia')).toBeVisible();
    expect(
      within(section('Password')).getByRole('link', { name: 'Change password' }),
    ).toHaveAttribute('href', paths.student.changePassword);
  });

  it('tells the end of the trial, then the end of a plan bought during it', async () => {
    logIn(
      aStudent({
        trialEndsAt: '2026-12-12T09:00:00.000Z',
        access: { state: 'trial', endsAt: '2027-01-12T09:00:00.000Z' },
      }),
    );
    renderApp(paths.student.profile);

    const access = await screen.findByRole('region', { name: 'Access to learning' });
    expect(access).toHaveTextContent('Free trial until Dec 12, 2026');
    expect(access).toHaveTextContent('Then your plan: subscribed until Jan 12, 2027');
  });

  it('says when the access has ended and offers the plans', async () => {
    logIn(aStudent({ access: { state: 'ended', endsAt: null } }));
    renderApp(paths.student.profile);

    const access = await screen.findByRole('region', { name: 'Access to learning' });
    expect(access).toHaveTextContent('Your access has ended');
    expect(within(access).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      paths.student.pricing,
    );
  });

  it('leaves out the contact details of a student without an application', async () => {
    logIn(aStudent(), (reply) => reply(404, 'ERR_APPLICANT_NOT_EXIST'));
    const { notify } = renderApp(paths.student.profile);

    expect(await screen.findByRole('region', { name: 'Your details' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contact details' })).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the contact details could not be loaded, and tries again', async () => {
    let fail = true;
    logIn(aStudent(), (reply) => (fail ? reply(500, 'ERR_INTERNAL') : reply(200, application)));
    const { user } = renderApp(paths.student.profile);

    const contact = await screen.findByRole('region', { name: 'Contact details' });
    const alert = await within(contact).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(contact).findByText('Phone')).toBeVisible();
  });

  it('lists the signed-in devices, signs one out, and signing this one out logs out', async () => {
    let sessions = [phone, laptop];
    const ended: string[] = [];
    logIn(aStudent(), undefined, sessions);
    server.use(
      handle(sessionEndpoints.listMySessions, ({ reply }) => reply(200, { items: sessions })),
      handle(sessionEndpoints.endMySession, ({ request, reply }) => {
        const id = new URL(request.url).pathname.split('/').at(-1) ?? '';
        ended.push(id);
        sessions = sessions.filter((session) => session.id !== id);
        return reply(204);
      }),
      handle(endpoints.logout, ({ reply }) => reply(204)),
    );
    const { user, router } = renderApp(paths.student.profile);

    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    const rows = await within(devices).findAllByTestId('device');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Safari 18 · iOS 18\.1Signed in .*Last used .*Sign out$/),
      expect.stringMatching(/^Firefox 133 · Windows 10This deviceSigned in .*Sign out here$/),
    ]);
    await user.click(
      within(devices).getByRole('button', { name: 'Sign out Safari 18 · iOS 18.1' }),
    );
    await waitFor(() => expect(within(devices).getAllByTestId('device')).toHaveLength(1));
    expect(ended).toEqual([phone.id]);
    expect(tokens.getRefreshToken()).not.toBeNull();

    await user.click(
      within(devices).getByRole('button', { name: 'Sign out Firefox 133 · Windows 10' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(ended).toEqual([phone.id, laptop.id]);
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('is the menu entry "Profile"', async () => {
    logIn();
    answerStudentHome();
    renderApp(paths.student.dashboard);

    const menu = await screen.findByRole('navigation', { name: 'Student menu' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      paths.student.profile,
    );
  });

  it('makes a calendar address, shows it once, and turns the feed off after a confirmation', async () => {
    let feed = feedOff;
    const calls: string[] = [];
    const url = `https://academy.example/v1/calendar/${'a'.repeat(43)}`;
    logIn();
    server.use(
      handle(calendarFeedEndpoints.getMyCalendarFeed, ({ reply }) => reply(200, feed)),
      handle(calendarFeedEndpoints.createMyCalendarFeed, ({ reply }) => {
        calls.push('create');
        feed = { active: true, createdAt: '2026-05-02T10:00:00.000Z', lastUsedAt: null };
        return reply(201, {
          url,
          webcalUrl: url.replace('https:', 'webcal:'),
          createdAt: '2026-05-02T10:00:00.000Z',
        });
      }),
      handle(calendarFeedEndpoints.deleteMyCalendarFeed, ({ reply }) => {
        calls.push('delete');
        feed = feedOff;
        return reply(204);
      }),
    );
    const { user } = renderApp(paths.student.profile);

    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(calendar).findByText('Your calendar address is not set up.')).toBeVisible();
    await user.dblClick(within(calendar).getByRole('button', { name: 'Create calendar address' }));
    expect(await within(calendar).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      url,
    );
    expect(within(calendar).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace('https:', 'webcal:'),
    );
    expect(calls).toEqual(['create']);

    // Once put away, the address is not shown again: only that the feed is on.
    await user.click(within(calendar).getByRole('button', { name: 'Done' }));
    expect(await within(calendar).findByText(/^On since /)).toBeVisible();
    expect(within(calendar).getByText('No calendar app has read it yet.')).toBeVisible();
    expect(within(calendar).queryByRole('textbox')).toBeNull();

    await user.click(within(calendar).getByRole('button', { name: 'Turn off' }));
    expect(within(calendar).getByText(/The address stops working at once/)).toBeVisible();
    expect(calls).toEqual(['create']);
    await user.click(within(calendar).getByRole('button', { name: 'Turn off' }));
    expect(await within(calendar).findByText('Your calendar address is turned off.')).toBeVisible();
    expect(calls).toEqual(['create', 'delete']);
    expect(within(calendar).getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  });

  it('saves how each kind of notification is told, once on a double click, keeping the choice offline', async () => {
    const sent: unknown[] = [];
    let offline = true;
    logIn();
    server.use(
      handle(
        notificationEndpoints.updateMyNotificationPreferences,
        async ({ request, reply, networkError }) => {
          if (offline) return networkError();
          const body = (await request.json()) as NotificationPreferences;
          sent.push(body);
          return reply(200, body);
        },
      ),
    );
    const { user, notify } = renderApp(paths.student.profile);

    const card = await screen.findByRole('region', { name: 'Notifications' });
    const certificates = within(card).getByRole('radiogroup', { name: 'Certificate issued' });
    expect(within(certificates).getByRole('radio', { name: 'In the app' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(certificates).getByRole('radio', { name: 'E-mail at once' }));
    const payments = within(card).getByRole('radiogroup', { name: 'Payment received' });
    await user.click(within(payments).getByRole('radio', { name: 'Daily e-mail' }));

    // Offline: the failure is told, and the choice stays as it was made.
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(within(certificates).getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    expect(within(payments).getByRole('radio', { name: 'Daily e-mail' })).toBeChecked();

    offline = false;
    await user.dblClick(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Your notification settings are saved.')).toBeVisible();
    expect(sent).toHaveLength(1);
    const saved = sent[0] as NotificationPreferences;
    expect(saved.preferences).toHaveLength(7);
    expect(saved.preferences.find((row) => row.kind === 'certificate_issued')?.mode).toBe('email');
    expect(saved.preferences.find((row) => row.kind === 'payment_succeeded')?.mode).toBe('digest');
    expect(within(certificates).getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
