import {
  endpoints,
  lectureQuestionEndpoints,
  type MiniProjectReview,
  paths,
  type ReviewQueueItem,
  reviewEndpoints,
  type StaffLectureQuestion,
} from '@academy/contracts';
import { aStudent } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { MiniProjectReviewPage } from './mini-project-review-page';
import { QuestionPage } from './question-page';
import { QuestionsPage } from './questions-page';
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
      handle(reviewEndpoints.listReviewQueue, ({ request, reply }) => {
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
      handle(reviewEndpoints.listReviewQueue, ({ reply }) => reply(500, 'ERR_INTERNAL' as never)),
    );
    const { user } = await renderScreen(paths.admin.reviews, paths.admin.reviews, ReviewQueuePage);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(
      handle(reviewEndpoints.listReviewQueue, ({ reply }) => reply(200, { items: [], total: 0 })),
    );
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeVisible();
  });
});

describe('a mini-project review', () => {
  it('shows the link, the answers and the history; failing needs a comment, then the queue opens', async () => {
    let decided: unknown = null;
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 2, role: 'mentor' }))),
      handle(reviewEndpoints.getMiniProjectReview, ({ reply }) => reply(200, review())),
      handle(reviewEndpoints.reviewMiniProject, async ({ request, reply }) => {
        decided = await request.json();
        return reply(200, review({ reviewStatus: 'failed', reviewComment: 'Needs tests.' }));
      }),
      handle(reviewEndpoints.listReviewQueue, ({ reply }) => reply(200, { items: [], total: 0 })),
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

    const comment = screen.getByRole('textbox', { name: /Comment to the student/ });
    await user.type(comment, 'Needs tests.');
    // No keyboard shortcut gives a verdict: Ctrl+Enter in the failure comment sends nothing.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decided).toBeNull();

    // Each verdict is confirmed first, the dialog saying what it does, with the comment.
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Fail "Portfolio page" by Ann Student?',
    });
    expect(within(dialog).getByText(/the student reads your comment/)).toBeVisible();
    expect(within(dialog).getByTestId('confirm-comment')).toHaveTextContent('Needs tests.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(decided).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, fail it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.reviews));
    expect(decided).toEqual({ verdict: 'failed', comment: 'Needs tests.' });
  });

  it('says who decided and when, and lets an admin correct the verdict with a reason', async () => {
    const reviewedAt = '2026-05-03T09:30:00.000Z';
    let current = review({
      reviewStatus: 'passed',
      reviewerName: 'Mia Mentor',
      reviewedAt,
      history: review().history.map((entry, index) =>
        index === 0
          ? { ...entry, reviewStatus: 'passed', reviewerName: 'Mia Mentor', reviewedAt }
          : entry,
      ),
    });
    let corrected: unknown = null;
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(reviewEndpoints.getMiniProjectReview, ({ reply }) => reply(200, current)),
      handle(reviewEndpoints.correctReviewVerdict, async ({ request, reply }) => {
        corrected = await request.json();
        current = {
          ...current,
          reviewStatus: 'failed',
          reviewComment: 'Copied from another student.',
          reviewerName: 'Ada Admin',
        };
        return reply(200, {
          kind: 'mini-project',
          id: 11,
          reviewStatus: 'failed',
          certificates: { issued: [], revoked: [] },
        });
      }),
    );
    const { user } = await renderScreen(
      paths.admin.reviewMiniProject(11),
      paths.admin.reviewMiniProject(':id'),
      MiniProjectReviewPage,
    );
    const timing = await screen.findByTestId('review-timing');
    expect(timing).toHaveTextContent(/Decided .*2026.* by Mia Mentor\./);
    expect(timing).not.toHaveTextContent(/waiting/i);

    await user.click(await screen.findByRole('button', { name: 'Correct the verdict to failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the verdict to failed?' });
    expect(within(dialog).getByText(/certificates it completed are revoked/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Correct to failed' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(corrected).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Copied from another student.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Correct to failed' }));
    await waitFor(() =>
      expect(corrected).toEqual({
        kind: 'mini-project',
        id: 11,
        verdict: 'failed',
        reason: 'Copied from another student.',
      }),
    );
    expect(await screen.findByText('Copied from another student.')).toBeVisible();
    expect(screen.getByText('by Ada Admin')).toBeVisible();
  });

  it('says "not found" for an unknown submission', async () => {
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 2, role: 'mentor' }))),
      handle(reviewEndpoints.getMiniProjectReview, ({ reply }) => reply(404, 'ERR_NOT_FOUND')),
    );
    const path = paths.admin.reviewMiniProject(99);
    await renderScreen(path, paths.admin.reviewMiniProject(':id'), MiniProjectReviewPage);
    expect(await screen.findByRole('heading', { name: 'Nothing to review here' })).toBeVisible();
  });
});

