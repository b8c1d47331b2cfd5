import type { ApplicantMeResponse } from '@academy/contracts';
import { endpoints, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './profile-page';

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

/** A signed-in student whose PATCH students is answered by `answer`; the bodies sent. */
function logIn(answer: 'save' | 'phoneTaken' = 'save') {
  tokens.save(aTokenPair(), true);
  const sent: unknown[] = [];
  let current = { ...application };
  server.use(
    handle(endpoints.getMe, ({ reply }) =>
      reply(200, aStudent({ fullName: current.fullName, email: application.email })),
    ),
    handle(endpoints.getMyApplication, ({ reply }) => reply(200, current)),
    handle(endpoints.listMySessions, ({ reply }) => reply(200, { items: [] })),
    handle(endpoints.getMyCalendarFeed, ({ reply }) =>
      reply(200, { active: false, createdAt: null, lastUsedAt: null }),
    ),
    handle(endpoints.updateMyProfile, async ({ request, reply }) => {
      const body = (await request.json()) as { fullName: string; phone: string };
      sent.push(body);
      if (answer === 'phoneTaken') return reply(409, 'ERR_PHONE_ALREADY_EXIST');
      current = { ...current, fullName: body.fullName, phone: body.phone.replaceAll(' ', '') };
      return reply(200, { fullName: current.fullName, phone: current.phone });
    }),
  );
  return sent;
}

const details = () => screen.getByRole('region', { name: 'Your details' });

describe('editing the profile', () => {
  it('saves the name and phone, and shows them', async () => {
    const sent = logIn();
    const { user } = renderApp(paths.student.profile);

    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.click(within(details()).getByRole('button', { name: 'Edit' }));
    const name = within(details()).getByRole('textbox', { name: /Full name/ });
    const phone = within(details()).getByRole('textbox', { name: /Phone/ });
    expect(name).toHaveValue('Anna Petrosyan');
    expect(phone).toHaveValue('+37491234567');
    await user.clear(name);
    await user.type(name, 'Anna Hakobyan');
    await user.clear(phone);
    await user.type(phone, '+374 91 765432');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(await within(details()).findByText('Your details have been saved.')).toBeVisible();
    expect(sent).toEqual([{ fullName: 'Anna Hakobyan', phone: '+374 91 765432' }]);
    expect(details()).toHaveTextContent('Full nameAnna Hakobyan');
    expect(
      await within(screen.getByRole('region', { name: 'Contact details' })).findByText(
        '+37491765432',
      ),
    ).toBeVisible();
  });

  it('shows the contracts’ messages under the fields and sends nothing', async () => {
    const sent = logIn();
    const { user } = renderApp(paths.student.profile);

    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.click(within(details()).getByRole('button', { name: 'Edit' }));
    await user.clear(within(details()).getByRole('textbox', { name: /Full name/ }));
    const phone = within(details()).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(await within(details()).findByText('This field is required')).toBeVisible();
    expect(within(details()).getByText('Enter your valid Phone Number!')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says under the phone when another account has it', async () => {
    logIn('phoneTaken');
    const { user } = renderApp(paths.student.profile);

    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.click(within(details()).getByRole('button', { name: 'Edit' }));
    const phone = within(details()).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '+37491000000');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));

    expect(await within(details()).findByText('This phone number already exists')).toBeVisible();
    expect(phone).toHaveFocus();
  });
});
