import {
  endpoints,
  learningEndpoints,
  paths,
  type TaskAnswerRequest,
  type TaskResponse,
} from '@academy/contracts';
import {
  aMultipleChoiceQuestion,
  aPricing,
  aStudent,
  aSubject,
  aTask,
  aTaskAssignment,
  aTaskQuestion,
  aTextQuestion,
  aTokenPair,
} from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { answerPricingScreen } from '../../test/billing-answers';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { subjectQuery, taskQuery } from './api/queries';

function logIn() {
  tokens.save(aTokenPair(), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
}

/** GET tasks/{id} answers `task`, whatever it is at the time of the call. */
function serveTask(task: () => TaskResponse) {
  let calls = 0;
  server.use(
    handle(learningEndpoints.getTask, ({ reply }) => {
      calls += 1;
      return reply(200, task());
    }),
  );
  return { calls: () => calls };
}

/** A test with one question of each kind. */
const threeKinds = () =>
  aTask({ questions: [aTaskQuestion(), aMultipleChoiceQuestion(), aTextQuestion()] });

async function openTask(task: TaskResponse) {
  logIn();
  serveTask(() => task);
  const view = renderApp(paths.student.task(task.id));
  await screen.findByRole('heading', { level: 1, name: task.title });
  return view;
}

/** The first attempt answered: `const` chosen, its score 1 of 3 (70 % needed). */
const failedFirst = () =>
  aTask({
    questions: [
      aTaskQuestion({
        answers: [
          { id: 1001, text: 'var', isSelected: true },
          { id: 1002, text: 'let', isSelected: false },
          { id: 1003, text: 'const', isSelected: false },
        ],
      }),
      aMultipleChoiceQuestion({
        answers: [
          { id: 1011, text: 'string', isSelected: true },
          { id: 1012, text: 'object', isSelected: false },
          { id: 1013, text: 'boolean', isSelected: true },
        ],
      }),
    ],
    assignment: aTaskAssignment({ reviewStatus: 'failed', score: 2, maxScore: 3 }),
  });

describe('the test screen, not started', () => {
  it('shows the test: breadcrumb, description, pass mark, attempt and due date', async () => {
    await openTask(threeKinds());

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'JavaScript basics' })).toHaveAttribute(
      'href',
      paths.student.subject(7),
    );
    expect(screen.getByText('Five minutes on how JavaScript stores values.')).toBeVisible();
    const facts = screen.getByRole('list', { name: 'About this test' });
    expect(within(facts).getByText('Pass mark: 70 %')).toBeVisible();
    expect(within(facts).getByText('Attempt 1 of 2')).toBeVisible();
    expect(within(facts).queryByText(/^Due/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your result' })).not.toBeInTheDocument();
  });

  it('says when the test is due', async () => {
    await openTask(aTask({ dueAt: '2026-04-10T09:00:00.000Z' }));

    expect(screen.getByText(/^Due Apr 10, 2026/)).toBeVisible();
  });

  it('asks each question in the way its answer type needs', async () => {
    await openTask(threeKinds());

    const single = screen.getByRole('radiogroup', { name: /declares a constant/ });
    expect(within(single).getAllByRole('radio')).toHaveLength(3);
    expect(single).toHaveAccessibleDescription('Choose one answer.');
    const multiple = screen.getByRole('group', { name: /primitive types/ });
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    expect(multiple).toHaveAccessibleDescription('Choose every answer that applies.');
    expect(screen.getByRole('textbox', { name: /what a closure is/ })).toHaveAccessibleDescription(
      'A written answer, checked by a mentor.',
    );
  });
});

