import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { CodeExerciseInput } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeRunner } from './index.js';
import { addExercise, oneCall } from './test-exercises.js';

// One pool for the file: Pyodide starts once per worker, each submission then gets a fresh
// interpreter from its memory snapshot (ARCHITECTURE.md, "Code exercises: the sandbox").
const runner = createCodeRunner({ size: 1 });
afterAll(() => runner.close());

// Generous limits where no limit is tested: a busy machine runs Python slowly.
const first = async (code: string, exercise: CodeExerciseInput = oneCall('python', 5000)) => {
  const test = (await runner.grade(exercise, code)).tests[0];
  if (!test?.visible) throw new Error('the example is visible');
  return test;
};

describe('Python', () => {
  it('grades calls and assertions, showing examples and hiding hidden tests', async () => {
    const result = await runner.grade(
      addExercise('python'),
      'def add(a, b):\n    print("adding", a, b)\n    return a + b\n',
    );
    expect(result).toMatchObject({ passed: 4, total: 4, allPassed: true });
    expect(result.tests[0]).toMatchObject({ actual: 3, stdout: 'adding 1 2\n', error: null });
    expect(result.tests.slice(2)).toStrictEqual([
      { visible: false, passed: true },
      { visible: false, passed: true },
    ]);
  }, 60_000);

  it('names the line of a runtime error and of a syntax error', async () => {
    expect(await first('def add(a, b):\n    x = 1\n    return a / 0\n')).toMatchObject({
      error: { kind: 'runtime', name: 'ZeroDivisionError', line: 3 },
    });
    expect(await first('def add(a, b):\n    return a +\n')).toMatchObject({
      error: { kind: 'compile', name: 'SyntaxError', line: 2 },
    });
  });

  it('tells a failed assertion from an error in the code it checks', async () => {
    const result = await runner.grade(addExercise('python'), 'def add(a, b):\n    return a - b\n');
    expect(result.tests[1]).toMatchObject({
      passed: false,
      error: { kind: 'runtime', name: 'AssertionError (in the test)', line: null },
    });
  });

  it('gives every submission a fresh interpreter', async () => {
    await first(
      'import builtins, json\nbuiltins.stash = "secret"\njson.dumps = lambda v: "3"\ndef add(a, b):\n    return 0\n',
    );
    expect(
      await first('def add(a, b):\n    return getattr(__builtins__, "stash", None) or a + b\n'),
    ).toMatchObject({ passed: true, actual: 3 });
  });
});

describe('hostile Python', () => {
  const loop = oneCall('python', 1000);

  // One submission, one assertion test per attempt: each runs in the same fresh interpreter
  // as the code it checks, so each is refused on its own.
  const attempts: [string, string, RegExp][] = [
    ['import os; os.system(…)', 'import os\nos.system("cat /etc/passwd")', /PermissionError/],
    ['open("/etc/passwd")', 'open("/etc/passwd").read()', /FileNotFoundError/],
    ['import js', 'import js\njs.process.exit(1)', /ModuleNotFoundError/],
    ['from pyodide.ffi import …', 'from pyodide.ffi import to_js', /ModuleNotFoundError/],
    ['import pyodide_js', 'import pyodide_js', /ModuleNotFoundError/],
    ['import _pyodide_core', 'import _pyodide_core', /ModuleNotFoundError/],
    ['subprocess', 'import subprocess\nsubprocess.run(["id"])', /Error/],
    ['a socket', 'import socket\nsocket.create_connection(("127.0.0.1", 80))', /PermissionError/],
  ];
  let results: Awaited<ReturnType<typeof runner.grade>>;
  beforeAll(async () => {
    results = await runner.grade(
      {
        ...oneCall('python', 5000),
        examples: attempts.map(([name, code]) => ({ kind: 'assertion', name, code })),
      },
      'def add(a, b):\n    return a + b\n',
    );
  }, 60_000);

  it.each(attempts)('refuses %s', (name, _code, message) => {
    const test = results.tests.find((each) => each.visible && each.name === name);
    expect(test).toMatchObject({ passed: false, error: { kind: 'runtime' } });
    if (!test?.visible) throw new Error('visible');
    expect(`${test.error?.name}: ${test.error?.message}`).toMatch(message);
  });

  it('opens no connection, also to a server on this machine', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const test = await first(
        `import socket\ndef add(a, b):\n    s = socket.socket()\n    s.connect(("127.0.0.1", ${port}))\n    s.send(b"GET / HTTP/1.0\\r\\n\\r\\n")\n    return 3\n`,
      );
      expect(test).toMatchObject({ passed: false, error: { name: 'PermissionError' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('finds an empty environment and no files, and still the standard library', async () => {
    const test = await first(
      'import os, random\ndef add(a, b):\n    return [dict(os.environ), os.listdir("/tmp"), len(os.urandom(4)), random.randint(3, 3)]\n',
    );
    expect(test.actual).toStrictEqual([{}, [], 4, 3]);
  });

  it('stops `while True: pass` at the time limit and keeps the worker', async () => {
    const threads = runner.pool.threadIds();
    expect(await first('def add(a, b):\n    while True:\n        pass\n', loop)).toMatchObject({
      error: { kind: 'time_limit' },
    });
    expect(runner.pool.threadIds()).toStrictEqual(threads);
  });

  it('stops a loop that swallows the interrupt by replacing the worker', async () => {
    const threads = runner.pool.threadIds();
    const code =
      'def add(a, b):\n    while True:\n        try:\n            while True:\n                pass\n        except BaseException:\n            pass\n';
    expect(await first(code, loop)).toMatchObject({ error: { kind: 'time_limit' } });
    expect(runner.pool.threadIds()).not.toStrictEqual(threads);
    expect(await first('def add(a, b):\n    return a + b\n')).toMatchObject({ passed: true });
  }, 60_000);

  it('stops deep recursion with a RecursionError', async () => {
    expect(await first('def add(a, b):\n    return add(a, b) + 1\n')).toMatchObject({
      error: { kind: 'runtime', name: 'RecursionError', line: 2 },
    });
  });

  it('stops allocating gigabytes at the memory limit', async () => {
    const result = await runner.grade(
      {
        ...oneCall('python', 5000),
        examples: [
          { kind: 'assertion', code: 'bytearray(2 * 10**9)' },
          {
            kind: 'assertion',
            code: 'blocks = []\nwhile True:\n    blocks.append(bytearray(10**7))',
          },
        ],
      },
      'def add(a, b):\n    return a + b\n',
    );
    expect(result.tests).toMatchObject([
      { passed: false, error: { kind: 'memory_limit' } },
      { passed: false, error: { kind: 'memory_limit' } },
    ]);
  });

  it('cuts printing forever at the output limit', async () => {
    const test = await first(
      'def add(a, b):\n    while True:\n        print("spam " * 10)\n',
      loop,
    );
    expect(test).toMatchObject({ stdoutTruncated: true, error: { kind: 'time_limit' } });
    expect(test.stdout.length).toBeLessThanOrEqual(runner.pool.limits.outputBytes);
  });
});
