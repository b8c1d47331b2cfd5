import {
  type AvailableResponse,
  type ExamRebooking,
  examScheduleEndpoints,
  paths,
  registrationEndpoints,
} from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

/** "Now": Wednesday 2 December 2026, noon in Yerevan. */
const now = new Date('2026-12-02T08:00:00.000Z');
const FRIDAY_15 = '2026-12-04T11:00:00.000Z';

const available: AvailableResponse = {
  '12/04/2026': [
    { dateTime: '2026-12-04T07:00:00.000Z', time: '11:00', freeSeats: 8 },
    { dateTime: FRIDAY_15, time: '15:00', freeSeats: 1 },
  ],
};

const cancelledPage: ExamRebooking = {
  fullName: 'Anna Petrosyan',
  timeZone: 'Asia/Yerevan',
  cancelled: { startsAt: '2026-12-03T07:00:00.000Z', reason: 'The examiner is ill' },
  booking: null,
};

const bookedPage: ExamRebooking = {
  ...cancelledPage,
  cancelled: null,
  booking: { startsAt: FRIDAY_15, courseType: 'online' },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  server.use(
    handle(registrationEndpoints.listWeekDays, ({ reply }) =>
      reply(200, {
        timeZone: 'Asia/Yerevan',
        days: [
          { id: 1, weekday: 4, times: ['11:00'], capacity: 10 },
          { id: 2, weekday: 5, times: ['11:00', '15:00'], capacity: 10 },
        ],
      }),
    ),
    handle(registrationEndpoints.listAvailableExamSlots, ({ reply }) => reply(200, available)),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** Answers the link's page, recording the bearer each read carried. */
function linkPage(answer: Answer<typeof examScheduleEndpoints.getExamRebooking>) {
  const bearers: (string | null)[] = [];
  server.use(
    handle(examScheduleEndpoints.getExamRebooking, ({ request, reply }) => {
      bearers.push(request.headers.get('Authorization'));
      return answer(reply);
    }),
  );
  return bearers;
}

const open = (query = '?token=link-token') => renderApp(`${paths.examBooking}${query}`);

async function chooseFriday(user: ReturnType<typeof open>['user']) {
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Friday, December 4, 2026, free seats' },
      { timeout: 20_000 },
    ),
  );
  await user.click(screen.getByRole('button', { name: /3:00 PM/ }));
}

describe('the page of the link to choose another exam time', () => {
  it('says why the sitting was cancelled, books the time chosen once, and shows it', async () => {
    const bearers = linkPage((reply) => reply(200, cancelledPage));
    const sent: unknown[] = [];
    server.use(
      handle(examScheduleEndpoints.bookExamWithLink, async ({ request, reply }) => {
        sent.push({ auth: request.headers.get('Authorization'), body: await request.json() });
        await delay(200);
        return reply(200, bookedPage);
      }),
    );
    const { user, router } = open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Choose a new exam time' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Reason: The examiner is ill')).toBeVisible();
    expect(
      screen.getByText('The entrance exam of Thursday, December 3, 2026, 11:00 AM was cancelled.'),
    ).toBeVisible();

    await chooseFriday(user);
    // The choice waits in the address, so a reload keeps it.
    expect(router.state.location.search).toContain(`time=${encodeURIComponent(FRIDAY_15)}`);
    const book = screen.getByRole('button', { name: 'Book this time' });
    await user.dblClick(book);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your exam is booked' }),
    ).toBeVisible();
    expect(screen.getByText('Friday, December 4, 2026')).toBeVisible();
    expect(screen.getByText('3:00 PM (Asia/Yerevan, GMT+4)')).toBeVisible();
    expect(sent).toEqual([{ auth: 'Bearer link-token', body: { testDateTime: FRIDAY_15 } }]);
    expect(bearers).toEqual(['Bearer link-token']);
  });

  it('asks for a time before booking, and says when the time was taken meanwhile', async () => {
    linkPage((reply) => reply(200, cancelledPage));
    server.use(
      handle(examScheduleEndpoints.bookExamWithLink, ({ reply }) =>
        reply(409, 'ERR_TEST_UNAVAILABLE_DATE'),
      ),
    );
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Book this time' }, { timeout: 20_000 }),
    );
    expect(await screen.findByText('Choose a time for your exam.')).toHaveAttribute(
      'role',
      'alert',
    );

    await chooseFriday(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText('This time is no longer free: please choose another.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new exam time' })).toBeVisible();
  });

  it('shows the booking again when the used link is opened again', async () => {
    linkPage((reply) => reply(200, bookedPage));
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your exam is booked' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
  });

  it.each([
    ['ERR_TOKEN_EXPIRED', 'This link has expired'],
    ['ERR_TOKEN_USED', 'This link has already been used'],
    ['ERR_TOKEN_INVALID', 'This link does not work'],
  ] as const)('says so when the link answers %s', async (code, title) => {
    linkPage((reply) => reply(400, code));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('says no booking is needed once the application was decided', async () => {
    linkPage((reply) => reply(409, 'ERR_APPLICANT_NOT_PENDING'));
    open();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'No exam booking is needed' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
  });

  it('asks nothing without a token, and says the link does not work', async () => {
    const bearers = linkPage((reply) => reply(200, cancelledPage));
    open('');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link does not work' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(bearers).toEqual([]));
  });
});
