import {
  type AdminSubject,
  contentEndpoints,
  type DeletionImpact,
  paths,
} from '@academy/contracts';
import { aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { ContentPage } from './content-page';
import { DirectionPage } from './direction-page';
import { SubjectPage } from './subject-page';

const subject: AdminSubject = {
  id: 7,
  title: 'Statistics',
  description: '',
  status: 'draft',
  position: 0,
  direction: { id: 3, title: 'Data Science', status: 'published' },
  chapters: [
    {
      id: 21,
      subjectId: 7,
      title: 'Basics',
      status: 'published',
      position: 0,
      items: [
        { id: 101, kind: 'lecture', title: 'Means', status: 'published', position: 0 },
        { id: 201, kind: 'task', title: 'Means quiz', status: 'draft', position: 1 },
      ],
    },
    { id: 22, subjectId: 7, title: 'Advanced', status: 'draft', position: 1, items: [] },
  ],
};

const noImpact: DeletionImpact = {
  subjects: 0,
  chapters: 0,
  lectures: 0,
  tasks: 0,
  miniProjects: 0,
  enrolments: 0,
  studentsWithProgress: 0,
  lectureCompletions: 0,
  testAttempts: 0,
  miniProjectSubmissions: 0,
  certificates: 0,
  needsConfirmation: false,
};

beforeEach(() => {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
});

describe('the subject screen', () => {
  it('shows the chapters with their items, each linking to its editor, and the breadcrumbs', async () => {
    server.use(handle(contentEndpoints.getAdminSubject, ({ reply }) => reply(200, subject)));
    await renderScreen('/admin/content/subjects/7', '/admin/content/subjects/:id', SubjectPage);

    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Data Science' })).toHaveAttribute(
      'href',
      paths.admin.contentDirection(3),
    );
    expect(screen.getByRole('link', { name: 'Means quiz' })).toHaveAttribute(
      'href',
      paths.admin.contentTask(201),
    );
    expect(screen.getByText('No lectures, tests or mini projects yet')).toBeVisible();
  });

  it('publishes a chapter from its menu, and Undo puts its status back', async () => {
    const statuses: unknown[] = [];
    server.use(
      handle(contentEndpoints.getAdminSubject, ({ reply }) => reply(200, subject)),
      handle(contentEndpoints.setChapterStatus, async ({ request, reply }) => {
        const body = (await request.json()) as { status: 'draft' | 'published' };
        statuses.push(body.status);
        const [, advanced] = subject.chapters;
        if (!advanced) throw new Error('No chapter');
        return reply(200, { ...advanced, ...body });
      }),
    );
    const { user } = await renderScreen(
      '/admin/content/subjects/7',
      '/admin/content/subjects/:id',
      SubjectPage,
    );

    await user.click(await screen.findByRole('button', { name: 'Actions for “Advanced”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(notice).toHaveTextContent('“Advanced” published'));
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(statuses).toEqual(['published', 'draft']));
  });

  it('reorders items with the keyboard buttons, and Undo sends the order back', async () => {
    const orders: unknown[] = [];
    server.use(
      handle(contentEndpoints.getAdminSubject, ({ reply }) => reply(200, subject)),
      handle(contentEndpoints.reorderChapterItems, async ({ request, reply }) => {
        orders.push(await request.json());
        return reply(200, { items: subject.chapters });
      }),
    );
    const { user } = await renderScreen(
      '/admin/content/subjects/7',
      '/admin/content/subjects/:id',
      SubjectPage,
    );

    await user.click(await screen.findByRole('button', { name: 'Move “Means” down' }));
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(notice).toHaveTextContent('Order changed'));
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders).toEqual([
      {
        items: [
          { kind: 'task', id: 201 },
          { kind: 'lecture', id: 101 },
        ],
      },
      {
        items: [
          { kind: 'lecture', id: 101 },
          { kind: 'task', id: 201 },
        ],
      },
    ]);
  });

  it('deletes a chapter students worked in only once the admin ticked that their work goes', async () => {
    const deletions: string[] = [];
    server.use(
      handle(contentEndpoints.getAdminSubject, ({ reply }) => reply(200, subject)),
      handle(contentEndpoints.getChapterDeletionImpact, ({ reply }) =>
        reply(200, {
          ...noImpact,
          lectures: 1,
          tasks: 1,
          studentsWithProgress: 4,
          lectureCompletions: 3,
          needsConfirmation: true,
        }),
      ),
      handle(contentEndpoints.deleteChapter, ({ request, reply }) => {
        deletions.push(new URL(request.url).search);
        return reply(204);
      }),
    );
    const { user } = await renderScreen(
      '/admin/content/subjects/7',
      '/admin/content/subjects/:id',
      SubjectPage,
    );

    await user.click(await screen.findByRole('button', { name: 'Actions for “Basics”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Basics”?' });
    expect(await within(dialog).findByText('Students with work in it: 4')).toBeVisible();
    expect(within(dialog).getByText('Completed lectures: 3')).toBeVisible();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(remove);
    await waitFor(() => expect(deletions).toEqual(['?confirm=true']));
  });
});

describe('the direction and content screens', () => {
  it('offers no deletion of a direction with certificates, only the advice to unpublish', async () => {
    server.use(
      handle(contentEndpoints.getAdminDirection, ({ reply }) =>
        reply(200, {
          id: 3,
          title: 'Data Science',
          description: '',
          status: 'published',
          position: 0,
          image: null,
          subjectCount: 0,
          subjects: [],
        }),
      ),
      handle(contentEndpoints.getDirectionDeletionImpact, ({ reply }) =>
        reply(200, { ...noImpact, certificates: 2, needsConfirmation: true }),
      ),
    );
    const { user } = await renderScreen(
      '/admin/content/directions/3',
      '/admin/content/directions/:id',
      DirectionPage,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Unpublish it instead/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says a direction that does not exist is not found', async () => {
    server.use(
      handle(contentEndpoints.getAdminDirection, ({ reply }) => reply(404, 'ERR_NOT_FOUND')),
    );
    await renderScreen(
      '/admin/content/directions/9',
      '/admin/content/directions/:id',
      DirectionPage,
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  it('invites to create the first direction when there is none', async () => {
    server.use(
      handle(contentEndpoints.listAdminDirections, ({ reply }) => reply(200, { items: [] })),
    );
    await renderScreen('/admin/content', '/admin/content', ContentPage);
    expect(await screen.findByRole('heading', { name: 'No directions yet' })).toBeVisible();
  });
});
