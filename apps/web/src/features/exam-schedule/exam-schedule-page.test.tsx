import {
  admissionEndpoints,
  type ExamScheduleRequest,
  type ExamScheduleResponse,
  type ExamSlotsResponse,
  examScheduleEndpoints,
  paths,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { ExamSchedulePage } from './exam-schedule-page';

const schedule = (mondayBooked = 2): ExamScheduleResponse => ({
  timeZone: 'Asia/Yerevan',
  days: [
    {
      weekday: 1,
      times: [
        { time: '11:00', capacity: 5, booked: mondayBooked },
        { time: '15:00', capacity: 5, booked: 0 },
      ],
    },
    { weekday: 6, times: [{ time: '12:00', capacity: 5, booked: 0 }] },
  ],
});

const slots: ExamSlotsResponse = {
  timeZone: 'Asia/Yerevan',
  from: '2026-11-21',
  to: '2026-12-04',
  slots: [
    {
      id: 7,
      startsAt: '2026-11-23T07:00:00.000Z',
      date: '2026-11-23',
      time: '11:00',
      capacity: 5,
      booked: 2,
      freeSeats: 3,
      onSchedule: true,
      cancelledAt: null,
      cancelReason: null,
    },
    {
      id: null,
      startsAt: '2026-11-23T11:00:00.000Z',
      date: '2026-11-23',
      time: '15:00',
      capacity: 5,
      booked: 0,
      freeSeats: 5,
      onSchedule: true,
      cancelledAt: null,
      cancelReason: null,
    },
  ],
};

const page = (search = '') =>
  renderScreen(`${paths.admin.examSchedule}${search}`, paths.admin.examSchedule, ExamSchedulePage);

function answerSchedule(answer: () => ExamScheduleResponse = () => schedule()) {
  server.use(handle(examScheduleEndpoints.getExamSchedule, ({ reply }) => reply(200, answer())));
}

async function monday() {
  return screen.findByRole('group', { name: 'Monday' });
}

describe('the weekly schedule editor', () => {
  it('shows each day’s times with their seats, and keeps booked times', async () => {
    answerSchedule();
    await page();
    const day = await monday();
    expect(
      within(day)
        .getAllByLabelText('Start time')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['11:00', '15:00']);
    expect(within(day).getByText('Booked ahead: 2')).toBeVisible();
    expect(within(day).getByRole('switch', { name: 'Monday' })).toBeDisabled();
    expect(
      within(day).getByRole('button', {
        name: 'Booked in a coming sitting: this time cannot be removed, and its seats cannot go below 2.',
      }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Tuesday' })).queryByLabelText('Start time'),
    ).toBeNull();
  });

  it('refuses seats below the bookings before asking the server', async () => {
    answerSchedule();
    const { user } = await page();
    const day = await monday();
    const seats = within(day).getAllByLabelText('Seats')[0] as HTMLInputElement;
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await within(day).findByText(
        '2 seats are already booked in a coming sitting at this time: enter at least 2.',
      ),
    ).toBeVisible();
  });

  it('keeps -3 seats as typed and says the rule, sending nothing', async () => {
    answerSchedule();
    let saves = 0;
    server.use(
      handle(examScheduleEndpoints.updateExamSchedule, ({ reply }) => {
        saves += 1;
        return reply(400, 'ERR_VALIDATION');
      }),
    );
    const { user } = await page();
    await monday();
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('switch', { name: 'Tuesday' }));
    const seats = within(tuesday).getByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '-3');
    await user.tab();
    expect(seats).toHaveValue('-3');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await within(tuesday).findByText('Enter a whole number from 1 to 1000.')).toBeVisible();
    expect(seats).toHaveValue('-3');
    expect(saves).toBe(0);
  });

  it('saves a day switched on with a new time', async () => {
    answerSchedule();
    let sent: ExamScheduleRequest | null = null;
    server.use(
      handle(examScheduleEndpoints.updateExamSchedule, async ({ request, reply }) => {
        sent = (await request.json()) as ExamScheduleRequest;
        return reply(200, {
          timeZone: sent.timeZone,
          days: sent.days.map((day) => ({
            weekday: day.weekday,
            times: day.times.map((time) => ({ ...time, booked: 0 })),
          })),
        });
      }),
    );
    const { user } = await page();
    await monday();
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('switch', { name: 'Tuesday' }));
    const seats = within(tuesday).getByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '3');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('The schedule is saved.')).toBeVisible();
    expect(sent).toEqual({
      timeZone: 'Asia/Yerevan',
      days: [
        {
          weekday: 1,
          times: [
            { time: '11:00', capacity: 5 },
            { time: '15:00', capacity: 5 },
          ],
        },
        { weekday: 2, times: [{ time: '10:00', capacity: 3 }] },
        { weekday: 6, times: [{ time: '12:00', capacity: 5 }] },
      ],
    });
  });

  it('says the server’s refusal on the form and marks the seats that fall short', async () => {
    let reads = 0;
    // The page read one booking; by the time it saves, a second one came in.
    answerSchedule(() => schedule(++reads === 1 ? 1 : 2));
    server.use(
      handle(examScheduleEndpoints.updateExamSchedule, ({ reply }) =>
        reply(409, {
          message: 'ERR_EXAM_CAPACITY_BELOW_BOOKINGS',
          errors: [{ field: 'days.0.times.0.capacity', message: '2 seats are booked' }],
        }),
      ),
    );
    const { user, notify } = await page();
    const day = await monday();
    const seats = within(day).getAllByLabelText('Seats')[0] as HTMLInputElement;
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('The schedule was not saved')).toBeVisible();
    expect(
      await screen.findByText(
        'A capacity cannot be lower than the seats already booked in a coming sitting at that time',
      ),
    ).toBeVisible();
    expect(
      await within(day).findByText(
        '2 seats are already booked in a coming sitting at this time: enter at least 2.',
      ),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers to try again when the schedule cannot be read', async () => {
    let fail = true;
    server.use(
      handle(examScheduleEndpoints.getExamSchedule, ({ reply }) =>
        fail ? reply(500, 'ERR_INTERNAL') : reply(200, schedule()),
      ),
    );
    const { user } = await page();
    expect(await screen.findByText('The exam schedule could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await monday()).toBeVisible();
  });
});

