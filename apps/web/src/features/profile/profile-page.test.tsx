import type { ApplicantMeResponse } from '@academy/contracts';
import { endpoints, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen, within } from '@testing-library/react';
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

function logIn(
  student = aStudent(),
  answerApplication: Answer<typeof endpoints.getMyApplication> = (reply) => reply(200, application),
) {
  tokens.save(aTokenPair(), true);
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, student)),
    handle(endpoints.getMyApplication, ({ reply }) => answerApplication(reply)),
  );
}

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
});
