import { afterAll, describe, expect, it } from 'vitest';
import { CodeRunnerBusyError, createCodeRunner } from './index.js';
import { oneCall } from './test-exercises.js';

// One worker and room for one waiting submission: the third at once is refused
// (ARCHITECTURE.md, "Code exercises: the sandbox").
const runner = createCodeRunner({ size: 1, queueLimit: 1 });
afterAll(() => runner.close());

const loop = 'function add() { while (true) {} }';

describe('the pool', () => {
  it('keeps the event loop answering while a run spins', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 20);
    try {
      const result = await runner.grade(oneCall('javascript', 1000), loop);
      expect(result.tests[0]).toMatchObject({ passed: false, error: { kind: 'time_limit' } });
    } finally {
      clearInterval(timer);
    }
    expect(ticks.length).toBeGreaterThan(20);
    const gaps = ticks.slice(1).map((at, index) => at - (ticks[index] ?? at));
    expect(Math.max(...gaps)).toBeLessThan(500);
  });

  it('refuses a submission when the queue is full, saying when to try again', async () => {
    const running = runner.grade(oneCall('javascript', 500), loop);
    const waiting = runner.grade(
      oneCall('javascript', 500),
      'function add(a, b) { return a + b; }',
    );
    const refused = runner.grade(
      oneCall('javascript', 500),
      'function add(a, b) { return a + b; }',
    );
    await expect(refused).rejects.toBeInstanceOf(CodeRunnerBusyError);
    const error = await refused.catch((caught: unknown) => caught);
    expect((error as CodeRunnerBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await running).tests[0]).toMatchObject({ error: { kind: 'time_limit' } });
    expect(await waiting).toMatchObject({ allPassed: true });
    // Once the queue has room again, submissions are taken.
    expect(await runner.grade(oneCall('javascript'), 'const add = (a, b) => a + b;')).toMatchObject(
      {
        allPassed: true,
      },
    );
  });

  it('refuses an exercise that breaks its schema before anything runs', async () => {
    await expect(
      runner.grade({ ...oneCall('javascript'), functionName: 'add); process.exit(1); (' }, ''),
    ).rejects.toThrow(/function/);
  });

  it('refuses work once closed', async () => {
    const other = createCodeRunner({ size: 1 });
    await other.close();
    await expect(other.grade(oneCall('javascript'), '')).rejects.toThrow(/closed/);
  });
});