describe('the sittings', () => {
  it('lists the sittings by date with their bookings, and opens who booked', async () => {
    answerSchedule();
    server.use(
      handle(examScheduleEndpoints.listExamSlots, ({ reply }) => reply(200, slots)),
      handle(examScheduleEndpoints.listExamSlotBookings, ({ reply }) =>
        reply(200, {
          timeZone: 'Asia/Yerevan',
          slot: slots.slots[0] as ExamSlotsResponse['slots'][number],
          bookings: [
            {
              applicantId: 31,
              fullName: 'Lilit Grigoryan',
              email: 'lilit@example.com',
              phone: '+37491123456',
              courseType: 'offline',
              emailVerified: true,
              status: 'pending',
              bookedAt: '2026-11-20T09:00:00.000Z',
              attended: null,
            },
          ],
        }),
      ),
    );
    const { user, router } = await page('?view=sittings');

    expect(await screen.findByRole('heading', { name: 'Monday, November 23, 2026' })).toBeVisible();
    expect(screen.getByText('0 of 5 booked')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: '11:00 AM: 2 of 5 booked. Show the bookings' }),
    );

    await waitFor(() => expect(router.state.location.search).toContain('slot=7'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Lilit Grigoryan' })).toHaveAttribute(
      'href',
      paths.admin.applicant(31),
    );
    expect(within(drawer).getByText('Offline')).toBeVisible();
    expect(within(drawer).getByText('E-mail verified')).toBeVisible();
  });

  it('records who came to a sitting that has started', async () => {
    answerSchedule();
    let attended: boolean | null = null;
    const sent: unknown[] = [];
    const answer = () => ({
      timeZone: 'Asia/Yerevan',
      // A sitting of the past: attendance may be recorded.
      slot: {
        ...(slots.slots[0] as ExamSlotsResponse['slots'][number]),
        startsAt: '2020-01-06T07:00:00.000Z',
      },
      bookings: [
        {
          applicantId: 31,
          fullName: 'Lilit Grigoryan',
          email: 'lilit@example.com',
          phone: null,
          courseType: 'online' as const,
          emailVerified: true,
          status: 'pending' as const,
          bookedAt: '2019-12-20T09:00:00.000Z',
          attended,
        },
      ],
    });
    server.use(
      handle(examScheduleEndpoints.listExamSlots, ({ reply }) => reply(200, slots)),
      handle(examScheduleEndpoints.listExamSlotBookings, ({ reply }) => reply(200, answer())),
      handle(examScheduleEndpoints.recordExamAttendance, async ({ request, reply }) => {
        const body = (await request.json()) as { attended: boolean };
        sent.push([new URL(request.url).pathname, body]);
        attended = body.attended;
        return reply(200, answer());
      }),
    );
    const { user } = await page('?view=sittings&slot=7');
    const drawer = await screen.findByRole('dialog');
    const group = await within(drawer).findByRole('group', {
      name: 'Attendance of Lilit Grigoryan',
    });
    const came = within(group).getByRole('button', { name: 'Came' });
    expect(came).toHaveAttribute('aria-pressed', 'false');
    await user.click(came);
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Came' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(sent).toEqual([['/v1/admin/exam-slots/7/bookings/31/attendance', { attended: true }]]);
  });

  it("records a sitting's results at once and says whose were not recorded", async () => {
    answerSchedule();
    const sent: unknown[] = [];
    const booking = (applicantId: number, fullName: string) => ({
      applicantId,
      fullName,
      email: `${applicantId}@example.com`,
      phone: null,
      courseType: 'online' as const,
      emailVerified: true,
      status: 'pending' as const,
      bookedAt: '2019-12-20T09:00:00.000Z',
      attended: true,
    });
    server.use(
      handle(examScheduleEndpoints.listExamSlots, ({ reply }) => reply(200, slots)),
      handle(examScheduleEndpoints.listExamSlotBookings, ({ reply }) =>
        reply(200, {
          timeZone: 'Asia/Yerevan',
          slot: {
            ...(slots.slots[0] as ExamSlotsResponse['slots'][number]),
            startsAt: '2020-01-06T07:00:00.000Z',
          },
          bookings: [booking(31, 'Lilit Grigoryan'), booking(32, 'Aram Sahakyan')],
        }),
      ),
      handle(admissionEndpoints.recordSittingExamResults, async ({ request, reply }) => {
        sent.push(await request.json());
        return reply(200, {
          done: 1,
          failed: 1,
          results: [
            { id: 31, code: null },
            { id: 32, code: 'ERR_APPLICANT_NOT_PENDING' },
          ],
        });
      }),
    );
    const { user } = await page('?view=sittings&slot=7');
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Record the results…' }));
    const dialog = await screen.findByRole('dialog', { name: "The sitting's exam results" });
    for (const [name, score, result] of [
      ['Lilit Grigoryan', '80', 'Passed'],
      ['Aram Sahakyan', '40', 'Not passed'],
    ] as const) {
      const row = within(within(dialog).getByRole('group', { name }));
      await user.type(row.getByLabelText('Score'), score);
      await user.click(row.getByLabelText('Result', { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: result }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Record the results' }));
    expect(await within(dialog).findByText('Results recorded: 1.')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Aram Sahakyan: not recorded. This applicant has already been admitted or rejected',
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        results: [
          { applicantId: 31, score: 80, passed: true },
          { applicantId: 32, score: 40, passed: false },
        ],
      },
    ]);
  });

  it('says so when the sitting in the URL has no bookings', async () => {
    answerSchedule();
    server.use(
      handle(examScheduleEndpoints.listExamSlots, ({ reply }) => reply(200, slots)),
      handle(examScheduleEndpoints.listExamSlotBookings, ({ reply }) =>
        reply(404, 'ERR_NOT_FOUND'),
      ),
    );
    await page('?view=sittings&slot=999');
    expect(await screen.findByText('This sitting has no bookings')).toBeVisible();
  });

  it('says when the two weeks have no sittings', async () => {
    answerSchedule();
    server.use(
      handle(examScheduleEndpoints.listExamSlots, ({ reply }) =>
        reply(200, { ...slots, slots: [] }),
      ),
    );
    await page('?view=sittings&from=2026-12-05');
    expect(await screen.findByText('No sittings in these two weeks')).toBeVisible();
  });
});
