import {
  endpoints,
  learningEndpoints,
  type MiniProjectResponse,
  paths,
  type SubmitMiniProjectRequest,
  type TaskAnswerRequest,
  type TaskResponse,
} from '@academy/contracts';
import {
  aMiniProject,
  aStudent,
  aSubmission,
  aTask,
  aTaskAssignment,
  aTaskQuestion,
  aTextQuestion,
  aTokenPair,
} from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/*
 * Answers not yet submitted are kept per student and item, survive the screen going away
 * (a reload, Back, a link), go once submitted, and leaving with them asks first. Written
 * answers count their characters and are refused past the limit, never cut.
 */

function logIn(studentId = 7) {
  tokens.save(aTokenPair(), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: studentId }))));
}

const twoQuestions = () => aTask({ questions: [aTaskQuestion(), aTextQuestion()] });

function serveTask(task: () => TaskResponse) {
  server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(200, task())));
}

async function openTask(studentId = 7) {
  logIn(studentId);
  const view = renderApp(paths.student.task(41));
  await screen.findByRole('heading', { level: 1, name: 'Variables and types' });
  return view;
}

describe('a test’s answers before they are submitted', () => {
  it('are kept through a reload for the same student only, and gone once submitted', async () => {
    const bodies: TaskAnswerRequest[] = [];
    let current = twoQuestions();
    serveTask(() => current);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, async ({ request, reply }) => {
        bodies.push((await request.json()) as TaskAnswerRequest);
        current = {
          ...twoQuestions(),
          assignment: aTaskAssignment({ reviewStatus: 'not_checked_yet' }),
        };
        return reply(200, current);
      }),
    );
    const first = await openTask();
    await first.user.click(screen.getByRole('radio', { name: 'let' }));
    await first.user.type(screen.getByRole('textbox', { name: /closure/ }), 'Kept for later');
    first.unmount();

    // Another student on the same browser starts blank.
    const other = await openTask(8);
    expect(screen.getByRole('radio', { name: 'let' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /closure/ })).toHaveValue('');
    other.unmount();

    const again = await openTask();
    expect(screen.getByRole('radio', { name: 'let' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /closure/ })).toHaveValue('Kept for later');
    await again.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('region', { name: 'Your result' });
    expect(bodies).toEqual([
      {
        taskId: 41,
        answers: [
          { questionId: 101, answerIds: [1002] },
          { questionId: 103, answerIds: [], answerText: 'Kept for later' },
        ],
      },
    ]);
    again.unmount();

    // Submitted: no draft is left to fill a later attempt.
    current = twoQuestions();
    await openTask();
    expect(screen.getByRole('radio', { name: 'let' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /closure/ })).toHaveValue('');
  });

  it('make leaving through a link ask first', async () => {
    serveTask(twoQuestions);
    const { user, router } = await openTask();
    const subjectLink = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole(
      'link',
      { name: 'JavaScript basics' },
    );
    // Once an answer is given, a link asks before leaving it.
    await user.click(screen.getByRole('radio', { name: 'var' }));
    await user.click(subjectLink);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without submitting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(paths.student.task(41));
    expect(screen.getByRole('radio', { name: 'var' })).toBeChecked();

    await user.click(subjectLink);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without submitting?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.student.subject(7)));
  });

  it('count a written answer’s characters and refuse one past the limit without cutting it', async () => {
    let sent = 0;
    serveTask(twoQuestions);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        sent += 1;
        return reply(200, twoQuestions());
      }),
    );
    const { user } = await openTask();
    const field = screen.getByRole('textbox', { name: /closure/ });
    expect(screen.getByText('0 of 10,000 characters')).toBeVisible();
    await user.click(field);
    await user.paste('x'.repeat(10_001));
    expect(field).toHaveValue('x'.repeat(10_001));
    expect(screen.getByText('10,001 of 10,000 characters')).toBeVisible();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The length of this field must be less than 10001 characters long.'),
    );
    await user.click(screen.getByRole('radio', { name: 'const' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An answer is longer than 10,000 characters. Shorten it to submit.',
    );
    expect(sent).toBe(0);

    await user.type(field, '{Backspace}');
    expect(screen.getByText('10,000 of 10,000 characters')).toBeVisible();
    expect(field).toBeValid();
  });

  it('offer a single choice as one group: one Tab stop, the arrow keys move the choice', async () => {
    serveTask(twoQuestions);
    const { user } = await openTask();
    const radios = within(
      screen.getByRole('radiogroup', { name: /declares a constant/ }),
    ).getAllByRole('radio');
    const names = new Set(radios.map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
    await user.click(radios[0] as HTMLElement);
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveFocus();
    // Tab leaves the group for the next question's field.
    await user.tab();
    expect(screen.getByRole('textbox', { name: /closure/ })).toHaveFocus();
  });
});

