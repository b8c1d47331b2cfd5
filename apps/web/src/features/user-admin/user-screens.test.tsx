import {
  type AdminUser,
  admissionEndpoints,
  certificateEndpoints,
  endpoints,
  paths,
  paymentLedgerEndpoints,
  type Session,
  type StaffInvitation,
  userAdminEndpoints,
} from '@academy/contracts';
import { aStudent } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { answerStaffPlans } from '../../test/staff-plans';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';

const trial: AdminUser = {
  id: 5,
  fullName: 'Tia Trial',
  email: 'trial@academy.test',
  phone: null,
  role: 'student',
  language: 'en',
  isBlacklisted: false,
  temporaryPasswordPending: false,
  temporaryPasswordExpiresAt: null,
  emailVerifiedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastLoginAt: '2026-05-02T10:00:00.000Z',
  deactivatedAt: null,
  invitationPending: false,
  blacklisting: null,
  enrolments: [
    {
      directionId: 1,
      directionTitle: 'Front-End',
      courseType: 'online',
      enrolledAt: '2026-05-01T10:00:00.000Z',
    },
  ],
  // A running trial and a paid year queued after it: the access runs to the paid year's end.
  access: {
    state: 'trial',
    endsAt: '2027-05-08T10:00:00.000Z',
    periods: [
      {
        id: 8,
        kind: 'paid',
        state: 'upcoming',
        plan: {
          id: 'online-12',
          name: 'Online year',
          names: { en: 'Online year', ru: 'Онлайн на год' },
          courseType: 'online',
          periodMonths: 12,
          price: { amount: 24900, currency: 'USD' },
        },
        startsAt: '2026-05-08T10:00:00.000Z',
        endsAt: '2027-05-08T10:00:00.000Z',
        unlocks: [{ id: 1, title: 'Front-End' }],
      },
      {
        id: 7,
        kind: 'trial',
        state: 'active',
        plan: null,
        startsAt: '2026-05-01T10:00:00.000Z',
        endsAt: '2026-05-08T10:00:00.000Z',
        unlocks: [{ id: 1, title: 'Front-End' }],
      },
    ],
  },
  certificates: [],
  progress: [
    {
      directionId: 1,
      directionTitle: 'Front-End',
      subjects: [
        {
          id: 2,
          title: 'HTML & CSS',
          totalLectureCount: 4,
          completedLectureCount: 2,
          totalTaskCount: 1,
          completedTaskCount: 0,
          totalMiniProjectCount: 1,
          completedMiniProjectCount: 0,
          progress: 33,
        },
      ],
    },
  ],
};

