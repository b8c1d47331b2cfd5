import {
  type AvailableResponse,
  type ExamSlot,
  type ExamSlotBookingsResponse,
  examScheduleEndpoints,
  paths,
  registrationEndpoints,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { ExamSchedulePage } from './exam-schedule-page';

vi.setConfig({ testTimeout: 60_000 });

/** "Now": Wednesday 2 December 2026, noon in Yerevan; the sitting is the next morning's. */
const now = new Date('2026-12-02T08:00:00.000Z');
const THURSDAY_11 = '2026-12-03T07:00:00.000Z';
const FRIDAY_11 = '2026-12-04T07:00:00.000Z';
const FRIDAY_15 = '2026-12-04T11:00:00.000Z';

const sitting = (changes: Partial<ExamSlot> = {}): ExamSlot => ({
  id: 7,
  startsAt: THURSDAY_11,
  date: '2026-12-03',
  time: '11:00',
  capacity: 5,
  booked: 2,
  freeSeats: 3,
  onSchedule: true,
  cancelledAt: null,
  cancelReason: null,
  ...changes,
});

const bookings = (slot: ExamSlot): ExamSlotBookingsResponse => ({
  timeZone: 'Asia/Yerevan',
  slot,
  bookings: [],
});

/** The free sittings: Thursday's is this one; Friday's 15:00 has one seat for two bookings. */
const available: AvailableResponse = {
  '12/03/2026': [{ dateTime: THURSDAY_11, time: '11:00', freeSeats: 3 }],
  '12/04/2026': [
    { dateTime: FRIDAY_11, time: '11:00', freeSeats: 8 },
    { dateTime: FRIDAY_15, time: '15:00', freeSeats: 1 },
  ],
};

let calendarReads = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  calendarReads = 0;
  server.use(
    handle(examScheduleEndpoints.getExamSchedule, ({ reply }) =>
      reply(200, { timeZone: 'Asia/Yerevan', days: [] }),
    ),
    handle(examScheduleEndpoints.listExamSlots, ({ reply }) =>
      reply(200, {
        timeZone: 'Asia/Yerevan',
        from: '2026-12-02',
        to: '2026-12-15',
        slots: [sitting()],
      }),
    ),
    handle(registrationEndpoints.listWeekDays, ({ reply }) =>
      reply(200, {
        timeZone: 'Asia/Yerevan',
        days: [
          { id: 1, weekday: 4, times: ['11:00'], capacity: 5 },
          { id: 2, weekday: 5, times: ['11:00', '15:00'], capacity: 10 },
        ],
      }),
    ),
    handle(registrationEndpoints.listAvailableExamSlots, ({ reply }) => {
      calendarReads += 1;
      return reply(200, available);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** The sittings' view with sitting 7's drawer open, its bookings answered by `answer`. */
async function openDrawer(answer: () => ExamSlotBookingsResponse) {
  server.use(
    handle(examScheduleEndpoints.listExamSlotBookings, ({ params, reply }) =>
      Number(params.id) === 7
        ? reply(200, answer())
        : reply(200, bookings(sitting({ id: Number(params.id), startsAt: FRIDAY_11 }))),
    ),
  );
  const rendered = await renderScreen(
    `${paths.admin.examSchedule}?view=sittings&slot=7`,
    paths.admin.examSchedule,
    ExamSchedulePage,
  );
  const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  return { ...rendered, drawer };
}

describe('cancelling a sitting from its drawer', () => {
  it('asks for the reason, sends it once however often pressed, and shows the sitting cancelled', async () => {
    let current = sitting();
    const sent: unknown[] = [];
    server.use(
      handle(examScheduleEndpoints.cancelExamSitting, async ({ request, params, reply }) => {
        sent.push({ id: params.id, body: await request.json() });
        await delay(150);
        current = sitting({
          cancelledAt: '2026-12-02T08:00:00.000Z',
          cancelReason: 'The examiner is ill',
          booked: 0,
        });
        return reply(200, bookings(current));
      }),
    );
    const { user, drawer } = await openDrawer(() => bookings(current));

    await user.click(await within(drawer).findByRole('button', { name: 'Cancel sitting…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel the sitting of/ });
    expect(within(dialog).getByText(/^Applicants booked here: 2\./)).toBeVisible();

    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sitting' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The examiner is ill');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel the sitting' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Cancel the sitting of/ })).toBeNull(),
    );
    expect(sent).toEqual([{ id: '7', body: { reason: 'The examiner is ill' } }]);
    expect(await within(drawer).findByText(/Reason: The examiner is ill/)).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Cancel sitting…' })).toBeNull();
  });

  it('keeps the sitting and sends nothing on "Keep it"', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(examScheduleEndpoints.cancelExamSitting, ({ reply }) => {
        sent.push('cancel');
        return reply(200, bookings(sitting()));
      }),
    );
    const { user, drawer } = await openDrawer(() => bookings(sitting()));
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel sitting…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel the sitting of/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Typed, then kept');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Cancel the sitting of/ })).toBeNull(),
    );
    expect(sent).toEqual([]);
    expect(within(drawer).getByRole('button', { name: 'Cancel sitting…' })).toBeVisible();
  });
});

describe('moving a sitting from its drawer', () => {
  it('offers only times with seats for every booking, says when the time filled meanwhile, and opens the new sitting', async () => {
    const sent: unknown[] = [];
    let full = true;
    server.use(
      handle(examScheduleEndpoints.moveExamSitting, async ({ request, reply }) => {
        sent.push(await request.json());
        if (full) {
          full = false;
          return reply(409, 'ERR_EXAM_SITTING_TARGET_FULL');
        }
        return reply(200, bookings(sitting({ id: 9, startsAt: FRIDAY_11, booked: 2 })));
      }),
    );
    const { user, drawer, router } = await openDrawer(() => bookings(sitting()));

    await user.click(await within(drawer).findByRole('button', { name: 'Move sitting…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Move the sitting of/ });

    // This sitting's own time cannot be chosen.
    await user.click(
      await within(dialog).findByRole(
        'button',
        { name: 'Thursday, December 3, 2026, free seats' },
        { timeout: 20_000 },
      ),
    );
    expect(within(dialog).getByRole('button', { name: /11:00 AM\s*This sitting/ })).toBeDisabled();

    await user.click(
      within(dialog).getByRole('button', { name: 'Friday, December 4, 2026, free seats' }),
    );
    expect(within(dialog).getByRole('button', { name: /3:00 PM\s*Too few seats/ })).toBeDisabled();

    // A reason and a time are both asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move the sitting' }));
    expect(await within(dialog).findByText('Choose the new time.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /11:00 AM/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The room is taken');
    const readsBefore = calendarReads;
    await user.click(within(dialog).getByRole('button', { name: 'Move the sitting' }));

    // Another booking took the seats meanwhile: said on the dialog, and the calendar read again.
    expect(
      await within(dialog).findByText(
        'The sitting at that time has too few free seats now: choose another.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(calendarReads).toBeGreaterThan(readsBefore));

    await user.click(within(dialog).getByRole('button', { name: 'Move the sitting' }));
    await waitFor(() => expect(router.state.location.search).toContain('slot=9'));
    expect(screen.queryByRole('dialog', { name: /^Move the sitting of/ })).toBeNull();
    expect(sent).toEqual([
      { startsAt: FRIDAY_11, reason: 'The room is taken' },
      { startsAt: FRIDAY_11, reason: 'The room is taken' },
    ]);
  });
});