describe('the revealed answers', () => {
  it('show the correct options and the staff’s explanation after the last failed attempt', async () => {
    serveTask(() =>
      aTask({
        questions: [
          aTaskQuestion({
            outcome: 'wrong',
            explanation: '`const` cannot be assigned again.',
            answers: [
              { id: 1001, text: 'var', isSelected: true, isCorrect: false },
              { id: 1002, text: 'let', isSelected: false, isCorrect: false },
              { id: 1003, text: 'const', isSelected: false, isCorrect: true },
            ],
          }),
          aTextQuestion({ outcome: 'unchecked', answerText: 'No idea', explanation: null }),
        ],
        assignment: aTaskAssignment({ reviewStatus: 'failed', attempt: 2, score: 0 }),
      }),
    );
    await openTask();
    const review = screen.getByRole('region', { name: 'Your answers' });
    const correct = within(review).getByText('Correct answer').closest('li');
    expect(correct).toHaveTextContent('const');
    expect(within(review).getAllByText('Correct answer')).toHaveLength(1);
    expect(within(review).getByText('Explanation')).toBeVisible();
    expect(within(review).getByText('`const` cannot be assigned again.')).toBeVisible();
  });

  it('are not shown while a retake is possible', async () => {
    serveTask(() =>
      aTask({ assignment: aTaskAssignment({ reviewStatus: 'failed', attempt: 1, score: 0 }) }),
    );
    await openTask();
    expect(screen.getByRole('region', { name: 'Your answers' })).toBeVisible();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
  });
});

describe('a mini project’s submission before it is sent', () => {
  function serveProject(project: () => MiniProjectResponse) {
    server.use(handle(learningEndpoints.getMiniProject, ({ reply }) => reply(200, project())));
  }

  async function openProject() {
    logIn();
    const view = renderApp(paths.student.miniProject(21));
    await screen.findByRole('heading', { level: 1, name: 'A to-do list' });
    return view;
  }

  it('is kept through a reload and gone once sent; a late submission says so', async () => {
    const bodies: SubmitMiniProjectRequest[] = [];
    // Only a written question, so no upload is needed.
    const writtenOnly = (overrides: Partial<MiniProjectResponse> = {}) =>
      aMiniProject({
        questions: [{ id: 301, text: 'What did you find hardest?', answerType: 'text' }],
        ...overrides,
      });
    let current = writtenOnly();
    serveProject(() => current);
    server.use(
      handle(learningEndpoints.submitMiniProject, async ({ request, reply }) => {
        bodies.push((await request.json()) as SubmitMiniProjectRequest);
        current = writtenOnly({ submissions: [aSubmission({ late: true })] });
        return reply(200, current);
      }),
    );
    const first = await openProject();
    await first.user.type(
      screen.getByRole('textbox', { name: /GitHub repository/ }),
      'https://github.com/anna/todo-app',
    );
    await first.user.type(screen.getByRole('textbox', { name: /hardest/ }), 'The state');
    first.unmount();

    const again = await openProject();
    expect(screen.getByRole('textbox', { name: /GitHub repository/ })).toHaveValue(
      'https://github.com/anna/todo-app',
    );
    expect(screen.getByRole('textbox', { name: /hardest/ })).toHaveValue('The state');
    await again.user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('region', { name: 'Your submission' });
    expect(bodies).toEqual([
      {
        githubLink: 'https://github.com/anna/todo-app',
        answers: [{ questionId: 301, answerText: 'The state' }],
      },
    ]);
    const history = screen.getByRole('article', { name: 'Submission 1' });
    expect(within(history).getByText('Late')).toBeVisible();
    expect(within(history).getByText(/Submitted after the due date/)).toBeVisible();
    again.unmount();

    // After a failed review the form opens with the latest submission, not the old draft.
    current = writtenOnly({
      submissions: [aSubmission({ reviewStatus: 'failed', reviewComment: 'Again, please.' })],
    });
    await openProject();
    expect(screen.getByRole('textbox', { name: /GitHub repository/ })).toHaveValue(
      aSubmission().githubLink,
    );
  });

  it('refuses a written answer past the limit, keeping it whole', async () => {
    let sent = 0;
    serveProject(() =>
      aMiniProject({
        questions: [{ id: 301, text: 'What did you find hardest?', answerType: 'text' }],
      }),
    );
    server.use(
      handle(learningEndpoints.submitMiniProject, ({ reply }) => {
        sent += 1;
        return reply(200, aMiniProject());
      }),
    );
    const { user } = await openProject();
    await user.type(
      screen.getByRole('textbox', { name: /GitHub repository/ }),
      'https://github.com/anna/todo-app',
    );
    const field = screen.getByRole('textbox', { name: /hardest/ });
    await user.click(field);
    await user.paste('y'.repeat(10_001));
    expect(field).toHaveValue('y'.repeat(10_001));
    expect(screen.getByText('10,001 of 10,000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The length of this field must be less than 10001 characters long.'),
    );
    expect(sent).toBe(0);
  });
});