const question = (overrides: Partial<StaffLectureQuestion> = {}): StaffLectureQuestion => ({
  id: 4,
  lecture: { id: 9, title: 'The box model' },
  subjectTitle: 'HTML',
  student,
  excerpt: 'Why does margin collapse?',
  shared: false,
  askedAt: new Date(Date.now() - 2 * day).toISOString(),
  waitingSince: new Date(Date.now() - 2 * day).toISOString(),
  ...overrides,
});

describe('students’ questions', () => {
  it('lists those waiting, longest first, and shows more on request', async () => {
    const limits: string[] = [];
    server.use(
      handle(lectureQuestionEndpoints.listWaitingQuestions, ({ request, reply }) => {
        const limit = new URL(request.url).searchParams.get('limit') ?? '';
        limits.push(limit);
        const shown = Number(limit) > 50 ? 2 : 1;
        return reply(200, {
          items: [question(), question({ id: 5, excerpt: 'And padding?' })].slice(0, shown),
          total: 2,
        });
      }),
    );
    const { user } = await renderScreen(
      paths.admin.questions,
      paths.admin.questions,
      QuestionsPage,
    );
    expect(await screen.findByRole('link', { name: 'Why does margin collapse?' })).toHaveAttribute(
      'href',
      paths.admin.question(4),
    );
    expect(screen.getByText('The box model · HTML · Ann Student')).toBeVisible();
    expect(screen.getByText('Waiting 2 days')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Questions from students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'And padding?' })).toBeVisible();
    expect(limits).toEqual(['50', '100']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a question with its thread, and shares it with the subject’s students', async () => {
    const shares: unknown[] = [];
    server.use(
      handle(lectureQuestionEndpoints.getStaffLectureQuestion, ({ reply }) =>
        reply(200, question({ shared: shares.length > 0 })),
      ),
      handle(lectureQuestionEndpoints.shareLectureQuestion, async ({ request, reply }) => {
        shares.push(await request.json());
        return reply(200, question({ shared: true }));
      }),
    );
    const { user } = await renderScreen(
      paths.admin.question(4),
      paths.admin.question(':id'),
      QuestionPage,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question on “The box model”' }),
    ).toBeVisible();
    expect(screen.getByText('Waiting for an answer')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Questions and answers' })).toBeVisible();
    const share = screen.getByRole('switch', { name: /^Show to every student of the subject/ });
    expect(share).not.toBeChecked();
    await user.click(share);
    await waitFor(() => expect(shares).toEqual([{ shared: true }]));
    await waitFor(() => expect(share).toBeChecked());
  });

  it('says "not found" for an unknown question', async () => {
    server.use(
      handle(lectureQuestionEndpoints.getStaffLectureQuestion, ({ reply }) =>
        reply(404, 'ERR_NOT_FOUND'),
      ),
    );
    await renderScreen(paths.admin.question(99), paths.admin.question(':id'), QuestionPage);
    expect(await screen.findByRole('heading', { name: 'Nothing to review here' })).toBeVisible();
  });
});