describe('answering a test', () => {
  it('sends every question’s answers once, then shows the result waiting for a mentor', async () => {
    const bodies: TaskAnswerRequest[] = [];
    const task = threeKinds();
    logIn();
    let current = task;
    serveTask(() => current);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, async ({ request, reply }) => {
        bodies.push((await request.json()) as TaskAnswerRequest);
        // Slow enough for the second click to land while the first is out.
        await delay(200);
        current = {
          ...task,
          questions: [
            aTaskQuestion({
              answers: task.questions[0]?.answers.map((a) => ({
                ...a,
                isSelected: a.id === 1003,
              })),
            }),
            aMultipleChoiceQuestion({
              answers: task.questions[1]?.answers.map((a) => ({
                ...a,
                isSelected: a.id !== 1012,
              })),
            }),
            aTextQuestion({ answerText: 'A function that keeps its scope.' }),
          ],
          assignment: aTaskAssignment({ reviewStatus: 'not_checked_yet', score: 3, maxScore: 3 }),
        };
        return reply(200, current);
      }),
    );
    const { user } = renderApp(paths.student.task(task.id));
    await screen.findByRole('heading', { level: 1, name: task.title });

    await user.click(screen.getByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('checkbox', { name: 'string' }));
    await user.click(screen.getByRole('checkbox', { name: 'boolean' }));
    await user.type(
      screen.getByRole('textbox', { name: /closure/ }),
      'A function that keeps its scope.',
    );
    await user.dblClick(screen.getByRole('button', { name: 'Submit answers' }));

    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(bodies).toEqual([
      {
        taskId: 41,
        answers: [
          { questionId: 101, answerIds: [1003] },
          { questionId: 102, answerIds: [1011, 1013] },
          { questionId: 103, answerIds: [], answerText: 'A function that keeps its scope.' },
        ],
      },
    ]);
    expect(within(result).getByText('Waiting for review')).toBeVisible();
    expect(within(result).getByText(/A mentor will now check your written answers/)).toBeVisible();
    expect(within(result).getByText('3 of 3 points')).toBeVisible();
    expect(result).toHaveFocus();
    // The answers as sent, read-only: no fields left to change.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('A function that keeps its scope.')).toBeVisible();
    expect(screen.getAllByText('Your choice')).toHaveLength(3);
  });

  it('asks before submitting with unanswered questions, and waits when told to', async () => {
    let submissions = 0;
    const task = threeKinds();
    logIn();
    serveTask(() => task);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        submissions += 1;
        return reply(
          200,
          aTask({
            ...task,
            assignment: aTaskAssignment({ reviewStatus: 'failed', score: 1, maxScore: 3 }),
          }),
        );
      }),
    );
    const { user } = renderApp(paths.student.task(task.id));
    await user.click(await screen.findByRole('radio', { name: 'const' }));

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit with unanswered questions?' });
    expect(
      within(dialog).getByText('Questions without an answer: 2. Each of them scores 0 points.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep answering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submissions).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByRole('region', { name: 'Your result' })).toBeVisible();
    expect(submissions).toBe(1);
  });

  it('refreshes the subject’s progress and homework after a submission', async () => {
    const task = aTask();
    logIn();
    serveTask(() => task);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) =>
        reply(200, { ...task, assignment: aTaskAssignment() }),
      ),
    );
    const { user, queryClient } = renderApp(paths.student.task(task.id));
    await user.click(await screen.findByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('checkbox', { name: 'string' }));
    const client = await queryClient.load();
    const subjectKey = subjectQuery(7).queryKey;
    client.setQueryData(subjectKey, aSubject());

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('region', { name: 'Your result' });

    expect(client.getQueryState(subjectKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(taskQuery(task.id).queryKey)?.isInvalidated).toBe(false);
  });

  it('shows the real state when the attempt was already submitted elsewhere', async () => {
    const task = aTask();
    logIn();
    let current = task;
    serveTask(() => current);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        current = { ...task, assignment: aTaskAssignment() };
        return reply(409, 'ERR_TASK_ALREADY_SUBMITTED');
      }),
    );
    const { user, notify } = renderApp(paths.student.task(task.id));
    await user.click(await screen.findByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('checkbox', { name: 'string' }));

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('region', { name: 'Your result' })).toBeVisible();
    expect(notify).toHaveBeenCalledExactlyOnceWith('This attempt has already been submitted');
  });
});

