import {
  type AdminTask,
  type CodeExercise,
  type CodeExerciseCheckRequest,
  contentItemEndpoints,
  paths,
  type StaffCodeRunResult,
  type TaskSaveRequest,
} from '@academy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BUSY_RETRIES } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import type { CodeEditorProps } from '../../../shared/ui/code-editor/code-editor';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderScreen } from '../../../test/render-screen';
import { TaskEditorPage } from './task-editor-page';

/*
 * CodeMirror needs a real layout to take typing; these tests are about the form around it, so
 * its view is a plain text area wired the same way (label, description, value, onChange).
 */
vi.mock('../../../shared/ui/code-editor/code-editor-view', () => ({
  default: ({ value, onChange, readOnly, labelledBy, describedBy, invalid }: CodeEditorProps) => (
    <textarea
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      readOnly={readOnly}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-code-view
    />
  ),
}));

const context = {
  direction: { id: 1, title: 'Backend' },
  subject: { id: 11, title: 'Python' },
  chapter: { id: 21, title: 'Functions' },
};

const anExercise = (overrides: Partial<CodeExercise> = {}): CodeExercise => ({
  language: 'python',
  starterCode: 'def add(a, b):\n    pass\n',
  referenceSolution: 'def add(a, b):\n    return a - b\n',
  functionName: 'add',
  timeLimitMs: 2000,
  examples: [{ kind: 'io', args: [2, 3], expected: 5 }],
  hiddenTests: [{ kind: 'io', name: 'negatives', args: [-1, -1], expected: -2 }],
  sql: null,
  ...overrides,
});

const aTask = (questions: AdminTask['questions'] = []): AdminTask => ({
  id: 8,
  title: 'Functions quiz',
  description: '',
  passPercent: 70,
  dueDays: null,
  status: 'draft',
  revision: 1,
  attemptedBy: 0,
  context,
  questions,
});

const codeQuestion = (exercise = anExercise()): AdminTask['questions'][number] => ({
  id: 31,
  text: 'Write add(a, b)',
  answerType: 'code',
  points: 2,
  answers: [],
  explanation: null,
  code: exercise,
});

/** The machine running these may be busy: a save through the whole form can take seconds. */
const slow = { timeout: 8000 };

async function openEditor(task: AdminTask) {
  server.use(handle(contentItemEndpoints.getAdminTask, ({ reply }) => reply(200, task)));
  const view = await renderScreen(
    paths.admin.contentTask(task.id),
    '/admin/content/tasks/:id',
    TaskEditorPage,
  );
  expect(await screen.findByRole('heading', { level: 1, name: task.title })).toBeVisible();
  return view;
}

/**
 * A code field, once its editor has loaded (until then a plain text area stands in, which
 * the editor replaces).
 */
async function codeField(container: HTMLElement, name: RegExp) {
  return waitFor(() => {
    const field = within(container).getByRole('textbox', { name });
    if (!field.hasAttribute('data-code-view')) throw new Error('The editor is still loading');
    return field;
  }, slow);
}

