import {
  type AdminAnnouncement,
  type AdminDirectionSummary,
  announcementEndpoints,
  contentEndpoints,
  paths,
} from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { AnnouncementsPage } from './announcements-page';

const python: AdminDirectionSummary = {
  id: 3,
  title: 'Python',
  description: '',
  status: 'published',
  position: 0,
  image: null,
  subjectCount: 2,
};

const announcement = (overrides: Partial<AdminAnnouncement>): AdminAnnouncement => ({
  id: 1,
  audience: 'everyone',
  direction: null,
  courseType: null,
  titleEn: 'Holiday on Friday',
  titleRu: 'Выходной в пятницу',
  bodyEn: 'No lectures on **Friday**.',
  bodyRu: 'В **пятницу** лекций нет.',
  author: { id: 9, fullName: 'Anna Admin' },
  createdAt: '2030-05-01T09:00:00.000Z',
  withdrawnAt: null,
  ...overrides,
});

function answering(items: AdminAnnouncement[]) {
  server.use(
    handle(contentEndpoints.listAdminDirections, ({ reply }) => reply(200, { items: [python] })),
    handle(announcementEndpoints.listAdminAnnouncements, ({ reply }) =>
      reply(200, { items, total: items.length, page: 1, pageSize: 20 }),
    ),
  );
}

const open = () =>
  renderScreen(paths.admin.announcements, paths.admin.announcements, AnnouncementsPage);

describe('/admin/announcements', () => {
  it('lists announcements with whom they reach, their text as Markdown and their state', async () => {
    answering([
      announcement({}),
      announcement({
        id: 2,
        audience: 'direction',
        direction: { id: 3, title: 'Python' },
        titleEn: 'New lab',
        bodyEn: '<script>alert(1)</script>',
        withdrawnAt: '2030-05-02T09:00:00.000Z',
      }),
    ]);
    await open();
    const rows = await screen.findAllByTestId('announcement-row');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Holiday on Friday')).toBeVisible();
    expect(await first.findByText('Friday', { selector: 'strong' })).toBeVisible();
    expect(first.getByText(/Every student · .* · Anna Admin/)).toBeVisible();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText(/Students of Python/)).toBeVisible();
    expect(second.getByText('Withdrawn')).toBeVisible();
    expect(second.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    // The lecture renderer drops raw HTML in the text: nothing runs.
    expect(document.querySelector('script')).toBeNull();
  });

  it("posts one with contracts' rules checked first, and sends it once", async () => {
    answering([]);
    const posted: unknown[] = [];
    server.use(
      handle(announcementEndpoints.createAnnouncement, async ({ request, reply }) => {
        posted.push(await request.json());
        return reply(201, announcement({ titleEn: 'Python lab' }));
      }),
    );
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'No announcements yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('form', { name: 'New announcement' });
    await user.click(within(dialog).getByText('A direction'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(5);
    expect(posted).toEqual([]);

    await user.click(
      within(dialog).getByLabelText(/^Direction/, { selector: 'input:not([type=hidden])' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.type(within(dialog).getByLabelText(/^Title in English/), 'Python lab');
    await user.type(within(dialog).getByLabelText(/^Title in Russian/), 'Лаборатория');
    await user.type(within(dialog).getByLabelText(/^Text in English/), 'Room 4');
    await user.type(within(dialog).getByLabelText(/^Text in Russian/), 'Аудитория 4');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Posted: Python lab')).toBeVisible();
    expect(posted).toEqual([
      {
        audience: 'direction',
        directionId: 3,
        courseType: null,
        titleEn: 'Python lab',
        titleRu: 'Лаборатория',
        bodyEn: 'Room 4',
        bodyRu: 'Аудитория 4',
      },
    ]);
  });

  it('withdraws one, once however often it is clicked', async () => {
    answering([announcement({})]);
    const withdrawn: string[] = [];
    server.use(
      handle(announcementEndpoints.withdrawAnnouncement, ({ params, reply }) => {
        withdrawn.push(String(params.id));
        return reply(200, announcement({ withdrawnAt: '2030-05-03T00:00:00.000Z' }));
      }),
    );
    const { user } = await open();
    await user.dblClick(
      await screen.findByRole('button', { name: 'Withdraw “Holiday on Friday”' }),
    );
    expect(await screen.findByText('Withdrawn: Holiday on Friday')).toBeVisible();
    expect(withdrawn).toEqual(['1']);
  });

  it('shows a failed list with Try again', async () => {
    server.use(
      handle(contentEndpoints.listAdminDirections, ({ reply }) => reply(200, { items: [] })),
      handle(announcementEndpoints.listAdminAnnouncements, ({ reply }) =>
        reply(500, 'ERR_INTERNAL'),
      ),
    );
    await open();
    expect(
      await screen.findByRole('heading', { name: 'The announcements could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
