import {
  type CodeRunResult,
  endpoints,
  learningEndpoints,
  paths,
  type TaskAnswerRequest,
  type TaskResponse,
} from '@academy/contracts';
import { aCodeQuestion, aStudent, aTask, aTaskAssignment, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { loadedCodeEditor, replaceCode, stubRangeLayout } from '../../test/codemirror';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/*
 * A test with a code question (issue 35): the prompt, the starter code in the editor, the
 * examples; the code sent with the other answers; the server's grading shown after, hidden
 * tests only counted; a busy grader's 503 repeated, then said, the answers kept; drafts of
 * code kept through a reload. "Run examples" itself is tested in code/example-runner.test.tsx.
 */

stubRangeLayout();

const codeTask = () => aTask({ questions: [aCodeQuestion()] });

const solution = 'function sum(a, b) {\n  console.log("adding");\n  return a + b;\n}\n';

/** The server's grading of `solution`: both examples right, two of three hidden tests. */
const graded: CodeRunResult = {
  passed: 4,
  total: 5,
  allPassed: false,
  tests: [
    {
      visible: true,
      name: 'small numbers',
      passed: true,
      input: [1, 2],
      expected: 3,
      actual: 3,
      stdout: 'adding\n',
      stdoutTruncated: false,
      error: null,
      timeMs: 3,
    },
    {
      visible: true,
      name: null,
      passed: false,
      input: [-4, 10],
      expected: 6,
      actual: null,
      stdout: '',
      stdoutTruncated: false,
      error: { kind: 'runtime', name: 'TypeError', message: 'x is undefined', line: 3 },
      timeMs: 2,
    },
    { visible: false, passed: true },
    { visible: false, passed: true },
    { visible: false, passed: false },
  ],
};

function logIn(studentId = 7) {
  tokens.save(aTokenPair(), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: studentId }))));
}

function serveTask(task: () => TaskResponse) {
  server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(200, task())));
}

async function openTask() {
  logIn();
  const view = renderApp(paths.student.task(41));
  await screen.findByRole('heading', { level: 1, name: 'Variables and types' });
  return view;
}

describe('a code question, answered', () => {
  it('shows the prompt, the starter code in the editor and the examples', async () => {
    serveTask(codeTask);
    await openTask();
    // The prompt is Markdown.
    expect(await screen.findByText('the sum', { selector: 'strong' })).toBeInTheDocument();
    const { content } = await loadedCodeEditor('Your code');
    expect(content).toHaveTextContent('function sum(a, b) {');
    expect(content).toHaveAccessibleDescription(/JavaScript\. Tab indents/);
    const examples = screen.getByRole('region', { name: 'Examples' });
    const items = within(examples).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Example 1 · small numbers');
    expect(items[0]).toHaveTextContent('sum(1, 2)');
    expect(items[0]).toHaveTextContent('Expected3');
    expect(items[1]).toHaveTextContent('sum(-4, 10)');
    expect(screen.getByText('Write the function sum')).toBeInTheDocument();
    expect(screen.getByText(/Hidden tests, run when you submit: 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run examples' })).toBeEnabled();
  });

  it('sends the code with the answers, then shows the grading', async () => {
    const bodies: TaskAnswerRequest[] = [];
    let current = codeTask();
    serveTask(() => current);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, async ({ request, reply }) => {
        bodies.push((await request.json()) as TaskAnswerRequest);
        current = aTask({
          questions: [
            aCodeQuestion({ answerCode: solution, codeResult: graded, outcome: 'wrong' }),
          ],
          assignment: aTaskAssignment({ reviewStatus: 'passed', score: 4, maxScore: 5 }),
        });
        return reply(200, current);
      }),
    );
    const { user } = await openTask();
    await replaceCode('Your code', solution);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const review = await screen.findByRole('region', { name: 'Your answers' });
    expect(screen.getByText('Score of the choice and code questions')).toBeInTheDocument();
    expect(bodies).toEqual([
      { taskId: 41, answers: [{ questionId: 104, answerIds: [], code: solution }] },
    ]);
    const result = await within(review).findByRole('region', { name: 'How your code did' });
    expect(result).toHaveTextContent('Credit: 4 of 5 tests passed (80 %)');
    expect(result).toHaveTextContent('2 of 3 hidden tests passed');
    const tests = within(result).getAllByRole('listitem');
    expect(tests).toHaveLength(2);
    expect(tests[0]).toHaveTextContent('Passed');
    expect(tests[0]).toHaveTextContent('Outputadding');
    expect(tests[1]).toHaveTextContent('Failed');
    expect(tests[1]).toHaveTextContent('Error while running · line 3');
    expect(tests[1]).toHaveTextContent('TypeError: x is undefined');
    // Hidden tests give nothing away but whether they passed.
    expect(result).not.toHaveTextContent(/hidden test \d/i);
    const { content } = await loadedCodeEditor('Your code');
    expect(content).toHaveTextContent('console.log("adding");');
    expect(content).toHaveAttribute('contenteditable', 'false');
  });

  it('repeats a busy grader’s 503, then says so and keeps the code', async () => {
    let calls = 0;
    serveTask(codeTask);
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        calls += 1;
        return reply(503, 'ERR_CODE_RUNNER_BUSY', { headers: { 'Retry-After': '1' } });
      }),
    );
    const { user, notify } = await openTask();
    await replaceCode('Your code', solution);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(
      () =>
        expect(notify).toHaveBeenCalledWith(
          'Code is being graded for many students right now. Your answers were not sent: try again in a moment.',
        ),
      { timeout: 8000 },
    );
    expect(calls).toBe(4);
    expect(screen.queryByRole('region', { name: 'Your answers' })).not.toBeInTheDocument();
    const { content } = await loadedCodeEditor('Your code');
    expect(content).toHaveTextContent('console.log("adding");');
  });

  it('keeps the code through a reload, and a retake starts from the starter code', async () => {
    serveTask(codeTask);
    const first = await openTask();
    await replaceCode('Your code', solution);
    first.unmount();

    const again = await openTask();
    const { content } = await loadedCodeEditor('Your code');
    expect(content).toHaveTextContent('console.log("adding");');
    again.unmount();

    // A paid retake: blank like the other answers, the last attempt's code one click away.
    localStorage.clear();
    serveTask(() =>
      aTask({
        questions: [aCodeQuestion({ answerCode: solution, codeResult: graded })],
        assignment: aTaskAssignment({
          status: 'incomplete',
          attempt: 1,
          reviewStatus: 'failed',
          retakePaid: true,
        }),
      }),
    );
    const { user } = await openTask();
    const retake = await loadedCodeEditor('Your code');
    expect(retake.content).toHaveTextContent('// your code');
    expect(screen.getByRole('region', { name: "Your last attempt's result" })).toHaveTextContent(
      'Credit: 4 of 5 tests passed',
    );
    await user.click(screen.getByRole('button', { name: 'Use the code of your last attempt' }));
    await waitFor(() => expect(retake.content).toHaveTextContent('console.log("adding");'));
  });
});
