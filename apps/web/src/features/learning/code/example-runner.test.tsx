import type { StudentCodeExercise } from '@academy/contracts';
import { aCodeQuestion } from '@academy/testing';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../shared/ui/theme';
import { ExampleRunner } from './example-runner';
import { GRACE_MS } from './run/browser-run';
import type { RunOutcome } from './run/harness';
import type { RunRequest, WorkerReport } from './run/protocol';

/*
 * "Run examples" on the page: the worker is a fake here (jsdom runs none; the engines' part is
 * run-examples.test.ts, in Node), answering as the real one does, or never, to prove the
 * watchdog: a test past its time limit has its worker terminated and the next test goes on in
 * a new worker.
 */

const exercise = aCodeQuestion().code as StudentCodeExercise;

const ok = (value: unknown, stdout = ''): RunOutcome => ({
  status: 'ok',
  value: JSON.stringify(value),
  stdout,
  stdoutTruncated: false,
  timeMs: 1,
});

/** A worker whose answer to each test is `answer(index)`; `hang` never answers. */
function fakeWorkers(answer: (index: number) => RunOutcome | 'hang') {
  const started: { first: number; terminated: boolean }[] = [];
  const create = () => {
    const record = { first: -1, terminated: false };
    started.push(record);
    const worker = {
      onmessage: null as ((event: MessageEvent<WorkerReport>) => void) | null,
      onerror: null,
      terminate: () => {
        record.terminated = true;
      },
      postMessage: ({ job, first }: RunRequest) => {
        record.first = first;
        const say = (report: WorkerReport) =>
          setTimeout(() => {
            if (!record.terminated) worker.onmessage?.({ data: report } as MessageEvent);
          }, 5);
        void (async () => {
          say({ type: 'engine-ready' });
          for (let index = first; index < job.tests.length; index++) {
            say({ type: 'test-start', index });
            const outcome = answer(index);
            if (outcome === 'hang') return;
            say({ type: 'test-done', index, outcome });
          }
          say({ type: 'done' });
        })();
      },
    };
    return worker as unknown as Worker;
  };
  return { create, started };
}

function renderRunner(props: Parameters<typeof ExampleRunner>[0]) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ExampleRunner {...props} />
    </MantineProvider>,
  );
}

describe('Run examples', () => {
  it('runs the code on the examples and shows each outcome, announced', async () => {
    const workers = fakeWorkers((index) => (index === 0 ? ok(3, 'adding\n') : ok(7)));
    renderRunner({
      exercise,
      code: 'function sum(a, b) { return a + b; }',
      createWorker: workers.create,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run examples' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('1 of 2 examples passed'));
    const run = screen.getByRole('region', { name: 'Your run of the examples' });
    const tests = within(run).getAllByRole('listitem');
    expect(tests[0]).toHaveTextContent('Passed');
    expect(tests[0]).toHaveTextContent('Outputadding');
    expect(tests[1]).toHaveTextContent('Failed');
    expect(tests[1]).toHaveTextContent('Expected6');
    expect(tests[1]).toHaveTextContent('Your result7');
    // No hidden test is run in the browser.
    expect(run).not.toHaveTextContent(/hidden/);
    expect(workers.started).toEqual([{ first: 0, terminated: true }]);
  });

  it('terminates a test past its time limit and goes on with the next', async () => {
    const quick = { ...exercise, timeLimitMs: 100 };
    const workers = fakeWorkers((index) => (index === 0 ? 'hang' : ok(6)));
    renderRunner({
      exercise: quick,
      code: 'function sum() { while (true) {} }',
      createWorker: workers.create,
    });
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Run examples' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 of 2 examples passed'),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(100 + GRACE_MS);
    const tests = within(
      screen.getByRole('region', { name: 'Your run of the examples' }),
    ).getAllByRole('listitem');
    expect(tests[0]).toHaveTextContent('Time limit exceeded');
    expect(tests[0]).toHaveTextContent('the code ran longer than 0.1 s');
    expect(tests[1]).toHaveTextContent('Passed');
    expect(workers.started).toEqual([
      { first: 0, terminated: true },
      { first: 1, terminated: true },
    ]);
  });

  it('stops a run when asked, and says the result is of older code', async () => {
    const workers = fakeWorkers(() => 'hang');
    const view = renderRunner({
      exercise: { ...exercise, timeLimitMs: 10_000 },
      code: 'a',
      createWorker: workers.create,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run examples' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Running example 1 of 2…'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop the run' }));
    expect(screen.getByRole('status')).toHaveTextContent('The run was stopped.');
    expect(workers.started[0]?.terminated).toBe(true);

    const done = fakeWorkers(() => ok(3));
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <ExampleRunner exercise={exercise} code="a" createWorker={done.create} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run examples' }));
    await screen.findByRole('region', { name: 'Your run of the examples' });
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <ExampleRunner exercise={exercise} code="b" createWorker={done.create} />
      </MantineProvider>,
    );
    expect(screen.getByText('The code has changed since this run.')).toBeInTheDocument();
  });
});