describe('a submitted test', () => {
  it('keeps right and wrong hidden after a failed first attempt, and offers the paid retake', async () => {
    server.use(handle(endpoints.getPricing, ({ reply }) => reply(200, aPricing())));
    await openTask(failedFirst());

    const result = screen.getByRole('region', { name: 'Your result' });
    expect(within(result).getByText('Failed')).toBeVisible();
    expect(within(result).getByText('Your answers did not reach the pass mark.')).toBeVisible();
    expect(within(result).getByText('67 %')).toBeVisible();
    expect(within(result).getByText('2 of 3 points')).toBeVisible();
    expect(within(result).getByText('Pass mark 70 %')).toBeVisible();
    expect(
      within(result).getByRole('heading', { name: 'Retake the test — a paid second attempt' }),
    ).toBeVisible();
    expect(within(result).getByRole('link', { name: 'Pay for the retake' })).toHaveAttribute(
      'href',
      '/payment?retake=41',
    );
    // Its price, as GET pricing tells it.
    expect(await within(result).findByText('Price of the retake: $9.00')).toBeVisible();
    expect(screen.queryByText('Right')).not.toBeInTheDocument();
    expect(screen.queryByText('Wrong')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Which answers were right stays hidden while you can still retake the test.',
      ),
    ).toBeVisible();
    // The student's own choices, read-only.
    expect(screen.getAllByText('Your choice')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Start your second attempt' })).toBeNull();
  });

  it('opens a blank second attempt once the retake is paid', async () => {
    const failed = failedFirst();
    const paid: TaskResponse = {
      ...failed,
      assignment: aTaskAssignment({ reviewStatus: 'failed', score: 2, retakePaid: true }),
    };
    logIn();
    serveTask(() => paid);
    let retakes = 0;
    server.use(
      handle(learningEndpoints.openTaskRetake, ({ params, reply }) => {
        retakes += 1;
        expect(params.id).toBe('41');
        return reply(200, {
          ...aTask(),
          assignment: aTaskAssignment({
            status: 'incomplete',
            reviewStatus: 'not_checked_yet',
            score: null,
            retakePaid: true,
          }),
        });
      }),
    );
    const { user } = renderApp(paths.student.task(41));
    const start = await screen.findByRole('button', { name: 'Start your second attempt' });
    expect(screen.getByRole('heading', { name: 'Your retake is paid' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pay for the retake' })).not.toBeInTheDocument();

    await user.click(start);

    const questions = await screen.findByRole('heading', { name: 'Questions' });
    expect(questions).toHaveFocus();
    expect(retakes).toBe(1);
    expect(screen.getByText('Attempt 2 of 2')).toBeVisible();
    expect(
      screen.getByText(
        'This is your second and last attempt. Your answers from the first one are cleared.',
      ),
    ).toBeVisible();
    for (const option of screen.getAllByRole('radio')) expect(option).not.toBeChecked();
    for (const option of screen.getAllByRole('checkbox')) expect(option).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Your result' })).not.toBeInTheDocument();
  });

  it('says the second attempt failed, offers no retake, and shows right and wrong', async () => {
    const failed = failedFirst();
    await openTask({
      ...failed,
      questions: failed.questions.map((question, index) => ({
        ...question,
        outcome: index === 0 ? 'wrong' : 'right',
      })),
      assignment: aTaskAssignment({
        reviewStatus: 'failed',
        attempt: 2,
        score: 2,
        retakePaid: true,
      }),
    });

    expect(screen.getByRole('heading', { name: 'Your second attempt failed' })).toBeVisible();
    expect(screen.getByText('Attempt 2 of 2')).toBeVisible();
    expect(screen.queryByText(/Retake the test/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start your second attempt' })).toBeNull();
    expect(screen.getByText('Wrong')).toBeVisible();
    expect(screen.getByText('Right')).toBeVisible();
  });

  it('shows a pass with each question’s outcome and the mentor’s comment', async () => {
    await openTask(
      aTask({
        questions: [
          aTaskQuestion({
            answers: [
              { id: 1001, text: 'var', isSelected: false },
              { id: 1002, text: 'let', isSelected: false },
              { id: 1003, text: 'const', isSelected: true },
            ],
            outcome: 'right',
          }),
          aTextQuestion({ answerText: 'Scope kept alive.', outcome: 'wrong' }),
        ],
        assignment: aTaskAssignment({
          reviewStatus: 'passed',
          score: 1,
          maxScore: 1,
          reviewComment: 'Good, but read about lexical scope again.',
          reviewedAt: '2026-03-03T12:00:00.000Z',
        }),
      }),
    );

    const result = screen.getByRole('region', { name: 'Your result' });
    expect(within(result).getByText('Passed')).toBeVisible();
    expect(within(result).getByText('Well done: you passed this test.')).toBeVisible();
    expect(within(result).getByText("Mentor's comment")).toBeVisible();
    expect(within(result).getByText('Good, but read about lexical scope again.')).toBeVisible();
    expect(within(result).queryByText(/Retake/)).not.toBeInTheDocument();
    expect(screen.getByText('Right')).toBeVisible();
    expect(screen.getByText('Wrong')).toBeVisible();
    expect(screen.getByText('Scope kept alive.')).toBeVisible();
    expect(result).not.toHaveFocus();
  });

  it('shows no score for a test that only a mentor checks', async () => {
    await openTask(
      aTask({
        questions: [aTextQuestion({ answerText: 'My answer' })],
        assignment: aTaskAssignment({ reviewStatus: 'not_checked_yet', score: 0, maxScore: 0 }),
      }),
    );

    expect(screen.getByText('Waiting for review')).toBeVisible();
    expect(screen.queryByText(/points$/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('Which answers were right stays hidden', { exact: false }),
    ).toBeNull();
  });
});

describe('a test that cannot be shown', () => {
  it('says the student has no access, with the way back, and no toast', async () => {
    logIn();
    server.use(
      handle(learningEndpoints.getTask, ({ reply }) => reply(403, 'ERR_USER_FORBIDDEN')),
      handle(endpoints.refreshToken, ({ reply }) => reply(200, aTokenPair())),
    );
    const { notify } = renderApp(paths.student.task(41));

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this content.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
    // A permission is not cured by asking again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says a test that does not exist was not found', async () => {
    logIn();
    server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(404, 'ERR_TASK_NOT_EXISTS')));
    renderApp(paths.student.task(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(
      screen.getByText('It may have been removed from the course, or the address may be mistyped.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeVisible();
  });

  it('says an address without an id was not found, without asking the server', async () => {
    logIn();
    renderApp('/task/abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('takes the student to the plans when learning access has ended', async () => {
    logIn();
    server.use(
      handle(learningEndpoints.getTask, ({ reply }) => reply(403, 'ERR_LEARNING_ACCESS_ENDED')),
    );
    answerPricingScreen();
    const { notify, router } = renderApp(paths.student.task(41));

    expect(await screen.findByRole('alert', { name: 'Your access has ended' })).toHaveTextContent(
      'Your free trial or subscription has ended. Choose a plan to continue learning.',
    );
    expect(router.state.location.pathname).toBe(paths.student.pricing);
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the failure’s message and tries again on request', async () => {
    logIn();
    let fail = true;
    server.use(
      handle(learningEndpoints.getTask, ({ reply }) =>
        fail ? reply(500, 'ERR_INTERNAL') : reply(200, aTask()),
      ),
    );
    const { user, notify } = renderApp(paths.student.task(41));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Variables and types' }),
    ).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the test screen in Russian', () => {
  it('speaks Russian', async () => {
    const { user } = await openTask(failedFirst());

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByText('Проходной балл: 70 %')).toBeVisible();
    expect(screen.getByText('Попытка 1 из 2')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Пересдать тест — платная вторая попытка' }),
    ).toBeVisible();
  });
});
