import { md, type SeedDirection } from './content-types.js';

export const softwareEngineering: SeedDirection = {
  title: 'Software Engineering',
  description:
    'The craft behind every stack: algorithms and data structures, readable code, design principles and testing.',
  colors: [
    [124, 58, 237],
    [219, 39, 119],
  ],
  subjects: [
    {
      title: 'Algorithms and Data Structures',
      description: 'Reason about cost with Big-O and pick the right structure for the job.',
      chapters: [
        {
          title: 'Complexity',
          lectures: [
            {
              title: 'Big-O notation',
              content: md(
                '# Big-O notation',
                '',
                'Big-O describes how work grows with input size `n`, ignoring constants.',
                '',
                '| Notation | Example |',
                '| --- | --- |',
                '| O(1) | reading an array element by index |',
                '| O(log n) | binary search |',
                '| O(n) | scanning a list once |',
                '| O(n log n) | good comparison sorts |',
                '| O(n²) | comparing every pair |',
                '',
                'For a million items, O(n²) means a trillion steps: the algorithm matters more than the machine.',
              ),
            },
            {
              title: 'Arrays, lists and hash tables',
              content: md(
                '# Arrays, lists and hash tables',
                '',
                '- **Array**: O(1) access by index, O(n) insertion in the middle.',
                '- **Linked list**: O(1) insertion next to a known node, O(n) access by position.',
                '- **Hash table** (`Map`, `Set`, objects): O(1) average lookup by key.',
                '',
                '```js',
                'const seen = new Set();',
                'for (const email of emails) {',
                '  if (seen.has(email)) console.log("duplicate", email);',
                '  seen.add(email);',
                '}',
                '```',
                '',
                'Replacing a nested loop with a `Set` turns O(n²) into O(n).',
              ),
            },
          ],
          tasks: [
            {
              title: 'Complexity check',
              description: 'Big-O and data structures.',
              questions: [
                {
                  text: 'What is the complexity of binary search on a sorted array?',
                  answers: ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)'],
                  correct: [1],
                },
                {
                  text: 'Which structure gives O(1) average lookup by key?',
                  answers: ['Sorted array', 'Linked list', 'Hash table', 'Binary heap'],
                  correct: [2],
                },
                {
                  text: 'Which operations are O(1) on an array?',
                  answers: [
                    'Reading by index',
                    'Inserting at the front',
                    'Writing by index',
                    'Searching for a value',
                  ],
                  correct: [0, 2],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Classic algorithms',
          lectures: [
            {
              title: 'Sorting',
              content: md(
                '# Sorting',
                '',
                '**Merge sort** splits the list in halves, sorts each and merges them: always O(n log n), and stable.',
                '',
                '```js',
                'function mergeSort(items) {',
                '  if (items.length < 2) return items;',
                '  const middle = Math.floor(items.length / 2);',
                '  const left = mergeSort(items.slice(0, middle));',
                '  const right = mergeSort(items.slice(middle));',
                '  const merged = [];',
                '  while (left.length && right.length) merged.push(left[0] <= right[0] ? left.shift() : right.shift());',
                '  return [...merged, ...left, ...right];',
                '}',
                '```',
                '',
                'In real code use the built-in sort with a comparator: `items.sort((a, b) => a - b)`.',
              ),
            },
            {
              title: 'Searching and recursion',
              content: md(
                '# Searching and recursion',
                '',
                'A recursive function solves a problem by solving smaller copies of it. It needs a **base case**.',
                '',
                '```js',
                'function binarySearch(sorted, target, low = 0, high = sorted.length - 1) {',
                '  if (low > high) return -1;',
                '  const middle = (low + high) >> 1;',
                '  if (sorted[middle] === target) return middle;',
                '  return sorted[middle] < target',
                '    ? binarySearch(sorted, target, middle + 1, high)',
                '    : binarySearch(sorted, target, low, middle - 1);',
                '}',
                '```',
                '',
                'Each call halves the range, so the depth is only log₂ n.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Algorithms quiz',
              description: 'Sorting and recursion.',
              questions: [
                {
                  text: 'What is the worst-case complexity of merge sort?',
                  answers: ['O(n)', 'O(n log n)', 'O(n²)', 'O(log n)'],
                  correct: [1],
                },
                {
                  text: 'What does every recursive function need?',
                  answers: ['A loop', 'A base case', 'A global variable', 'Two parameters'],
                  correct: [1],
                },
                {
                  text: 'What does a stable sort preserve?',
                  answers: [
                    'The order of equal elements',
                    'The memory address of elements',
                    'The original array',
                    'The number of comparisons',
                  ],
                  correct: [0],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Algorithm toolkit',
              description:
                'Implement binary search, merge sort and a frequency counter with tests, then measure them on inputs of 10³, 10⁵ and 10⁶ items and explain the timings with Big-O.',
              questions: ['Paste your measurements.', 'Which result surprised you, and why?'],
            },
          ],
        },
      ],
    },
    {
      title: 'Clean Code and Design',
      description: 'Write code that others can read, change and trust.',
      chapters: [
        {
          title: 'Readable code',
          lectures: [
            {
              title: 'Naming and small functions',
              content: md(
                '# Naming and small functions',
                '',
                'Code is read far more often than written. Names should say what a thing **is** or **does**:',
                '',
                '```js',
                '// before',
                'const d = u.filter((x) => x.a > 7);',
                '// after',
                'const activeStudents = students.filter((student) => student.daysActive > 7);',
                '```',
                '',
                '- A function does one thing, at one level of abstraction.',
                '- Comments explain **why**, not what the code already says.',
                '- Prefer early returns over deep nesting.',
              ),
            },
            {
              title: 'Code review',
              content: md(
                '# Code review',
                '',
                'Review is how a team shares knowledge and catches mistakes early.',
                '',
                '## As an author',
                '',
                '- Keep changes small and focused; describe why they are needed.',
                '- Review your own diff first.',
                '',
                '## As a reviewer',
                '',
                '- Check behaviour, tests and readability before style — let the formatter handle style.',
                '- Ask questions rather than give orders, and say what is good too.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Readable code check',
              description: 'Names, functions and reviews.',
              questions: [
                {
                  text: 'What should a comment usually explain?',
                  answers: [
                    'What each line does',
                    'Why the code is written this way',
                    'Who wrote it',
                    'When it was written',
                  ],
                  correct: [1],
                },
                {
                  text: 'Which name is clearest for a list of overdue invoices?',
                  answers: ['list', 'data2', 'overdueInvoices', 'invs'],
                  correct: [2],
                },
                {
                  text: 'What makes a pull request easy to review?',
                  answers: [
                    'A small, focused change',
                    'Mixing refactoring with new features',
                    'A description of why it is needed',
                    'Disabling the tests',
                  ],
                  correct: [0, 2],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Design principles',
          lectures: [
            {
              title: 'SOLID in practice',
              content: md(
                '# SOLID in practice',
                '',
                '- **S**ingle responsibility: one reason to change per module.',
                '- **O**pen/closed: add behaviour by adding code, not by editing stable code.',
                '- **L**iskov substitution: a subtype works wherever its parent does.',
                '- **I**nterface segregation: small interfaces that clients actually use.',
                '- **D**ependency inversion: depend on abstractions, pass dependencies in.',
                '',
                '```ts',
                'function createInvoiceService(deps: { payments: PaymentProvider; mailer: Mailer }) {',
                '  // the service never constructs its own provider: tests pass a sandbox one',
                '}',
                '```',
              ),
            },
            {
              title: 'Testing as design feedback',
              content: md(
                '# Testing as design feedback',
                '',
                'If code is hard to test, it is usually hard to use. Hidden dependencies, global state and functions doing five things all show up as painful tests.',
                '',
                '```ts',
                'test("progress is 0 when a subject is empty", () => {',
                '  expect(progressPercent({ done: 0, total: 0 })).toBe(0);',
                '});',
                '```',
                '',
                'Write the test first when the behaviour is clear: it shapes a small, explicit interface.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Design principles quiz',
              description: 'SOLID and testability.',
              questions: [
                {
                  text: 'What does the single responsibility principle ask for?',
                  answers: [
                    'One class per file',
                    'One reason to change per module',
                    'One function per class',
                    'One developer per module',
                  ],
                  correct: [1],
                },
                {
                  text: 'Passing a dependency into a function instead of creating it inside helps…',
                  answers: [
                    'Testing',
                    'Swapping implementations',
                    'Making code slower',
                    'Hiding errors',
                  ],
                  correct: [0, 1],
                },
                {
                  text: 'Code that is hard to test is often…',
                  answers: ['Well designed', 'Hard to use as well', 'Faster', 'Shorter'],
                  correct: [1],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Refactoring kata',
              description:
                'Take the provided legacy checkout function, cover its behaviour with tests, then refactor it into small, well-named functions without changing what it does.',
              questions: [
                'Which refactoring step had the biggest effect on readability?',
                'How did the tests help you?',
              ],
            },
          ],
        },
      ],
    },
  ],
};
