import { admissionEndpoints, paths } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import {
  anAdminApplicant,
  answerApplicant,
  answerDirections,
  signInAdmin,
} from './applicants-test-server';

const PASSED = {
  score: 82,
  passed: true,
  comment: null,
  recordedAt: '2026-11-23T12:00:00.000Z',
  recordedBy: { id: 1, fullName: 'Ada Admin' },
};

// The staff area's chunks compile once, before the first test's clock starts (the first
// render of a lazy area is slow on a busy machine).
beforeAll(async () => {
  signInAdmin();
  answerApplicant(anAdminApplicant());
  const view = renderApp(paths.admin.applicant(7));
  await screen.findByRole('heading', { level: 1, name: 'Gohar Zakaryan' }, { timeout: 60_000 });
  view.unmount();
}, 90_000);

describe('an applicant', () => {
  it('cannot be admitted before the exam is passed, and says why', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant({ emailVerified: false }));
    renderApp(paths.admin.applicant(7));

    expect(await screen.findByRole('heading', { level: 1, name: 'Gohar Zakaryan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Admit' })).toBeDisabled();
    expect(
      screen.getByText('Only an applicant who passed the entrance exam can be admitted'),
    ).toBeVisible();
    expect(
      screen.getByText('Only an applicant who confirmed their e-mail address can be admitted'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByText('Yerevan State University')).toBeVisible();
  });

  it('resends the verification mail to an unconfirmed applicant, and says when the minute holds it', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant({ emailVerified: false }));
    const answers = [
      { accepted: false, retryAfterSeconds: 1 },
      { accepted: true, retryAfterSeconds: 60 },
    ];
    let calls = 0;
    server.use(
      handle(admissionEndpoints.resendApplicantVerification, ({ reply }) =>
        reply(200, answers[calls++] ?? { accepted: false, retryAfterSeconds: 60 }),
      ),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    const resend = await screen.findByRole('button', { name: 'Resend verification' });

    await user.click(resend);
    expect(
      await screen.findByText(
        'Not sent: a link went to this address less than a minute ago. Try again when the minute is over.',
      ),
    ).toBeVisible();
    expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 5_000 });

    await user.click(resend);
    expect(
      await screen.findByText(/^The confirmation link was sent to gohar@example\.com \(/),
    ).toBeVisible();
    expect(resend).toBeDisabled();
    expect(screen.getByText(/^You can ask for another link in\s(1:00|0:5\d)$/)).toBeVisible();
    expect(calls).toBe(2);
  }, 30_000);

  it('offers no resend once the address is confirmed', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant({ emailVerified: true }));
    renderApp(paths.admin.applicant(7));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gohar Zakaryan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend verification' })).toBeNull();
  });

  it('records the exam result', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant());
    const bodies: unknown[] = [];
    server.use(
      handle(admissionEndpoints.recordExamResult, async ({ request, reply }) => {
        bodies.push(await request.json());
        return reply(200, anAdminApplicant({ exam: PASSED }));
      }),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    const score = await screen.findByRole('textbox', { name: 'Score (0–100)' });

    await user.type(score, '101');
    await user.click(screen.getByRole('button', { name: 'Save the result' }));
    expect(await screen.findByText('Enter a whole number from 0 to 100.')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.clear(score);
    await user.type(score, '82');
    await user.click(screen.getByRole('checkbox', { name: 'Passed the exam' }));
    await user.click(screen.getByRole('button', { name: 'Save the result' }));
    expect(await screen.findByText('The exam result is saved.')).toBeVisible();
    expect(bodies).toEqual([{ score: 82, passed: true, comment: null }]);
    expect(screen.getByText('82 / 100 · Passed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Admit' })).toBeEnabled();
  });

  it('is admitted into a chosen direction, and the page says the mail was sent', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant({ exam: PASSED }));
    answerDirections();
    const bodies: unknown[] = [];
    server.use(
      handle(admissionEndpoints.admitApplicant, async ({ request, reply }) => {
        bodies.push(await request.json());
        return reply(200, {
          applicant: anAdminApplicant({
            exam: PASSED,
            status: 'admitted',
            decision: {
              admittedAt: '2026-11-24T09:00:00.000Z',
              rejectedAt: null,
              rejectionReason: null,
              decidedBy: { id: 1, fullName: 'Ada Admin' },
            },
            enrolments: [
              {
                directionId: 1,
                title: 'Front-End Development',
                courseType: 'offline',
                enrolledAt: '2026-11-24T09:00:00.000Z',
              },
            ],
          }),
          mailedTo: 'gohar@example.com',
        });
      }),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    await user.click(await screen.findByRole('button', { name: 'Admit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admit Gohar Zakaryan' });

    await user.click(within(dialog).getByRole('button', { name: 'Admit and send the e-mail' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();

    await user.click(
      within(dialog).getByLabelText(/^Direction(\s*\*)?$/, {
        selector: 'input:not([type=hidden])',
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'Front-End Development' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Offline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Admit and send the e-mail' }));

    expect(
      await screen.findByText(
        'Gohar Zakaryan is admitted. The e-mail with the temporary password and the sign-in link was sent to gohar@example.com.',
      ),
    ).toBeVisible();
    expect(bodies).toEqual([{ directionId: 1, courseType: 'offline' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Admit' })).not.toBeInTheDocument();
    expect(screen.getByText('Enrolled in: Front-End Development · Offline')).toBeVisible();
  });

  it('is rejected with a reason, which is required', async () => {
    signInAdmin();
    answerApplicant(anAdminApplicant());
    const bodies: unknown[] = [];
    server.use(
      handle(admissionEndpoints.rejectApplicant, async ({ request, reply }) => {
        bodies.push(await request.json());
        return reply(200, {
          applicant: anAdminApplicant({
            status: 'rejected',
            booking: null,
            decision: {
              admittedAt: null,
              rejectedAt: '2026-11-24T09:00:00.000Z',
              rejectionReason: 'Not this time.',
              decidedBy: { id: 1, fullName: 'Ada Admin' },
            },
          }),
          mailedTo: 'gohar@example.com',
        });
      }),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Gohar Zakaryan' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send the e-mail' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason given/ }),
      'Not this time.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send the e-mail' }));
    expect(
      await screen.findByText(
        'Gohar Zakaryan is rejected. The e-mail with the reason was sent to gohar@example.com.',
      ),
    ).toBeVisible();
    expect(bodies).toEqual([{ reason: 'Not this time.' }]);
    expect(screen.getByText('Not this time.')).toBeVisible();
  });

  it('says when the applicant does not exist', async () => {
    signInAdmin();
    server.use(
      handle(admissionEndpoints.getApplicant, ({ reply }) => reply(404, 'ERR_APPLICANT_NOT_EXIST')),
    );
    renderApp(paths.admin.applicant(99));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This applicant does not exist' }),
    ).toBeVisible();
  });
});
