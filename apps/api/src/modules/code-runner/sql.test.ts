import type { CodeExerciseInput } from '@academy/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createCodeRunner } from './index.js';

// One pool for the file: PGlite's cluster is made once, then every worker starts from its
// dump (ARCHITECTURE.md, "Code exercises: the sandbox").
const runner = createCodeRunner({ size: 1 });
afterAll(() => runner.close());

const people = (ordered: boolean, timeLimitMs = 2000): CodeExerciseInput => ({
  language: 'sql',
  starterCode: 'select ',
  referenceSolution: 'select name, age from people where age >= 18 order by age desc',
  functionName: null,
  timeLimitMs,
  sql: {
    schema:
      "create table people (id int primary key, name text not null, age int not null);\ninsert into people values (1, 'Ann', 30), (2, 'Bob', 12);",
    ordered,
  },
  examples: [
    {
      kind: 'rows',
      name: 'the adults',
      data: "insert into people values (3, 'Cid', 45);",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Cid', 45],
          ['Ann', 30],
        ],
      },
    },
  ],
  hiddenTests: [
    {
      kind: 'rows',
      data: "insert into people values (4, 'Dee', 18), (5, 'Eve', 17);",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Ann', 30],
          ['Dee', 18],
        ],
      },
    },
  ],
});

const first = async (query: string, exercise = people(false)) => {
  const test = (await runner.grade(exercise, query)).tests[0];
  if (!test?.visible) throw new Error('the example is visible');
  return test;
};

describe('SQL', () => {
  it('compares the rows, in order only when the exercise says so', async () => {
    const unordered = 'select name, age from people where age >= 18';
    expect(await runner.grade(people(false), unordered)).toMatchObject({ passed: 2, total: 2 });
    const ordered = await runner.grade(
      people(true),
      'select name, age from people where age >= 18 order by age',
    );
    expect(ordered).toMatchObject({ passed: 0, total: 2 });
    expect(ordered.tests[0]).toMatchObject({
      actual: {
        columns: ['name', 'age'],
        rows: [
          ['Ann', 30],
          ['Cid', 45],
        ],
      },
    });
    expect(ordered.tests[1]).toStrictEqual({ visible: false, passed: false });
    expect(
      await runner.grade(
        people(true),
        'select name, age from people where age >= 18 order by age desc;',
      ),
    ).toMatchObject({ allPassed: true });
  }, 60_000);

  it('gives each test its own data, and no run sees another', async () => {
    const result = await runner.grade(
      people(false),
      'select name, age from people where age >= 18 and id in (1, 3, 4)',
    );
    expect(result).toMatchObject({ passed: 2 });
    expect(await first('select count(*)::int as name, 0 as age from people')).toMatchObject({
      actual: { columns: ['name', 'age'], rows: [[3, 0]] },
    });
  });

  it('wants the expected columns', async () => {
    expect(await first('select name as who, age from people where age >= 18')).toMatchObject({
      passed: false,
      actual: { columns: ['who', 'age'] },
    });
  });

  it('names the line of an error in the query', async () => {
    expect(await first('select name,\n  agge\nfrom people')).toMatchObject({
      error: { kind: 'runtime', name: 'SQLSTATE 42703', line: 2 },
    });
    expect(await first('select name, age\nfrom people\nwhere where age > 3')).toMatchObject({
      error: { kind: 'compile', line: 3 },
    });
  });
});

describe('hostile SQL', () => {
  it.each([
    ['COPY … TO PROGRAM', "copy people to program 'cat /etc/passwd'", /Only a query/],
    ['CREATE EXTENSION', 'create extension pg_trgm', /Only a query/],
    [
      'a second statement',
      'select 1 as name, 2 as age; drop table people',
      /multiple commands|syntax/,
    ],
    ['pg_read_file', "select pg_read_file('/etc/passwd') as name, 1 as age", /permission denied/],
    ['pg_ls_dir', "select pg_ls_dir('.') as name, 1 as age", /permission denied/],
    [
      'set_config',
      "select set_config('role', 'postgres', false) as name, 1 as age",
      /permission denied/,
    ],
    ['lo_import', "select lo_import('/etc/passwd') as name, 1 as age", /permission denied/],
    [
      'a data-modifying WITH',
      'with gone as (delete from people returning *) select name, age from gone',
      /DECLARE|data-modifying|syntax/,
    ],
  ])('refuses %s', async (_name, query, message) => {
    const test = await first(query);
    expect(test.passed).toBe(false);
    expect(test.error?.message).toMatch(message);
  });

  it('stops an endless recursive CTE at the time limit and replaces the worker', async () => {
    const threads = runner.pool.threadIds();
    const started = Date.now();
    const test = await first(
      'with recursive r(n) as (select 1 union all select n + 1 from r)\nselect count(*)::text as name, 0 as age from r',
      people(false, 1000),
    );
    expect(test).toMatchObject({ error: { kind: 'time_limit' } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(runner.pool.threadIds()).not.toStrictEqual(threads);
    expect(await first('select name, age from people where age >= 18')).toMatchObject({
      passed: true,
    });
  }, 60_000);

  it('reads an endless result only up to its row limit', async () => {
    expect(
      await first(
        'with recursive r(n) as (select 1 union all select n + 1 from r)\nselect n::text as name, n as age from r',
      ),
    ).toMatchObject({ passed: false, error: { name: 'TooManyRows' } });
  });
});
