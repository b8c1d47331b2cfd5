// Measures the code runner per language (ARCHITECTURE.md, "Code exercises: the sandbox"):
// a pool of one worker in a process of its own, the first submission (engine start-up
// included), the median of ten more, and the process's RSS before and once warm; then one
// worker warm with all four.
//   npx tsx apps/api/scripts/measure-code-runner.ts
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CodeExerciseInput } from '@academy/contracts';
import { createCodeRunner } from '../src/modules/code-runner/index.js';

const languages = ['javascript', 'typescript', 'python', 'sql'] as const;
type Language = (typeof languages)[number];

const call = (language: 'javascript' | 'typescript' | 'python'): [CodeExerciseInput, string] => [
  {
    language,
    starterCode: '',
    referenceSolution: 'x',
    functionName: 'add',
    timeLimitMs: 2000,
    examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
    hiddenTests: [
      { kind: 'io', args: [2, 2], expected: 4 },
      { kind: 'io', args: [3, 2], expected: 5 },
    ],
    sql: null,
  },
  language === 'python'
    ? 'def add(a, b):\n    return a + b\n'
    : language === 'typescript'
      ? 'function add(a: number, b: number): number { return a + b; }'
      : 'function add(a, b) { return a + b; }',
];
const query: [CodeExerciseInput, string] = [
  {
    language: 'sql',
    starterCode: '',
    referenceSolution: 'x',
    functionName: null,
    timeLimitMs: 2000,
    examples: [
      {
        kind: 'rows',
        data: "insert into t values (1, 'a')",
        expected: { columns: ['name'], rows: [['a']] },
      },
    ],
    hiddenTests: [
      {
        kind: 'rows',
        data: "insert into t values (2, 'b')",
        expected: { columns: ['name'], rows: [['b']] },
      },
    ],
    sql: { schema: 'create table t (id int, name text)', ordered: false },
  },
  'select name from t',
];

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

async function measure(language: Language) {
  const [exercise, code] = language === 'sql' ? query : call(language);
  const before = process.memoryUsage().rss;
  const runner = createCodeRunner({ size: 1 });
  let started = performance.now();
  const first = await runner.grade(exercise, code);
  const coldMs = performance.now() - started;
  if (!first.allPassed) throw new Error(`${language}: ${JSON.stringify(first)}`);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    started = performance.now();
    await runner.grade(exercise, code);
    times.push(performance.now() - started);
    // Python loads the next submission's interpreter between submissions, as a worker does
    // while it waits for work.
    if (language === 'python') await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  times.sort((a, b) => a - b);
  const warm = process.memoryUsage().rss;
  await runner.close();
  console.log(
    JSON.stringify({
      language,
      firstMs: Math.round(coldMs),
      medianMs: Math.round(times[5] ?? 0),
      rssBeforeMiB: mib(before),
      rssWarmMiB: mib(warm),
      workerMiB: mib(warm - before),
    }),
  );
}

/** One worker warm with every engine: what WORKER_MEMORY_BUDGET_BYTES must hold. */
async function measureAll() {
  const before = process.memoryUsage().rss;
  const runner = createCodeRunner({ size: 1 });
  for (const language of languages) {
    const [exercise, code] = language === 'sql' ? query : call(language);
    for (let i = 0; i < 3; i++) await runner.grade(exercise, code);
  }
  const warm = process.memoryUsage().rss;
  await runner.close();
  console.log(
    JSON.stringify({ language: 'all four in one worker', workerMiB: mib(warm - before) }),
  );
}

const only = process.argv[2] as Language | 'all' | undefined;
if (only === 'all') {
  await measureAll();
} else if (only) {
  await measure(only);
} else {
  for (const language of [...languages, 'all']) {
    process.stdout.write(
      execFileSync(process.execPath, [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        language,
      ]),
    );
  }
}
