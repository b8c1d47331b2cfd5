import { endpoints, paths, reviewEndpoints, type TaskReview } from '@academy/contracts';
import { aStudent } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from '../../shared/ui/code-editor/code-editor';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { TaskReviewPage } from './task-review-page';

// CodeMirror needs a real layout; its view here is a text area wired the same way.
vi.mock('../../shared/ui/code-editor/code-editor-view', () => ({
  default: ({ value, readOnly, labelledBy, language }: CodeEditorProps) => (
    <textarea
      value={value}
      readOnly={readOnly}
      onChange={() => undefined}
      aria-labelledby={labelledBy}
      data-language={language}
      data-code-view
    />
  ),
}));

const student = { id: 7, fullName: 'Ann Student', email: 'ann@example.test' };

const aCodeReview = (): TaskReview => ({
  kind: 'task',
  id: 21,
  task: { id: 8, title: 'Functions quiz', description: '', passPercent: 70 },
  subjectTitle: 'Python',
  student,
  attempt: 1,
  score: 0,
  maxScore: 2,
  submittedAt: new Date(Date.now() - 3600_000).toISOString(),
  reviewStatus: 'failed',
  reviewComment: null,
  reviewerName: null,
  reviewedAt: null,
  questions: [
    {
      id: 31,
      text: 'Write add(a, b)',
      answerType: 'code',
      answers: [],
      answerText: null,
      code: {
        language: 'python',
        starterCode: '',
        referenceSolution: 'def add(a, b):\n    return a + b\n',
        functionName: 'add',
        timeLimitMs: 2000,
        examples: [{ kind: 'io', args: [2, 3], expected: 5 }],
        hiddenTests: [{ kind: 'io', args: [1, 0], expected: 1 }],
        sql: null,
      },
      answerCode: 'def add(a, b):\n    print(a, b)\n    return a / b * b + a\n',
      codeResult: {
        passed: 1,
        total: 2,
        allPassed: false,
        tests: [
          {
            visible: true,
            hidden: false,
            name: null,
            passed: true,
            input: [2, 3],
            expected: 5,
            actual: 5,
            stdout: '2 3\n',
            stdoutTruncated: false,
            error: null,
            timeMs: 2,
          },
          {
            visible: true,
            hidden: true,
            name: null,
            passed: false,
            input: [1, 0],
            expected: 1,
            actual: null,
            stdout: '1 0\n',
            stdoutTruncated: false,
            error: {
              kind: 'runtime',
              name: 'ZeroDivisionError',
              message: 'division by zero',
              line: 3,
            },
            timeMs: 3,
          },
        ],
      },
    },
  ],
});

describe('a test attempt with a code question, as staff review it', () => {
  it('shows the code submitted and every test with its input, output and error', async () => {
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 2, role: 'mentor' }))),
      handle(reviewEndpoints.getTaskReview, ({ reply }) => reply(200, aCodeReview())),
    );
    await renderScreen(paths.admin.reviewTask(21), '/admin/reviews/tasks/:id', TaskReviewPage);

    const question = (await screen.findByRole('heading', { name: '1. Write add(a, b)' })).closest(
      'li',
    ) as HTMLElement;
    const card = within(question);
    expect(card.getByText('Code: graded by tests')).toBeVisible();
    const code = await waitFor(() => {
      const field = card.getByRole('textbox', { name: 'The code submitted' });
      if (!field.hasAttribute('data-code-view')) throw new Error('The editor is still loading');
      return field;
    });
    expect(code).toHaveValue('def add(a, b):\n    print(a, b)\n    return a / b * b + a\n');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAttribute('data-language', 'python');

    const tests = within(card.getByRole('region', { name: 'The tests' }));
    expect(tests.getByText('1 of 2 tests passed')).toBeVisible();
    const hidden = within(tests.getByText('Hidden test 1').closest('li') as HTMLElement);
    expect(hidden.getByText('Hidden')).toBeVisible();
    expect(hidden.getByText('Failed')).toBeVisible();
    expect(hidden.getByText('Input')).toBeVisible();
    expect(hidden.getByText(/^\[\s*1,\s*0\s*\]$/)).toBeVisible();
    expect(hidden.getByText('Expected')).toBeVisible();
    expect(hidden.getByText('Printed output')).toBeVisible();
    expect(hidden.getByText('1 0')).toBeVisible();
    expect(hidden.getByText('Error while running')).toBeVisible();
    expect(hidden.getByText(/ZeroDivisionError: division by zero\s+Line 3/)).toBeVisible();
    // The passed example is listed too, its details closed.
    const example = tests.getByText('Example 1').closest('li') as HTMLElement;
    expect(within(example).getByText('Passed')).toBeVisible();
    expect(example.querySelector('details')).not.toHaveAttribute('open');
    expect(
      screen.getByText('Choice and code questions: 0 of 2 points (pass mark 70 %).'),
    ).toBeVisible();
  });
});
