import { md, type SeedDirection } from './content-types.js';

export const backEnd: SeedDirection = {
  title: 'Back-End Development',
  description:
    'Design and build reliable server applications: HTTP APIs, data modelling, SQL and the habits that keep services healthy in production.',
  colors: [
    [22, 163, 74],
    [132, 204, 22],
  ],
  subjects: [
    {
      title: 'Node.js and HTTP APIs',
      description: 'How HTTP works and how to build a validated, well-behaved JSON API.',
      chapters: [
        {
          title: 'HTTP fundamentals',
          lectures: [
            {
              title: 'Requests, responses and status codes',
              content: md(
                '# Requests, responses and status codes',
                '',
                'An HTTP request has a method, a path, headers and an optional body; the response has a status code, headers and a body.',
                '',
                '```http',
                'GET /v1/directions HTTP/1.1',
                'Accept: application/json',
                '```',
                '',
                '## Status code families',
                '',
                '| Range | Meaning | Examples |',
                '| --- | --- | --- |',
                '| 2xx | success | 200 OK, 201 Created, 204 No Content |',
                '| 4xx | the client must change something | 400, 401, 403, 404, 429 |',
                '| 5xx | the server failed | 500, 503 |',
                '',
                'A correct status code lets clients react without parsing messages.',
              ),
            },
            {
              title: 'Designing REST resources',
              content: md(
                '# Designing REST resources',
                '',
                'Name resources with nouns and let methods carry the verb:',
                '',
                '- `GET /courses` — list',
                '- `POST /courses` — create',
                '- `GET /courses/42` — read one',
                '- `PATCH /courses/42` — change some fields',
                '- `DELETE /courses/42` — remove',
                '',
                '## Safe and idempotent',
                '',
                '`GET` must not change anything. `PUT` and `DELETE` are idempotent: repeating them has the same effect as doing them once. For `POST` payments, an **idempotency key** makes retries safe.',
              ),
            },
          ],
          tasks: [
            {
              title: 'HTTP check',
              description: 'Methods and status codes.',
              questions: [
                {
                  text: 'Which status fits a request with a missing required field?',
                  answers: ['200', '400', '404', '500'],
                  correct: [1],
                },
                {
                  text: 'Which methods are idempotent?',
                  answers: ['GET', 'POST', 'PUT', 'DELETE'],
                  correct: [0, 2, 3],
                },
                {
                  text: 'What does 204 No Content mean?',
                  answers: [
                    'The resource does not exist',
                    'The request succeeded and there is no body',
                    'The server is still working',
                    'The client must log in',
                  ],
                  correct: [1],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Building a service',
          lectures: [
            {
              title: 'Routing and validation',
              content: md(
                '# Routing and validation',
                '',
                'Never trust input. Validate every body, query and parameter against a schema before it reaches your logic:',
                '',
                '```ts',
                'const createNote = z.strictObject({',
                '  title: z.string().min(1).max(200),',
                '  body: z.string().max(10_000),',
                '});',
                '```',
                '',
                'A strict schema refuses unknown fields, so a client cannot slip in `role: "admin"`.',
                '',
                'Validate responses too: serialising through a schema keeps password hashes and internal fields from leaking.',
              ),
            },
            {
              title: 'Error handling and logging',
              content: md(
                '# Error handling and logging',
                '',
                'Have **one** error handler. Expected errors (not found, forbidden) become clear 4xx answers; anything unexpected becomes a plain 500 without internals, and the details go to the log.',
                '',
                '## Logging well',
                '',
                '- Log structured JSON with a request id.',
                '- Log events (`login failed`, `payment declined`) with ids, not personal data.',
                '- Never log passwords, tokens or card numbers — redact them.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Service design quiz',
              description: 'Validation and errors.',
              questions: [
                {
                  text: 'What should a 500 response tell the client?',
                  answers: [
                    'The stack trace, to help debugging',
                    'The SQL query that failed',
                    'Only that something went wrong',
                    'The server version',
                  ],
                  correct: [2],
                },
                {
                  text: 'Why refuse unknown fields in a request body?',
                  answers: [
                    'To save bandwidth',
                    'So clients cannot set fields they must not control',
                    'Because JSON forbids them',
                    'To make responses faster',
                  ],
                  correct: [1],
                },
                {
                  text: 'Which of these must never appear in logs?',
                  answers: ['Passwords', 'Request ids', 'Access tokens', 'Status codes'],
                  correct: [0, 2],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Notes API',
              description:
                'Build a JSON API for personal notes: create, list, read, update and delete, each validated, with consistent error answers and tests that call the real endpoints.',
              questions: [
                'How do you make sure one user cannot read another user’s notes?',
                'Paste the output of your test run.',
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Relational Databases and SQL',
      description: 'Model data with tables and keys, query it with SQL and keep it consistent.',
      chapters: [
        {
          title: 'Modelling data',
          lectures: [
            {
              title: 'Tables, keys and relationships',
              content: md(
                '# Tables, keys and relationships',
                '',
                'A table holds rows of one kind. A **primary key** identifies a row; a **foreign key** points to a row in another table.',
                '',
                '```sql',
                'create table students (id serial primary key, email text not null unique);',
                'create table enrolments (',
                '  student_id int not null references students(id),',
                '  course_id int not null references courses(id),',
                '  primary key (student_id, course_id)',
                ');',
                '```',
                '',
                'One-to-many uses a foreign key on the "many" side; many-to-many uses a join table like `enrolments`.',
              ),
            },
            {
              title: 'Normalisation',
              content: md(
                '# Normalisation',
                '',
                'Store each fact once. If a course title is copied into every enrolment, renaming the course means updating thousands of rows — and missing some.',
                '',
                '## In practice',
                '',
                '- Each column holds one value (no comma-separated lists).',
                '- Every non-key column depends on the whole key.',
                '- Derived values (totals, progress) are computed, or cached deliberately.',
                '',
                'Constraints (`not null`, `unique`, `check`, foreign keys) let the database enforce the rules for you.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Data modelling check',
              description: 'Keys and relationships.',
              questions: [
                {
                  text: 'How is a many-to-many relationship usually stored?',
                  answers: [
                    'A comma-separated column',
                    'A join table with two foreign keys',
                    'Two tables with the same primary key',
                    'A JSON array in each table',
                  ],
                  correct: [1],
                },
                {
                  text: 'What does a foreign key guarantee?',
                  answers: [
                    'The value exists as a key in the referenced table',
                    'The column is unique',
                    'The column is indexed',
                    'The value is never null',
                  ],
                  correct: [0],
                },
                {
                  text: 'Which constraints does PostgreSQL enforce?',
                  answers: ['check', 'unique', 'not null', 'comments'],
                  correct: [0, 1, 2],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Querying',
          lectures: [
            {
              title: 'SELECT, JOIN and aggregates',
              content: md(
                '# SELECT, JOIN and aggregates',
                '',
                '```sql',
                'select c.title, count(e.student_id) as students',
                'from courses c',
                'left join enrolments e on e.course_id = c.id',
                'group by c.id',
                'order by students desc;',
                '```',
                '',
                '- `inner join` keeps rows that match on both sides; `left join` keeps every row on the left.',
                '- Aggregates (`count`, `sum`, `avg`) work per `group by` group.',
                '- Filter rows with `where`, groups with `having`.',
              ),
            },
            {
              title: 'Transactions and indexes',
              content: md(
                '# Transactions and indexes',
                '',
                'A transaction makes several changes all-or-nothing:',
                '',
                '```sql',
                'begin;',
                'update exam_slots set booked = booked + 1 where id = 7 and booked < capacity;',
                'insert into bookings (slot_id, applicant_id) values (7, 42);',
                'commit;',
                '```',
                '',
                'The conditional update cannot overbook, whatever the concurrency.',
                '',
                'An **index** makes lookups by a column fast at the cost of slower writes. Index foreign keys and the columns you filter by.',
              ),
            },
          ],
          tasks: [
            {
              title: 'SQL quiz',
              description: 'Joins, grouping and transactions.',
              questions: [
                {
                  text: 'Which join keeps courses without any enrolment?',
                  answers: ['inner join', 'left join from courses', 'cross join', 'natural join'],
                  correct: [1],
                },
                {
                  text: 'Where do you filter on an aggregate such as count(*) > 5?',
                  answers: ['where', 'having', 'order by', 'limit'],
                  correct: [1],
                },
                {
                  text: 'What does a transaction guarantee?',
                  answers: [
                    'Its changes apply all together or not at all',
                    'Queries run faster',
                    'No other connection can read the tables',
                    'Indexes are rebuilt',
                  ],
                  correct: [0],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Library database',
              description:
                'Design the schema of a small library (books, authors, members, loans) with keys and constraints, load sample data and write the queries for: overdue loans, the most borrowed books and members with no loans.',
              questions: [
                'Share your schema diagram or the SQL file.',
                'Which indexes did you add and why?',
              ],
            },
          ],
        },
      ],
    },
  ],
};
