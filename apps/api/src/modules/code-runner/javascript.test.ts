import { afterAll, describe, expect, it } from 'vitest';
import { createCodeRunner } from './index.js';
import { addExercise, oneCall } from './test-exercises.js';

// One pool for the file (ARCHITECTURE.md, "Code exercises: the sandbox").
const runner = createCodeRunner({ size: 1 });
afterAll(() => runner.close());

const first = async (code: string, language: 'javascript' | 'typescript' = 'javascript') => {
  const result = await runner.grade(oneCall(language), code);
  const test = result.tests[0];
  if (!test?.visible) throw new Error('the example is visible');
  return test;
};

describe('JavaScript', () => {
  it('grades calls and assertions, showing examples and hiding hidden tests', async () => {
    const result = await runner.grade(
      addExercise('javascript'),
      'function add(a, b) {\n  console.log("adding", a, b, { a });\n  return a + b;\n}',
    );
    expect(result).toMatchObject({ passed: 4, total: 4, allPassed: true });
    expect(result.tests[0]).toMatchObject({
      visible: true,
      name: 'small numbers',
      input: [1, 2],
      expected: 3,
      actual: 3,
      stdout: 'adding 1 2 {"a":1}\n',
      error: null,
    });
    expect(result.tests.slice(2)).toStrictEqual([
      { visible: false, passed: true },
      { visible: false, passed: true },
    ]);
  });

  it('keeps a hidden test secret also when it fails', async () => {
    const result = await runner.grade(
      addExercise('javascript'),
      'function add(a, b) {\n  console.log(a, b);\n  return a === 40 ? -1 : a + b;\n}',
    );
    expect(result).toMatchObject({ passed: 3, allPassed: false });
    expect(result.tests[2]).toStrictEqual({ visible: false, passed: false });
    expect(JSON.stringify(result.tests.slice(2))).not.toMatch(/40|42|-1|-7/);
  });

  it('names the line of a runtime error and of a syntax error', async () => {
    expect(await first('const add = (a, b) => {\n  return a + c;\n};')).toMatchObject({
      passed: false,
      error: { kind: 'runtime', name: 'ReferenceError', line: 2 },
    });
    expect(await first('function add(a, b) {\n\n  return a + ;\n}')).toMatchObject({
      error: { kind: 'compile', name: 'SyntaxError', line: 3 },
    });
  });

  it('awaits an async function', async () => {
    expect(await first('async function add(a, b) { return a + b; }')).toMatchObject({
      passed: true,
      actual: 3,
    });
  });

  it('fails a wrong answer with the value it gave', async () => {
    expect(await first('function add(a, b) { return [a, b]; }')).toMatchObject({
      passed: false,
      actual: [1, 2],
      error: null,
    });
  });
});

describe('TypeScript', () => {
  it('runs once its types are stripped, on the lines it was written on', async () => {
    const result = await runner.grade(
      addExercise('typescript'),
      'interface Pair { a: number }\nfunction add(a: number, b: number): number {\n  return a + b;\n}',
    );
    expect(result).toMatchObject({ passed: 4, total: 4 });
    expect(
      await first(
        'type N = number;\nfunction add(a: N, b: N): N {\n  return (a as any).nope.deeper;\n}',
        'typescript',
      ),
    ).toMatchObject({ error: { kind: 'runtime', name: 'TypeError', line: 3 } });
  });

  it('reports a syntax error with its line', async () => {
    expect(
      await first('function add(a: number, b: number) {\n  return a +* b;\n}', 'typescript'),
    ).toMatchObject({ passed: false, error: { kind: 'compile', line: 2 } });
  });
});

describe('hostile JavaScript', () => {
  it('stops `while (true) {}` at the time limit', async () => {
    const started = Date.now();
    expect(await first('function add() { while (true) {} }')).toMatchObject({
      error: { kind: 'time_limit', message: 'Time limit exceeded: the code ran longer than 1 s.' },
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('stops deep recursion with a stack overflow', async () => {
    expect(await first('function add(a) { return add(a) + 1; }')).toMatchObject({
      error: { kind: 'runtime', name: 'InternalError', message: expect.stringMatching(/stack/) },
    });
  });

  it('stops allocating gigabytes at the memory limit', async () => {
    const exercise = oneCall('javascript', 10_000);
    const test = async (code: string) => (await runner.grade(exercise, code)).tests[0];
    expect(
      await test(
        'function add() { const all = []; while (true) all.push(new ArrayBuffer(2 ** 25)); }',
      ),
    ).toMatchObject({ passed: false, error: { kind: 'memory_limit' } });
    expect(await test('function add() { return "x".repeat(2 ** 31); }')).toMatchObject({
      passed: false,
    });
  });

  it('cuts printing forever at the output limit and stops it at the time limit', async () => {
    const test = await first('function add() { while (true) console.log("spam spam spam"); }');
    expect(test).toMatchObject({ stdoutTruncated: true, error: { kind: 'time_limit' } });
    expect(test.stdout.length).toBeLessThanOrEqual(runner.pool.limits.outputBytes);
  });

  it.each([
    [
      'import("fs")',
      'async function add() { const fs = await import("fs"); return fs.readFileSync("/etc/passwd", "utf8"); }',
    ],
    ['require', 'function add() { return require("child_process").execSync("id").toString(); }'],
    ['process', 'function add() { return process.env; }'],
    ['the Function constructor', 'function add() { return Function("return process")().pid; }'],
  ])('finds no host through %s', async (_name, code) => {
    const test = await first(code);
    expect(test.passed).toBe(false);
    expect(test.error?.kind).toBe('runtime');
    expect(test.error?.message).toMatch(/not defined|could not load|not a function|module/i);
  });

  it('finds nothing of the host on globalThis', async () => {
    const test = await first(
      'function add() { return Object.getOwnPropertyNames(globalThis).concat(Object.getOwnPropertyNames(globalThis.constructor.constructor("return this")())); }',
    );
    const names = test.actual as string[];
    expect(names).toContain('console');
    for (const host of [
      'process',
      'require',
      'fetch',
      'setTimeout',
      'WebAssembly',
      'std',
      'os',
      'Buffer',
      'module',
    ])
      expect(names).not.toContain(host);
  });

  it("leaves the host's prototypes, and the next submission's, clean", async () => {
    await first(
      'Object.prototype.polluted = "yes"; Array.prototype.push = null; JSON.stringify = () => "3";\n' +
        'Object.defineProperty(Object.prototype, "__proto__", { value: 1 });\nfunction add() { return 0; }',
    );
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof Array.prototype.push).toBe('function');
    expect(JSON.stringify(1)).toBe('1');
    expect(await first('function add(a, b) { return [].polluted ?? a + b; }')).toMatchObject({
      passed: true,
      actual: 3,
    });
  });
});
