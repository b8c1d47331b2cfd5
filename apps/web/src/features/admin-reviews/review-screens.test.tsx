import {
  type MiniProjectReview,
  paths,
  type ReviewQueueItem,
  reviewEndpoints,
} from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { MiniProjectReviewPage } from './mini-project-review-page';
import { ReviewQueuePage } from './review-queue-page';

const day = 24 * 60 * 60 * 1000;
const student = { id: 7, fullName: 'Ann Student', email: 'ann@example.test' };

const item = (overrides: Partial<ReviewQueueItem>): ReviewQueueItem => ({
  kind: 'mini-project',
  id: 1,
  itemId: 3,
  title: 'Portfolio page',
  subjectTitle: 'HTML',
  student,
  attempt: 1,
  submittedAt: new Date(Date.now() - 5 * day).toISOString(),
  late: false,
  ...overrides,
});

const review = (overrides: Partial<MiniProjectReview> = {}): MiniProjectReview => {
  const submission = {
    id: 11,
    githubLink: 'https://github.com/ann/portfolio',
    submittedAt: new Date(Date.now() - day).toISOString(),
    late: false,
    reviewStatus: 'not_checked_yet' as const,
    reviewComment: null,
    reviewerName: null,
    reviewedAt: null,
    studentAnswers: [
      { id: 1, question: { id: 1, text: 'What did you build?' }, answerText: 'A page', file: null },
    ],
  };
  return {
    kind: 'mini-project',
    id: 11,
    miniProject: { id: 3, title: 'Portfolio page', description: 'Build it' },
    subjectTitle: 'HTML',
    student,
    githubLink: submission.githubLink,
    submittedAt: submission.submittedAt,
    late: false,
    reviewStatus: 'not_checked_yet',
    reviewComment: null,
    reviewerName: null,
    reviewedAt: null,
    studentAnswers: submission.studentAnswers,
    history: [
      submission,
      {
        ...submission,
        id: 10,
        reviewStatus: 'failed',
        reviewComment: 'Add a contact form.',
        reviewerName: 'Mia Mentor',
        reviewedAt: submission.submittedAt,
      },
    ],
    ...overrides,
  };
};

describe('the review queue', () => {
  it('lists the waiting work with how long it has waited, and filters through the URL', async () => {
    const queries: string[] = [];
    server.use(
      handle(reviewEndpoints.reviewQueue, ({ request, reply }) => {
        queries.push(new URL(request.url).search);
        return reply(200, {
          items: [
            item({}),
            item({
              kind: 'task',
              id: 2,
              title: 'CSS quiz',
              attempt: 2,
              submittedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
            }),
          ],
          total: 2,
        });
      }),
    );
    const { user, router } = await renderScreen(
      paths.admin.reviews,
      paths.admin.reviews,
      ReviewQueuePage,
    );

    expect(await screen.findByRole('link', { name: 'Portfolio page' })).toHaveAttribute(
      'href',
      paths.admin.reviewMiniProject(1),
    );
    expect(screen.getByText('Waiting 5 days: overdue')).toBeVisible();
    expect(screen.getByText('Waiting 2 hours')).toBeVisible();
    expect(screen.getByText('HTML · Ann Student · attempt 2')).toBeVisible();

    await user.click(
      screen.getByLabelText('Kind of work', { selector: 'input:not([type=hidden])' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Test' }));
    await user.type(screen.getByRole('searchbox', { name: 'Student' }), 'ann');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=task&search=ann'));
    await waitFor(() => expect(queries.at(-1)).toBe('?kind=task&search=ann'));
  });

  it('says when nothing waits, and offers "Try again" after a failure', async () => {
    server.use(
      handle(reviewEndpoints.reviewQueue, ({ reply }) => reply(500, 'ERR_INTERNAL' as never)),
    );
    const { user } = await renderScreen(paths.admin.reviews, paths.admin.reviews, ReviewQueuePage);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(
      handle(reviewEndpoints.reviewQueue, ({ reply }) => reply(200, { items: [], total: 0 })),
    );
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeVisible();
  });
});

describe('a mini-project review', () => {
  it('shows the link, the answers and the history; failing needs a comment, then the queue opens', async () => {
    let decided: unknown = null;
    server.use(
      handle(reviewEndpoints.miniProjectReview, ({ reply }) => reply(200, review())),
      handle(reviewEndpoints.decideMiniProjectReview, async ({ request, reply }) => {
        decided = await request.json();
        return reply(200, review({ reviewStatus: 'failed', reviewComment: 'Needs tests.' }));
      }),
      handle(reviewEndpoints.reviewQueue, ({ reply }) => reply(200, { items: [], total: 0 })),
    );
    const path = paths.admin.reviewMiniProject(11);
    const { user, router } = await renderScreen(
      path,
      paths.admin.reviewMiniProject(':id'),
      MiniProjectReviewPage,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio page' })).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: 'https://github.com/ann/portfolio' })[0],
    ).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('A page')[0]).toBeVisible();
    expect(screen.getByText('Mia Mentor: Add a contact form.')).toBeVisible();
    expect(screen.getByText('Attempt 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(decided).toBeNull();

    await user.type(
      screen.getByRole('textbox', { name: /Comment to the student/ }),
      'Needs tests.',
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.reviews));
    expect(decided).toEqual({ verdict: 'failed', comment: 'Needs tests.' });
  });

  it('says "not found" for an unknown submission', async () => {
    server.use(
      handle(reviewEndpoints.miniProjectReview, ({ reply }) => reply(404, 'ERR_NOT_FOUND')),
    );
    const path = paths.admin.reviewMiniProject(99);
    await renderScreen(path, paths.admin.reviewMiniProject(':id'), MiniProjectReviewPage);
    expect(await screen.findByRole('heading', { name: 'Nothing to review here' })).toBeVisible();
  });
});
