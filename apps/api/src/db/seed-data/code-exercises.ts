import type { CodeExerciseInput } from '@academy/contracts';

/*
 * The demo's code exercises, one per language (ARCHITECTURE.md, "Code exercises"): each with
 * visible examples and hidden tests, and a reference solution that passes them all
 * (demo-code-exercises.test.ts runs them).
 */

/** JavaScript: a function over a string. */
export const countVowelsExercise: CodeExerciseInput = {
  language: 'javascript',
  starterCode: 'function countVowels(text) {\n  // Count a, e, i, o and u, in either case.\n}\n',
  referenceSolution:
    'function countVowels(text) {\n  return (text.match(/[aeiou]/gi) ?? []).length;\n}\n',
  functionName: 'countVowels',
  timeLimitMs: 1000,
  examples: [
    { kind: 'io', name: 'a word', args: ['hello'], expected: 2 },
    { kind: 'io', name: 'capitals count too', args: ['AEIOU'], expected: 5 },
  ],
  hiddenTests: [
    { kind: 'io', args: [''], expected: 0 },
    { kind: 'io', args: ['rhythm'], expected: 0 },
    { kind: 'io', args: ['The quick brown fox'], expected: 5 },
    { kind: 'io', args: ['Queueing'], expected: 5 },
    { kind: 'assertion', code: "assert.equal(countVowels('aaa bbb AAA'), 6);" },
  ],
  sql: null,
};

/** TypeScript: types in the signature (stripped, not checked) and an array of objects. */
export const unpaidTotalExercise: CodeExerciseInput = {
  language: 'typescript',
  starterCode: [
    'interface Order {',
    '  id: number;',
    '  total: number;',
    '  paid: boolean;',
    '}',
    '',
    'function unpaidTotal(orders: Order[]): number {',
    '  // The sum of the totals of the orders not paid yet.',
    '  return 0;',
    '}',
    '',
  ].join('\n'),
  referenceSolution: [
    'interface Order {',
    '  id: number;',
    '  total: number;',
    '  paid: boolean;',
    '}',
    '',
    'function unpaidTotal(orders: Order[]): number {',
    '  return orders',
    '    .filter((order) => !order.paid)',
    '    .reduce((sum: number, order: Order) => sum + order.total, 0);',
    '}',
    '',
  ].join('\n'),
  functionName: 'unpaidTotal',
  timeLimitMs: 1000,
  examples: [
    {
      kind: 'io',
      name: 'one of two unpaid',
      args: [
        [
          { id: 1, total: 30, paid: true },
          { id: 2, total: 12, paid: false },
        ],
      ],
      expected: 12,
    },
  ],
  hiddenTests: [
    { kind: 'io', args: [[]], expected: 0 },
    { kind: 'io', args: [[{ id: 1, total: 5, paid: true }]], expected: 0 },
    {
      kind: 'io',
      args: [
        [
          { id: 1, total: 5, paid: false },
          { id: 2, total: 7, paid: false },
          { id: 3, total: 100, paid: true },
        ],
      ],
      expected: 12,
    },
    {
      kind: 'assertion',
      code: 'assert.equal(unpaidTotal([{ id: 9, total: 0.5, paid: false }]), 0.5);',
    },
  ],
  sql: null,
};

/** Python: a function with a little string cleaning. */
export const palindromeExercise: CodeExerciseInput = {
  language: 'python',
  starterCode:
    'def is_palindrome(text):\n    # True when the letters and digits read the same both ways, case ignored.\n    pass\n',
  referenceSolution:
    'def is_palindrome(text):\n    kept = [c.lower() for c in text if c.isalnum()]\n    return kept == kept[::-1]\n',
  functionName: 'is_palindrome',
  timeLimitMs: 2000,
  examples: [
    { kind: 'io', name: 'a word', args: ['level'], expected: true },
    { kind: 'io', name: 'not one', args: ['python'], expected: false },
  ],
  hiddenTests: [
    { kind: 'io', args: [''], expected: true },
    { kind: 'io', args: ['A man, a plan, a canal: Panama'], expected: true },
    { kind: 'io', args: ['No lemon, no melon'], expected: true },
    { kind: 'io', args: ['ab'], expected: false },
    { kind: 'assertion', code: "assert is_palindrome('12321') and not is_palindrome('123')" },
  ],
  sql: null,
};

/** SQL: a join and a grouping over two small tables; hidden tests bring data of their own. */
export const customerTotalsExercise: CodeExerciseInput = {
  language: 'sql',
  starterCode: 'select ',
  referenceSolution: [
    'select c.name, sum(o.amount) as total',
    'from customers c',
    'join orders o on o.customer_id = c.id',
    'group by c.id, c.name',
    'order by total desc, c.name',
  ].join('\n'),
  functionName: null,
  timeLimitMs: 2000,
  sql: {
    schema: [
      'create table customers (id int primary key, name text not null);',
      'create table orders (id int primary key, customer_id int not null references customers(id), amount int not null);',
      "insert into customers values (1, 'Ann'), (2, 'Bob'), (3, 'Cid');",
      'insert into orders values (1, 1, 30), (2, 1, 20), (3, 2, 70);',
    ].join('\n'),
    ordered: true,
  },
  examples: [
    {
      kind: 'rows',
      name: 'the customers who ordered, biggest total first',
      data: '',
      expected: {
        columns: ['name', 'total'],
        rows: [
          ['Bob', 70],
          ['Ann', 50],
        ],
      },
    },
  ],
  hiddenTests: [
    {
      kind: 'rows',
      data: 'insert into orders values (4, 3, 50);',
      expected: {
        columns: ['name', 'total'],
        rows: [
          ['Bob', 70],
          ['Ann', 50],
          ['Cid', 50],
        ],
      },
    },
    {
      kind: 'rows',
      data: 'delete from orders;',
      expected: { columns: ['name', 'total'], rows: [] },
    },
    {
      kind: 'rows',
      data: "insert into customers values (4, 'Dee');\ninsert into orders values (4, 4, 500), (5, 3, 1);",
      expected: {
        columns: ['name', 'total'],
        rows: [
          ['Dee', 500],
          ['Bob', 70],
          ['Ann', 50],
          ['Cid', 1],
        ],
      },
    },
  ],
};

/** The four, in the order the demo test asks them. */
export const demoCodeExercises = [
  { text: 'Write `countVowels(text)` in JavaScript.', code: countVowelsExercise },
  { text: 'Write `unpaidTotal(orders)` in TypeScript.', code: unpaidTotalExercise },
  { text: 'Write `is_palindrome(text)` in Python.', code: palindromeExercise },
  {
    text: 'Write a query: every customer who ordered, with their total.',
    code: customerTotalsExercise,
  },
] as const;