/** Replaces a field's text (pasted: `[` and `{` are key names to user-event's typing). */
async function replace(
  user: Awaited<ReturnType<typeof renderScreen>>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('a code question in the test editor', () => {
  it('is written with its exercise and saved with it', async () => {
    const saved: TaskSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.saveAdminTask, async ({ request, reply }) => {
        saved.push((await request.json()) as TaskSaveRequest);
        return reply(200, aTask());
      }),
    );
    const { user } = await openEditor(aTask());

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await user.click(within(question).getByLabelText(/^Question/));
    await user.paste('Write add(a, b)');
    await user.click(within(question).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Code' }));

    // A code question has no answer options: its exercise takes their place.
    expect(within(question).queryByText('Answers (mark the correct ones)')).toBeNull();
    expect(within(question).getByRole('textbox', { name: 'Function name' })).toHaveValue('solve');
    await replace(user, within(question).getByRole('textbox', { name: 'Function name' }), 'add');
    await replace(
      user,
      await codeField(question, /^Reference solution/),
      'def add(a, b):\n    return a + b\n',
    );
    const example = within(question).getByRole('group', { name: 'Example 1' });
    await replace(user, within(example).getByLabelText(/^Arguments/), '[2, 3]');
    await replace(user, within(example).getByLabelText(/^Expected return value/), '5');

    await user.click(within(question).getByRole('button', { name: 'Add a hidden test' }));
    const hidden = within(question).getByRole('group', { name: 'Hidden test 1' });
    await user.click(within(hidden).getByRole('combobox', { name: 'Kind of test' }));
    await user.click(await screen.findByRole('option', { name: 'Assertion (code)' }));
    await replace(user, await codeField(hidden, /^Assertion code/), 'assert add(-1, -1) == -2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1), slow);
    expect(saved[0]?.questions[0]).toMatchObject({
      text: 'Write add(a, b)',
      answerType: 'code',
      points: 1,
      answers: [],
    });
    expect(saved[0]?.questions[0]?.code).toEqual({
      language: 'python',
      starterCode: '',
      referenceSolution: 'def add(a, b):\n    return a + b\n',
      functionName: 'add',
      timeLimitMs: 2000,
      examples: [{ kind: 'io', args: [2, 3], expected: 5 }],
      hiddenTests: [{ kind: 'assertion', code: 'assert add(-1, -1) == -2' }],
      sql: null,
    });
  });

  it('checks the reference solution and shows the test it fails, with its error line', async () => {
    const checks: CodeExerciseCheckRequest[] = [];
    const result: StaffCodeRunResult = {
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
          stdout: '',
          stdoutTruncated: false,
          error: null,
          timeMs: 3,
        },
        {
          visible: true,
          hidden: true,
          name: 'negatives',
          passed: false,
          input: [-1, -1],
          expected: -2,
          actual: null,
          stdout: 'adding -1 and -1\n',
          stdoutTruncated: false,
          error: {
            kind: 'runtime',
            name: 'ZeroDivisionError',
            message: 'division by zero',
            line: 2,
          },
          timeMs: 4,
        },
      ],
    };
    server.use(
      handle(contentItemEndpoints.checkCodeExercise, async ({ request, reply }) => {
        checks.push((await request.json()) as CodeExerciseCheckRequest);
        return reply(200, result);
      }),
    );
    const { user } = await openEditor(aTask([codeQuestion()]));

    await user.click(
      screen.getByRole('button', { name: 'Check the reference solution of question 1' }),
    );
    const run = await screen.findByRole('region', { name: "The reference solution's run" }, slow);
    expect(checks).toEqual([{ exercise: anExercise() }]);
    expect(within(run).getByText('1 of 2 tests passed')).toBeVisible();
    const failed = within(run).getByText('Hidden test 1: negatives').closest('li');
    expect(failed).not.toBeNull();
    const outcome = within(failed as HTMLElement);
    expect(outcome.getByText('Failed')).toBeVisible();
    expect(outcome.getByText('Hidden')).toBeVisible();
    expect(outcome.getByText('Error while running')).toBeVisible();
    expect(outcome.getByText(/ZeroDivisionError: division by zero\s+Line 2/)).toBeVisible();
    expect(outcome.getByText('adding -1 and -1')).toBeVisible();
    expect(outcome.getByText('None: the run did not produce one.')).toBeVisible();
    // The passing example is there too, closed.
    expect(within(run).getByText('Example 1')).toBeVisible();

    // Spaces in a JSON field change nothing the check ran; a new solution does.
    const example = screen.getByRole('group', { name: 'Example 1' });
    await replace(user, within(example).getByLabelText(/^Arguments/), '[ 2,  3 ]');
    expect(screen.queryByText(/The exercise has changed since this check/)).toBeNull();
    await replace(
      user,
      await codeField(document.body, /^Reference solution/),
      'def add(a, b):\n    return a + b\n',
    );
    expect(
      screen.getByText(
        'The exercise has changed since this check: check again to see the tests as they stand now.',
      ),
    ).toBeVisible();
  });

  it('shows a save refused for a failing reference solution at that field, focused', async () => {
    let saves = 0;
    server.use(
      // The server runs the reference solution before it saves (contracts' content-items.ts).
      handle(contentItemEndpoints.saveAdminTask, ({ reply }) => {
        saves += 1;
        return reply(422, {
          message: 'ERR_VALIDATION',
          errors: [
            {
              field: 'questions.0.code.referenceSolution',
              message:
                'The reference solution passes 1 of 2 tests: it must pass every test before the question can be saved.',
            },
          ],
        });
      }),
    );
    const { user } = await openEditor(aTask([codeQuestion()]));
    const solution = await codeField(document.body, /^Reference solution/);
    await replace(user, solution, 'def add(a, b):\n    return a * b\n');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toBe(1), slow);
    expect(
      await screen.findByText(
        'The reference solution passes 1 of 2 tests: it must pass every test before the question can be saved.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(saves).toBe(1);
    await waitFor(() => expect(solution).toHaveFocus(), slow);
    expect(solution).toHaveAccessibleDescription(/passes 1 of 2 tests/);
  });

  it('refuses JSON it cannot read, saying where, and sends nothing', async () => {
    const sent: string[] = [];
    server.use(
      handle(contentItemEndpoints.saveAdminTask, ({ reply }) => {
        sent.push('save');
        return reply(200, aTask());
      }),
      handle(contentItemEndpoints.checkCodeExercise, ({ reply }) => {
        sent.push('check');
        return reply(200, { passed: 0, total: 0, allPassed: true, tests: [] });
      }),
    );
    const { user } = await openEditor(aTask([codeQuestion()]));
    const example = screen.getByRole('group', { name: 'Example 1' });
    await replace(user, within(example).getByLabelText(/^Expected return value/), "{'sum': 5}");
    await replace(user, within(example).getByLabelText(/^Arguments/), '2, 3');

    await user.click(
      screen.getByRole('button', { name: 'Check the reference solution of question 1' }),
    );
    // Both fields say it, in words, and the check sends nothing.
    await waitFor(
      () =>
        expect(
          within(example).getAllByText(/^This is not valid JSON\. Text goes in double quotes/),
        ).toHaveLength(2),
      slow,
    );
    expect(within(example).getByLabelText(/^Arguments/)).toHaveAccessibleDescription(
      /This is not valid JSON/,
    );
    expect(within(example).getByLabelText(/^Expected return value/)).toHaveAccessibleDescription(
      /This is not valid JSON/,
    );
    // The check puts focus on the first field at fault.
    expect(within(example).getByLabelText(/^Arguments/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(example).getAllByText(/^This is not valid JSON/)).toHaveLength(2);
    expect(sent).toEqual([]);

    // A JSON value that is not a list of arguments is said as such.
    await replace(user, within(example).getByLabelText(/^Arguments/), '5');
    await replace(user, within(example).getByLabelText(/^Expected return value/), '{"sum": 5}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(example).findByText(
        'The arguments are a JSON array, one element per argument: [] for none.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('takes an SQL exercise with its tables, ordering and expected rows', async () => {
    const saved: TaskSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.saveAdminTask, async ({ request, reply }) => {
        saved.push((await request.json()) as TaskSaveRequest);
        return reply(200, aTask());
      }),
    );
    const { user } = await openEditor(aTask([codeQuestion()]));
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'SQL (PostgreSQL)' }));

    expect(screen.queryByRole('textbox', { name: 'Function name' })).toBeNull();
    await replace(
      user,
      await codeField(document.body, /^Tables \(schema\)/),
      'create table people (name text, age int);',
    );
    await user.click(screen.getByRole('switch', { name: /^Row order matters/ }));
    await replace(
      user,
      await codeField(document.body, /^Reference solution/),
      'select name from people order by age',
    );
    for (const label of ['Example 1', 'Hidden test 1']) {
      const test = screen.getByRole('group', { name: label });
      await replace(
        user,
        await codeField(test, /^Test data/),
        "insert into people values ('Ann', 30), ('Bob', 20);",
      );
      await replace(user, within(test).getByLabelText(/^Expected columns/), 'name');
      await replace(user, within(test).getByLabelText(/^Expected rows/), '[["Bob"], ["Ann"]]');
    }
    const preview = within(screen.getByRole('group', { name: 'Example 1' })).getByRole('table');
    expect(within(preview).getByRole('columnheader', { name: 'name' })).toBeVisible();
    expect(within(preview).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1), slow);
    const rowsTest = {
      kind: 'rows',
      data: "insert into people values ('Ann', 30), ('Bob', 20);",
      expected: { columns: ['name'], rows: [['Bob'], ['Ann']] },
    };
    expect(saved[0]?.questions[0]?.code).toEqual({
      language: 'sql',
      starterCode: 'def add(a, b):\n    pass\n',
      referenceSolution: 'select name from people order by age',
      functionName: null,
      timeLimitMs: 2000,
      examples: [rowsTest],
      hiddenTests: [{ ...rowsTest, name: 'negatives' }],
      sql: { schema: 'create table people (name text, age int);', ordered: true },
    });
  });

  it('says in words for staff when the runner is busy, for a check and for a save', async () => {
    // The client repeats a busy answer after its Retry-After (1 s here) three times first.
    const sent = { check: 0, save: 0 };
    const busy = { headers: { 'retry-after': '1' } };
    server.use(
      handle(contentItemEndpoints.checkCodeExercise, ({ reply }) => {
        sent.check += 1;
        return reply(503, 'ERR_CODE_RUNNER_BUSY', busy);
      }),
      handle(contentItemEndpoints.saveAdminTask, ({ reply }) => {
        sent.save += 1;
        return reply(503, 'ERR_CODE_RUNNER_BUSY', busy);
      }),
    );
    const repeated = { timeout: 15_000 };
    const { user, notify } = await openEditor(aTask([codeQuestion()]));
    await user.click(
      screen.getByRole('button', { name: 'Check the reference solution of question 1' }),
    );
    expect(
      await screen.findByText(
        "The code runner is busy grading students' answers. Nothing was run: check again in a moment.",
        {},
        repeated,
      ),
    ).toBeVisible();
    expect(sent.check).toBe(1 + MAX_BUSY_RETRIES);
    await replace(user, screen.getByRole('textbox', { name: 'Function name' }), 'plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/could not be checked\. Nothing was saved: save again/, {}, repeated),
    ).toBeVisible();
    expect(sent.save).toBe(1 + MAX_BUSY_RETRIES);
    // Neither is the students' toast ("Your answers were not sent").
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Function name' })).toHaveValue('plus');
  }, 40_000);

  it("says what is wrong with the JSON in the admin's language", async () => {
    const { user } = await openEditor(aTask([codeQuestion()]));
    await act(() => i18n.changeLanguage('ru'));
    const example = await screen.findByRole('group', { name: 'Пример 1' });
    await replace(user, within(example).getByLabelText(/^Ожидаемое значение/), 'yes');
    await user.clear(screen.getByRole('textbox', { name: /^Лимит времени на тест/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(example).findByText(/^Это не JSON\. Текст пишется в двойных кавычках/, {}, slow),
    ).toBeVisible();
    // An emptied number says which numbers it takes, in Russian too.
    expect(
      screen.getByRole('textbox', { name: /^Лимит времени на тест/ }),
    ).toHaveAccessibleDescription(/Введите целое число от 100 до 10000\./);
  });
});
