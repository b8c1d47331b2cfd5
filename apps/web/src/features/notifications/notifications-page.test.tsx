import { endpoints, type NotificationItem, notificationEndpoints, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { formatDueDate } from '../../shared/lib/due-date';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const FAILED: NotificationItem = {
  id: 12,
  kind: 'mini_project_reviewed',
  params: { title: 'Portfolio', verdict: 'failed', comment: 'Add tests for the form.' },
  link: paths.student.miniProject(7),
  count: 1,
  createdAt: '2026-11-21T09:30:00.000Z',
  readAt: null,
};
const PAID: NotificationItem = {
  id: 5,
  kind: 'payment_succeeded',
  params: { description: 'Online, 1 month', amount: 2900, currency: 'USD' },
  link: paths.student.pricing,
  count: 1,
  createdAt: '2026-11-20T09:30:00.000Z',
  readAt: '2026-11-20T10:00:00.000Z',
};
const reminder = (
  id: number,
  kind: NotificationItem['kind'],
  params: NotificationItem['params'],
  link: string,
): NotificationItem => ({
  id,
  kind,
  params,
  link,
  count: 1,
  createdAt: '2026-11-19T09:30:00.000Z',
  readAt: null,
});
const DUE_AT = '2026-11-20T14:00:00.000Z';
const REMINDERS: NotificationItem[] = [
  reminder(
    4,
    'due_soon',
    { title: 'Forms quiz', item: 'task', dueAt: DUE_AT },
    paths.student.task(3),
  ),
  reminder(
    3,
    'overdue',
    { title: 'Landing page', item: 'mini-project', dueAt: DUE_AT },
    paths.student.miniProject(8),
  ),
  reminder(2, 'access_ending', { access: 'trial', endsAt: DUE_AT }, paths.student.pricing),
  reminder(1, 'access_ended', { access: 'paid', endsAt: DUE_AT }, paths.student.pricing),
];

/** A signed-in student whose notifications are `items`; counts the calls that change them. */
function answer(items: NotificationItem[]) {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  const state = { items, readAll: 0, read: [] as string[] };
  const unread = () => state.items.filter((item) => item.readAt === null).length;
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
    handle(notificationEndpoints.listMyNotifications, ({ reply }) =>
      reply(200, { items: state.items, nextCursor: null }),
    ),
    handle(notificationEndpoints.getMyUnreadNotifications, ({ reply }) =>
      reply(200, { unread: unread(), position: '0-0' }),
    ),
    handle(notificationEndpoints.readAllMyNotifications, ({ reply }) => {
      state.readAll += 1;
      state.items = state.items.map((item) => ({ ...item, readAt: '2026-11-21T10:00:00.000Z' }));
      return reply(204);
    }),
    handle(notificationEndpoints.readMyNotification, ({ params, reply }) => {
      state.read.push(String(params.id));
      return reply(204);
    }),
  );
  return state;
}

describe('the notifications page', () => {
  it('lists what happened in the reader’s words, unread marked, each linking to the thing', async () => {
    answer([FAILED, PAID]);
    renderApp(paths.student.notifications);
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });

    const items = within(screen.getByRole('list')).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual(['/mini-project/7', '/pricing']);
    expect(items[0]).toHaveTextContent('Unread: Your mini project “Portfolio” needs more work');
    expect(items[0]).toHaveTextContent('Add tests for the form.');
    expect(items[1]).toHaveTextContent('Payment of $29.00 received: Online, 1 month');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('writes the reminders with their due dates in the reader’s calendar', async () => {
    answer(REMINDERS);
    renderApp(paths.student.notifications);
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });

    const items = within(screen.getByRole('list')).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual([
      '/task/3',
      '/mini-project/8',
      '/pricing',
      '/pricing',
    ]);
    const date = formatDueDate(DUE_AT, 'en');
    expect(items[0]).toHaveTextContent(`The test “Forms quiz” is due ${date}`);
    expect(items[1]).toHaveTextContent(
      `The mini project “Landing page” is overdue: it was due ${date}`,
    );
    expect(items[2]).toHaveTextContent(`Your free trial ends ${date}`);
    expect(items[2]).toHaveTextContent('Choose a plan to keep learning.');
    expect(items[3]).toHaveTextContent('Your subscription has ended');
  });

  it('marks all read once, however quickly it is clicked twice', async () => {
    const state = answer([FAILED, PAID]);
    const { user } = renderApp(paths.student.notifications);
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await user.dblClick(button);

    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    expect(state.readAll).toBe(1);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opening one marks it read', async () => {
    const state = answer([FAILED]);
    const { user } = renderApp(paths.student.notifications);
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await user.click(within(screen.getByRole('list')).getByRole('link'));
    await expect.poll(() => state.read).toEqual(['12']);
  });

  it('says when there is nothing yet', async () => {
    answer([]);
    renderApp(paths.student.notifications);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No notifications yet' }),
    ).toBeInTheDocument();
  });
});

describe('the live stream', () => {
  it('brings the bell up to date when an event arrives, without a reload', async () => {
    tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
    let sent = false;
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
      handle(notificationEndpoints.listMyNotifications, ({ reply }) =>
        reply(200, { items: sent ? [FAILED] : [], nextCursor: null }),
      ),
      handle(notificationEndpoints.getMyUnreadNotifications, ({ reply }) =>
        reply(200, { unread: sent ? 1 : 0, position: '0-0' }),
      ),
      handle(notificationEndpoints.streamMyNotifications, ({ reply }) => {
        sent = true;
        return reply(200, `id: 12\nevent: notification\ndata: ${JSON.stringify(FAILED)}\n\n`);
      }),
    );
    renderApp(paths.student.notifications);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/needs more work/)).toBeInTheDocument();
  });
});
