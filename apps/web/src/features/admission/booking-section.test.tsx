import {
  type AvailableResponse,
  admissionEndpoints,
  paths,
  registrationEndpoints,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { anAdminApplicant, answerApplicant, signInAdmin } from './applicants-test-server';

vi.setConfig({ testTimeout: 60_000 });

/*
 * Staff booking one applicant's sitting from their page (ARCHITECTURE.md, "Exam schedule"):
 * a booking still to come changes time, an applicant without one is booked or mailed a link.
 */

/** "Now": Wednesday 2 December 2026, noon in Yerevan; Gohar's sitting is the next morning's. */
const now = new Date('2026-12-02T08:00:00.000Z');
const THURSDAY_11 = '2026-12-03T07:00:00.000Z';
const FRIDAY_11 = '2026-12-04T07:00:00.000Z';
const booked = (startsAt: string) => ({ slotId: 3, startsAt, timeZone: 'Asia/Yerevan' });

const available: AvailableResponse = {
  '12/03/2026': [{ dateTime: THURSDAY_11, time: '11:00', freeSeats: 3 }],
  '12/04/2026': [{ dateTime: FRIDAY_11, time: '11:00', freeSeats: 8 }],
};

// The staff area's chunks compile once, before the first test's clock starts.
beforeAll(async () => {
  signInAdmin();
  answerApplicant(anAdminApplicant());
  const view = renderApp(paths.admin.applicant(7));
  await screen.findByRole('heading', { level: 1, name: 'Gohar Zakaryan' }, { timeout: 60_000 });
  view.unmount();
}, 90_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  signInAdmin();
  server.use(
    handle(registrationEndpoints.listWeekDays, ({ reply }) =>
      reply(200, {
        timeZone: 'Asia/Yerevan',
        days: [
          { id: 1, weekday: 4, times: ['11:00'], capacity: 5 },
          { id: 2, weekday: 5, times: ['11:00'], capacity: 10 },
        ],
      }),
    ),
    handle(registrationEndpoints.listAvailableExamSlots, ({ reply }) => reply(200, available)),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe("an applicant's exam booking", () => {
  it('changes to another time once however often pressed, saying when the time was taken meanwhile', async () => {
    let applicant = anAdminApplicant({ booking: booked(THURSDAY_11) });
    const sent: unknown[] = [];
    server.use(
      handle(admissionEndpoints.getApplicant, ({ reply }) => reply(200, applicant)),
      handle(admissionEndpoints.bookApplicantExam, async ({ request, reply }) => {
        sent.push(await request.json());
        await delay(150);
        if (sent.length === 1) return reply(409, 'ERR_TEST_UNAVAILABLE_DATE');
        applicant = anAdminApplicant({ booking: booked(FRIDAY_11) });
        return reply(200, applicant);
      }),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    const section = await screen.findByRole('region', { name: 'Entrance exam' });
    expect(
      within(section).queryByRole('button', { name: 'Send a link to choose a time' }),
    ).toBeNull();

    await user.click(await within(section).findByRole('button', { name: 'Change time…' }));
    const dialog = await screen.findByRole('dialog', { name: "Change Gohar Zakaryan's exam time" });
    expect(
      within(dialog).getByText(/^Booked now: Thursday, December 3, 2026, 11:00 AM\./),
    ).toBeVisible();

    // The time booked now cannot be chosen again.
    await user.click(
      await within(dialog).findByRole(
        'button',
        { name: 'Thursday, December 3, 2026, free seats' },
        { timeout: 20_000 },
      ),
    );
    expect(within(dialog).getByRole('button', { name: /11:00 AM\s*Booked now/ })).toBeDisabled();

    await user.click(
      within(dialog).getByRole('button', { name: 'Friday, December 4, 2026, free seats' }),
    );
    await user.click(within(dialog).getByRole('button', { name: /11:00 AM/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by phone');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Change the time' }));
    expect(
      await within(dialog).findByText(
        'That time cannot be booked now (it filled or closed): choose another.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Change the time' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: "Change Gohar Zakaryan's exam time" }),
      ).toBeNull(),
    );
    expect(sent).toEqual([
      { startsAt: FRIDAY_11, reason: 'Asked by phone' },
      { startsAt: FRIDAY_11, reason: 'Asked by phone' },
    ]);
    expect(await within(section).findByText(/^Friday, December 4, 2026, 11:00 AM/)).toBeVisible();
    expect(
      within(section).getByText(/^Booked\. The time was mailed to gohar@example\.com \(/),
    ).toBeVisible();
  });

  it('books an applicant whose sitting was cancelled, or mails them a link to choose', async () => {
    const sent: string[] = [];
    answerApplicant(
      anAdminApplicant({
        booking: null,
        cancelledSitting: { startsAt: THURSDAY_11, reason: 'The examiner is ill' },
      }),
    );
    server.use(
      handle(admissionEndpoints.sendApplicantBookingLink, ({ reply }) => {
        sent.push('link');
        return reply(200, { accepted: true, retryAfterSeconds: 60 });
      }),
    );
    const { user } = renderApp(paths.admin.applicant(7));
    const section = await screen.findByRole('region', { name: 'Entrance exam' });
    expect(await within(section).findByText('Reason: The examiner is ill')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Send a link to choose a time' }));
    expect(
      await within(section).findByText(
        /^The link to choose a time was sent to gohar@example\.com \(/,
      ),
    ).toBeVisible();
    expect(sent).toEqual(['link']);

    await user.click(within(section).getByRole('button', { name: 'Book a sitting…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Book an exam sitting for Gohar Zakaryan',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no change once the sitting started or the applicant was decided', async () => {
    answerApplicant(anAdminApplicant({ booking: booked('2026-12-01T07:00:00.000Z') }));
    const first = renderApp(paths.admin.applicant(7));
    const started = await screen.findByRole('region', { name: 'Entrance exam' });
    expect(await within(started).findByText(/^Tuesday, December 1, 2026/)).toBeVisible();
    expect(within(started).queryByRole('button')).toBeNull();
    first.unmount();

    answerApplicant(
      anAdminApplicant({
        status: 'rejected',
        booking: null,
        decision: {
          admittedAt: null,
          rejectedAt: '2026-11-30T10:00:00.000Z',
          rejectionReason: 'Incomplete application',
          decidedBy: { id: 1, fullName: 'Ada Admin' },
        },
      }),
    );
    renderApp(paths.admin.applicant(7));
    const decided = await screen.findByRole('region', { name: 'Entrance exam' });
    expect(await within(decided).findByText('No exam sitting is booked.')).toBeVisible();
    expect(within(decided).queryByRole('button')).toBeNull();
  });
});