describe('the users list', () => {
  beforeEach(() => {
    server.use(
      handle(userAdminEndpoints.listStaffInvitations, ({ reply }) => reply(200, { items: [] })),
    );
  });

  it('searches and filters through the URL', async () => {
    const queries: string[] = [];
    server.use(
      handle(userAdminEndpoints.listAdminUsers, ({ request, reply }) => {
        queries.push(new URL(request.url).search);
        return reply(200, {
          items: [
            {
              id: 5,
              fullName: 'Tia Trial',
              email: 'trial@academy.test',
              phone: '+37491123456',
              role: 'student',
              isBlacklisted: true,
              isDeactivated: false,
              createdAt: trial.createdAt,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }),
    );
    const { user, router } = await renderScreen(paths.admin.users, paths.admin.users, UsersPage);
    expect(await screen.findByRole('link', { name: 'Tia Trial' })).toHaveAttribute(
      'href',
      paths.admin.user(5),
    );
    expect(within(screen.getByTestId('user-row')).getByText('Blocked')).toBeVisible();
    expect(within(screen.getByTestId('user-row')).getByText('+37491123456')).toBeVisible();
    // Live: the search goes once typing pauses, no Enter needed.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'trial');
    await waitFor(() => expect(router.state.location.search).toBe('?search=trial'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&search=trial'));
  });

  it('mails reset links to the ticked users and names the one the minute held back', async () => {
    const row = (id: number, fullName: string) => ({
      id,
      fullName,
      email: `${id}@academy.test`,
      phone: null,
      role: 'student' as const,
      isBlacklisted: false,
      isDeactivated: false,
      createdAt: trial.createdAt,
    });
    let sent: unknown;
    server.use(
      handle(userAdminEndpoints.listAdminUsers, ({ reply }) =>
        reply(200, {
          items: [row(5, 'Tia Trial'), row(6, 'Pavel Paid')],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
      ),
      handle(userAdminEndpoints.sendUsersResetLinks, async ({ request, reply }) => {
        sent = await request.json();
        return reply(200, {
          done: 1,
          failed: 1,
          results: [
            { id: 5, code: null },
            { id: 6, code: 'ERR_LINK_RECENTLY_SENT' },
          ],
        });
      }),
    );
    const { user } = await renderScreen(paths.admin.users, paths.admin.users, UsersPage);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Tia Trial' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pavel Paid' }));
    expect(screen.getByText('Selected: 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send reset links' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(sent).toEqual({ ids: [5, 6] });
    expect(within(summary).getByText('Done for 1 of 2')).toBeVisible();
    expect(
      within(summary).getByText(
        'Pavel Paid: A link went to this address less than a minute ago: try again in a minute',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Selected: 2')).toBeNull();
  });

  it('says a page past the end is past it, and links to the last page', async () => {
    server.use(
      handle(userAdminEndpoints.listAdminUsers, ({ reply }) =>
        reply(200, { items: [], total: 43, page: 999, pageSize: 20 }),
      ),
    );
    await renderScreen(`${paths.admin.users}?role=student&page=999`, paths.admin.users, UsersPage);
    expect(await screen.findByRole('heading', { name: 'There is no page 999' })).toBeVisible();
    expect(screen.getByText('Pages in this list: 3.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the last page (3)' })).toHaveAttribute(
      'href',
      `${paths.admin.users}?role=student&page=3`,
    );
  });
});

describe('a user', () => {
  beforeEach(() => {
    answerStaffPlans();
    server.use(
      handle(userAdminEndpoints.listUserSessions, ({ reply }) => reply(200, { items: [] })),
    );
  });

  it('shows the progress, blocks with a reason, shows it, and Undo restores', async () => {
    let current = trial;
    const calls: string[] = [];
    const reasons: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, current)),
      handle(paymentLedgerEndpoints.listAdminUserPayments, ({ reply }) =>
        reply(200, { items: [] }),
      ),
      handle(userAdminEndpoints.blacklistUser, async ({ request, reply }) => {
        calls.push('blacklist');
        const { reason } = (await request.json()) as { reason: string };
        reasons.push(reason);
        current = {
          ...current,
          isBlacklisted: true,
          blacklisting: { reason, at: '2026-05-03T09:30:00.000Z', byName: 'Ada Admin' },
        };
        return reply(200, current);
      }),
      handle(userAdminEndpoints.restoreUser, ({ reply }) => {
        calls.push('restore');
        current = { ...current, isBlacklisted: false, blacklisting: null };
        return reply(200, current);
      }),
    );
    const { user } = await renderScreen(paths.admin.user(5), paths.admin.user(':id'), UserPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tia Trial' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'HTML & CSS' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    // The trial's own end, never the trial beside the paid year's end; then every period.
    expect(screen.getByText('Free trial until May 8, 2026')).toBeVisible();
    expect(screen.getByText('Then a paid plan: subscription until May 8, 2027')).toBeVisible();
    const periods = within(screen.getByRole('list', { name: 'Access periods' }));
    expect(periods.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Paid plan: Online year.*Upcoming.*From May 8, 2026 until May 8, 2027$/,
      ),
      expect.stringMatching(/^Free trial.*Running.*From May 1, 2026 until May 8, 2026$/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this account?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    // No reason, no blocking.
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Shared the account');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText('Tia Trial is blocked and logged out everywhere.'),
    ).toBeVisible();
    expect(calls).toEqual(['blacklist']);
    expect(reasons).toEqual(['Shared the account']);
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeVisible();
    expect(screen.getByText('Shared the account')).toBeVisible();
    expect(screen.getByText(/Ada Admin/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls).toEqual(['blacklist', 'restore']));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeVisible();
  });

  it("lists the student's payments and grants access once, with a reason", async () => {
    const grants: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, trial)),
      handle(paymentLedgerEndpoints.listAdminUserPayments, ({ reply }) =>
        reply(200, {
          items: [
            {
              id: 41,
              student: { id: 5, fullName: 'Tia Trial', email: 'trial@academy.test' },
              purpose: 'subscription',
              description: 'Online · monthly',
              planId: 'online-1',
              taskId: null,
              price: { amount: 2900, currency: 'USD' },
              promotion: null,
              refunded: 2900,
              provider: 'sandbox',
              status: 'refunded',
              createdAt: '2026-05-01T10:00:00.000Z',
              paidAt: '2026-05-01T10:00:01.000Z',
            },
          ],
        }),
      ),
      handle(paymentLedgerEndpoints.grantAccess, async ({ request, reply }) => {
        grants.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        return reply(201, {
          id: 99,
          kind: 'grant',
          state: 'upcoming',
          plan: null,
          startsAt: '2027-05-08T10:00:00.000Z',
          endsAt: '2027-05-18T10:00:00.000Z',
          unlocks: [],
        });
      }),
    );
    const { user } = await renderScreen(paths.admin.user(5), paths.admin.user(':id'), UserPage);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByRole('link', { name: /No\. 41/ })).toHaveAttribute(
      'href',
      paths.admin.payment(41),
    );
    // Named by the staff's name of the plan, not the description stored with the payment.
    expect(
      await within(payments).findByRole('link', { name: 'No. 41 · Monthly online pass' }),
    ).toBeVisible();
    expect(within(payments).getByText('Refunded')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Grant access…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access without payment' });
    const length = within(dialog).getByLabelText(/Length/);
    // One month by default; a 0 typed after the 1 makes ten.
    await user.type(length, '0');
    await user.click(within(dialog).getByLabelText(/Unit/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Days' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Scholarship');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText(/^Access granted:/)).toBeVisible();
    expect(grants).toEqual([{ length: 10, unit: 'days', reason: 'Scholarship' }]);
  });

  it('enrols in another direction, changes a format and ends an enrolment, each with a reason', async () => {
    let current = trial;
    const calls: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, current)),
      handle(paymentLedgerEndpoints.listAdminUserPayments, ({ reply }) =>
        reply(200, { items: [] }),
      ),
      handle(admissionEndpoints.listAdmissionDirections, ({ reply }) =>
        reply(200, {
          items: [
            { id: 1, title: 'Front-End', status: 'published' },
            { id: 3, title: 'Back-End', status: 'published' },
          ],
        }),
      ),
      handle(userAdminEndpoints.enrolStudent, async ({ request, reply }) => {
        calls.push(['enrol', await request.json()]);
        current = {
          ...current,
          enrolments: [
            ...current.enrolments,
            {
              directionId: 3,
              directionTitle: 'Back-End',
              courseType: 'offline',
              enrolledAt: '2026-05-03T10:00:00.000Z',
            },
          ],
        };
        return reply(200, current);
      }),
      handle(userAdminEndpoints.changeEnrolment, async ({ request, reply }) => {
        calls.push(['change', new URL(request.url).pathname, await request.json()]);
        return reply(409, { message: 'ERR_ENROLMENT_FORMAT_UNCHANGED' });
      }),
      handle(userAdminEndpoints.endEnrolment, async ({ request, reply }) => {
        calls.push(['end', new URL(request.url).pathname, await request.json()]);
        current = { ...current, enrolments: current.enrolments.slice(1) };
        return reply(200, current);
      }),
    );
    const { user } = await renderScreen(paths.admin.user(5), paths.admin.user(':id'), UserPage);
    const section = await screen.findByRole('region', { name: 'Enrolments' });
    expect(within(section).getByText('Front-End')).toBeVisible();
    expect(within(section).getByText('Online')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Enrol in a direction…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Enrol in a direction' });
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    // Nothing is sent without a direction and a reason.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Direction/, { selector: 'input' }));
    // The direction the student is already in is not offered.
    expect(screen.queryByRole('option', { name: 'Front-End' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Back-End' }));
    await user.click(within(dialog).getByLabelText(/Course format/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Second direction');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(section).findByText('Enrolled in Back-End.')).toBeVisible();
    expect(calls).toEqual([
      ['enrol', { directionId: 3, courseType: 'offline', reason: 'Second direction' }],
    ]);
    expect(await within(section).findByText('Back-End')).toBeVisible();

    // A refused change keeps the dialog open; the client has told why.
    await user.click(
      within(section).getByRole('button', { name: 'Change the format of Front-End' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Change the course format' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Moved');
    await user.click(within(dialog).getByRole('button', { name: 'Change format' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual([
        'change',
        '/v1/admin/users/5/enrolments/1',
        { courseType: 'offline', reason: 'Moved' },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Change the course format' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(section).getByRole('button', { name: 'End the enrolment in Front-End' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'End the enrolment' });
    expect(within(dialog).getByText(/Their work and certificates stay/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Left the group');
    await user.click(within(dialog).getByRole('button', { name: 'End enrolment' }));
    expect(await within(section).findByText('The enrolment in Front-End ended.')).toBeVisible();
    expect(calls.at(-1)).toEqual([
      'end',
      '/v1/admin/users/5/enrolments/1/end',
      { reason: 'Left the group' },
    ]);
    await waitFor(() => expect(within(section).queryByText('Front-End')).toBeNull());
  });

  it('changes a staff role only once confirmed, saying what the role may do', async () => {
    let current: AdminUser = {
      ...trial,
      id: 6,
      fullName: 'Max Mentor',
      role: 'mentor',
      access: null,
      enrolments: [],
      progress: [],
    };
    const roles: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, current)),
      handle(userAdminEndpoints.changeUserRole, async ({ request, reply }) => {
        const { role } = (await request.json()) as { role: 'admin' | 'mentor' };
        roles.push(role);
        current = { ...current, role };
        return reply(200, current);
      }),
    );
    const { user } = await renderScreen(paths.admin.user(6), paths.admin.user(':id'), UserPage);
    const select = await screen.findByLabelText(/Staff role/, { selector: 'input' });

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make Max Mentor Admin?' });
    expect(within(dialog).getByText(/users and their roles/)).toBeVisible();
    expect(within(dialog).getByText(/logged out on every device/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(roles).toEqual([]);
    expect(select).toHaveValue('Mentor');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    dialog = await screen.findByRole('dialog', { name: 'Make Max Mentor Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('The role is now Admin.')).toBeVisible();
    expect(roles).toEqual(['admin']);
  });

  it("offers to revoke the direction's certificate with its subject's, in one call", async () => {
    const issued = {
      directionId: 1,
      directionTitle: 'Front-End',
      issuedAt: '2026-05-04T10:00:00.000Z',
      revokedAt: null,
      revocationReason: null,
    };
    const certified: AdminUser = {
      ...trial,
      certificates: [
        {
          ...issued,
          id: '00000000-0000-4000-8000-000000000002',
          kind: 'direction',
          title: 'Front-End',
          verificationCode: 'BBBB-BBBB-BBBB',
        },
        {
          ...issued,
          id: '00000000-0000-4000-8000-000000000001',
          kind: 'subject',
          title: 'HTML & CSS',
          verificationCode: 'AAAA-AAAA-AAAA',
        },
      ],
    };
    const bodies: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, certified)),
      handle(paymentLedgerEndpoints.listAdminUserPayments, ({ reply }) =>
        reply(200, { items: [] }),
      ),
      handle(certificateEndpoints.revokeCertificate, async ({ request, reply }) => {
        bodies.push(await request.json());
        return reply(200, {
          verificationCode: 'AAAA-AAAA-AAAA',
          status: 'revoked',
          holderName: 'Tia Trial',
          kind: 'subject',
          title: 'HTML & CSS',
          directionTitle: 'Front-End',
          issuedAt: issued.issuedAt,
          revokedAt: '2026-05-05T10:00:00.000Z',
          issuer: { name: 'Academy', url: 'http://academy.test' },
          credential: { signatureValid: true, revokedInStatusList: true, url: 'http://x.test' },
        });
      }),
    );
    const { user } = await renderScreen(paths.admin.user(5), paths.admin.user(':id'), UserPage);
    await screen.findByRole('heading', { level: 1, name: 'Tia Trial' });
    const revokeButtons = screen.getAllByRole('button', { name: 'Revoke' });
    // The subject's certificate is listed second (newest first: the direction's came with it).
    await user.click(revokeButtons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "HTML & CSS"?' });
    // Every dialog's close button is named (the theme's default, shared/ui/theme.ts).
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
    const also = within(dialog).getByRole('checkbox', {
      name: 'Also revoke the direction\'s certificate "Front-End"',
    });
    expect(also).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Exam fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Exam fraud', alsoDirection: true }]));
  });

  it('says "not found" for an unknown user', async () => {
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(404, 'ERR_USER_NOT_EXISTS')),
    );
    await renderScreen(paths.admin.user(9), paths.admin.user(':id'), UserPage);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible();
  });
});

const pending: StaffInvitation = {
  id: 12,
  fullName: 'Pia Pending',
  email: 'pia@academy.test',
  role: 'admin',
  language: 'ru',
  invitedAt: '2026-05-01T10:00:00.000Z',
  invitedByName: 'Ada Admin',
  expiresAt: '2099-05-08T10:00:00.000Z',
};

describe('invitations', () => {
  it('invites with the form, says a taken address on its field, resends and revokes', async () => {
    let invitations = [pending];
    const sent: unknown[] = [];
    const calls: string[] = [];
    server.use(
      handle(userAdminEndpoints.listAdminUsers, ({ reply }) =>
        reply(200, { items: [], total: 0, page: 1, pageSize: 20 }),
      ),
      handle(userAdminEndpoints.listStaffInvitations, ({ reply }) =>
        reply(200, { items: invitations }),
      ),
      handle(userAdminEndpoints.inviteStaff, async ({ request, reply }) => {
        const body = (await request.json()) as { email: string; fullName: string };
        sent.push(body);
        if (body.email === 'taken@academy.test') return reply(409, 'ERR_INVITATION_EMAIL_TAKEN');
        const invitation: StaffInvitation = {
          ...pending,
          id: 13,
          fullName: body.fullName,
          email: body.email,
          role: 'mentor',
          language: 'en',
        };
        invitations = [invitation, ...invitations];
        return reply(201, invitation);
      }),
      handle(userAdminEndpoints.resendStaffInvitation, ({ reply }) => {
        calls.push('resend');
        return reply(200, pending);
      }),
      handle(userAdminEndpoints.revokeStaffInvitation, ({ reply }) => {
        calls.push('revoke');
        invitations = invitations.filter((invitation) => invitation.id !== pending.id);
        return reply(204);
      }),
    );
    const { user, notify } = await renderScreen(paths.admin.users, paths.admin.users, UsersPage);
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const row = await within(section).findByTestId('invitation');
    expect(row).toHaveTextContent('Pia Pending');
    expect(row).toHaveTextContent('Admin');
    expect(row).toHaveTextContent('pia@academy.test');

    await user.click(within(section).getByRole('button', { name: 'Invite a mentor or admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a mentor or admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Full name/), 'Mira Mentor');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'taken@academy.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(dialog).findByText(
        'An account with this e-mail already exists: find it in the users list instead',
      ),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/E-mail/));
    await user.type(within(dialog).getByLabelText(/E-mail/), 'mira@academy.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('An invitation was mailed to mira@academy.test.')).toBeVisible();
    expect(sent.at(-1)).toEqual({
      fullName: 'Mira Mentor',
      email: 'mira@academy.test',
      role: 'mentor',
      language: 'en',
    });
    await waitFor(() => expect(within(section).getAllByTestId('invitation')).toHaveLength(2));

    await user.click(
      within(section).getByRole('button', { name: 'Send the invitation to Pia Pending again' }),
    );
    expect(
      await screen.findByText('A new invitation link was mailed to pia@academy.test.'),
    ).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'Revoke the invitation of Pia Pending' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(section).getAllByTestId('invitation')).toHaveLength(1));
    expect(calls).toEqual(['resend', 'revoke']);
  });
});

describe("a staff member's account", () => {
  const mentor: AdminUser = {
    ...trial,
    id: 7,
    fullName: 'Max Mentor',
    role: 'mentor',
    access: null,
    enrolments: [],
    progress: [],
  };
  const device: Session = {
    id: '6f1c1f0e-3333-4333-8333-333333333333',
    browser: 'Chrome 131',
    os: 'macOS',
    device: 'desktop',
    startedAt: '2026-05-01T10:00:00.000Z',
    lastUsedAt: '2026-05-02T10:00:00.000Z',
    current: false,
  };

  it('is deactivated after a confirmation, reactivated with Undo, and its devices signed out', async () => {
    let current = mentor;
    let sessions = [device];
    const calls: string[] = [];
    answerStaffPlans();
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(userAdminEndpoints.getAdminUser, ({ reply }) => reply(200, current)),
      handle(userAdminEndpoints.listUserSessions, ({ reply }) => reply(200, { items: sessions })),
      handle(userAdminEndpoints.endUserSession, ({ reply }) => {
        calls.push('end');
        sessions = [];
        return reply(204);
      }),
      handle(userAdminEndpoints.deactivateUser, ({ reply }) => {
        calls.push('deactivate');
        current = { ...current, deactivatedAt: '2026-05-03T09:30:00.000Z' };
        sessions = [];
        return reply(200, current);
      }),
      handle(userAdminEndpoints.reactivateUser, ({ reply }) => {
        calls.push('reactivate');
        current = { ...current, deactivatedAt: null };
        return reply(200, current);
      }),
    );
    const { user } = await renderScreen(paths.admin.user(7), paths.admin.user(':id'), UserPage);
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(await within(devices).findByText('Chrome 131 · macOS')).toBeVisible();
    await user.click(within(devices).getByRole('button', { name: 'Sign out Chrome 131 · macOS' }));
    expect(await within(devices).findByText('No device is signed in.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this staff account?' });
    expect(calls).toEqual(['end']);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Max Mentor is deactivated and signed out everywhere.'),
    ).toBeVisible();
    expect(await screen.findByText('Deactivated')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls).toEqual(['end', 'deactivate', 'reactivate']));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeVisible();
  });
});
