import {
  type AdminDirection,
  type AdminSubject,
  type AuditListResponse,
  CONTENT_ARCHIVE_MAX_ENTRIES,
  type ContentImportResult,
  type ErrorResponse,
  type FileProblem,
  contentImportMessages as say,
} from '@academy/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  answers,
  auditLog,
  chapters,
  directions,
  lectures,
  miniProjectQuestions,
  miniProjects,
  questions,
  subjects,
  tasks,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  type FolderFiles,
  importArchive,
  sampleFolder,
  zipOf,
} from '../../test/content-archives.js';
import { zipArchive } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * A direction's import from a zip and its export (ARCHITECTURE.md, "Content import and
 * export") through the real app: export → import gives the same folder back, everything
 * imported is a draft, and every kind of bad folder is refused with each problem's file and
 * line while nothing at all is written.
 */

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const contentTables = {
  directions,
  subjects,
  chapters,
  lectures,
  tasks,
  questions,
  answers,
  miniProjects,
  miniProjectQuestions,
  auditLog,
};

/** How many rows each content table (and the audit log) holds. */
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(contentTables)) {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

async function imported(files: FolderFiles): Promise<ContentImportResult> {
  const response = await importArchive(t.app, admin.headers, await zipOf(files));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContentImportResult>();
}

/** The problems of a refused import, after checking that nothing was written. */
async function refused(zip: Buffer | Promise<Buffer>, filename?: string): Promise<FileProblem[]> {
  const before = await rowCounts();
  const response = await importArchive(t.app, admin.headers, await zip, filename);
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<ErrorResponse>();
  expect(body.message).toBe('ERR_CONTENT_IMPORT_INVALID');
  expect(await rowCounts()).toEqual(before);
  return body.problems ?? [];
}

/** The files of a zip, by path, as text. */
async function unzipped(zip: Buffer): Promise<Record<string, string>> {
  const zipFile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(error) : resolve(file),
    ),
  );
  const files: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    zipFile.on('entry', (entry: yauzl.Entry) => {
      zipFile.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
          zipFile.readEntry();
        });
      });
    });
    zipFile.on('end', resolve);
    zipFile.on('error', reject);
    zipFile.readEntry();
  });
  return files;
}

/** A test file with one code question: `add` as the reference solution writes it. */
const codeTestYaml = (add: string) =>
  [
    'title: Code',
    'order: 4',
    'passPercent: 50',
    'questions:',
    '  - text: Write add',
    '    answerType: code',
    '    points: 1',
    '    answers: []',
    '    code:',
    '      language: javascript',
    "      starterCode: ''",
    `      referenceSolution: 'const add = ${add};'`,
    '      functionName: add',
    '      timeLimitMs: 1000',
    '      examples:',
    '        - { kind: io, args: [1, 2], expected: 3 }',
    '      hiddenTests:',
    '        - { kind: io, args: [40, 2], expected: 42 }',
    '      sql: null',
    '',
  ].join('\n');

async function exportedZip(directionId: number): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/directions/${directionId}/export`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="direction-${directionId}(-[a-z0-9-]+)?\\.zip"$`),
  );
  return response.rawPayload;
}

/** A folder with every kind of field: Russian titles, a video, Markdown with `---` in it. */
function richFolder(title: string): FolderFiles {
  return {
    'direction.yaml': `title: ${title}\ndescription: |\n  Two lines\n  of description.\n`,
    '02-second/subject.yaml': 'title: Второй предмет\norder: 2\n',
    '02-second/01-only/chapter.yaml': 'title: Единственная глава\norder: 1\n',
    '02-second/01-only/01-empty.md': '---\ntitle: Пустая лекция\norder: 1\n---\n',
    '01-first/subject.yaml': 'title: First subject\ndescription: "Colons: fine"\norder: 1\n',
    '01-first/02-later/chapter.yaml': 'title: Later\norder: 2\n',
    '01-first/01-intro/chapter.yaml': 'title: Intro\norder: 1\n',
    '01-first/01-intro/02-video.md': [
      '---',
      'title: "A lecture: with a colon"',
      'order: 2',
      'chapter: Intro',
      'videoUrl: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '---',
      '',
      '# Heading',
      '',
      '---',
      '',
      '```js',
      'const a = 1;',
      '```',
      '',
    ].join('\n'),
    '01-first/01-intro/01-mp.mini-project.yaml': [
      'title: Build it',
      'order: 1',
      'description: |',
      '  # Brief',
      '',
      '  Make *something*.',
      'dueDays: 14',
      'questions:',
      '  - { text: Your repository, answerType: text }',
      '  - { text: Your archive, answerType: file }',
      '',
    ].join('\n'),
    '01-first/01-intro/03-test.test.yaml': [
      'title: Check',
      'order: 3',
      'description: Short check',
      'passPercent: 80',
      'dueDays: 7',
      'questions:',
      '  - text: Pick the even ones',
      '    answerType: multiple',
      '    points: 3',
      '    explanation: Even numbers divide by two.',
      '    answers:',
      '      - { text: "2", isCorrect: true }',
      '      - { text: "3", isCorrect: false }',
      '      - { text: "4", isCorrect: true }',
      '  - text: Say why',
      '    answerType: text',
      '    points: 2',
      '    answers: []',
      '',
    ].join('\n'),
    '01-first/02-later/01-last.md': '---\ntitle: Last\norder: 1\n---\n\nThe end.\n',
  };
}

describe('importing a direction', () => {
  it('creates the direction and everything in it as drafts, in the files’ order', async () => {
    const result = await imported(richFolder('Rich direction'));
    expect(result.imported).toEqual({
      subjects: 2,
      chapters: 3,
      lectures: 3,
      tasks: 1,
      miniProjects: 1,
    });
    expect(result.skipped).toEqual([]);
    expect(result.direction).toMatchObject({ title: 'Rich direction', status: 'draft' });

    const direction = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/admin/directions/${result.direction.id}`,
        headers: admin.headers,
      })
    ).json<AdminDirection>();
    // Descriptions are trimmed, as the editor's rule has it.
    expect(direction.description).toBe('Two lines\nof description.');
    expect(direction.subjects.map((s) => [s.title, s.status])).toEqual([
      ['First subject', 'draft'],
      ['Второй предмет', 'draft'],
    ]);
    const [first] = direction.subjects;
    const subject = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/admin/subjects/${first?.id}`,
        headers: admin.headers,
      })
    ).json<AdminSubject>();
    expect(
      subject.chapters.map((c) => [
        c.title,
        c.status,
        c.items.map((i) => [i.kind, i.title, i.status]),
      ]),
    ).toEqual([
      [
        'Intro',
        'draft',
        [
          ['mini_project', 'Build it', 'draft'],
          ['lecture', 'A lecture: with a colon', 'draft'],
          ['task', 'Check', 'draft'],
        ],
      ],
      ['Later', 'draft', [['lecture', 'Last', 'draft']]],
    ]);

    const [lecture] = await t.app.db
      .select()
      .from(lectures)
      .where(eq(lectures.title, 'A lecture: with a colon'));
    expect(lecture?.content).toBe('# Heading\n\n---\n\n```js\nconst a = 1;\n```\n');
    expect(lecture?.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('writes one audit entry naming the archive and what it held', async () => {
    const result = await imported(sampleFolder('Audited import'));
    const { items } = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/admin/audit?entityType=direction&entityId=${result.direction.id}`,
        headers: admin.headers,
      })
    ).json<AuditListResponse>();
    expect(items.map((entry) => entry.action)).toEqual(['import']);
    expect(items[0]?.after).toMatchObject({
      title: 'Audited import',
      source: 'direction.zip',
      lectures: 1,
      tasks: 1,
      miniProjects: 1,
    });
  });

  it('reads a folder zipped with its top folder, and skips what is not content', async () => {
    const files = Object.fromEntries(
      Object.entries(sampleFolder('From a repository')).map(([path, text]) => [
        `course-main/${path}`,
        text,
      ]),
    );
    const result = await imported({
      ...files,
      'course-main/README.md': '# Our course\n',
      'course-main/.gitignore': 'node_modules\n',
      'course-main/01-basics/01-start/diagram.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(result.imported.lectures).toBe(1);
    expect(result.skipped).toEqual([
      { file: 'course-main/README.md', line: null, message: say.notContent },
      { file: 'course-main/01-basics/01-start/diagram.png', line: null, message: say.notContent },
    ]);
  });

  it('takes a large but valid folder', async () => {
    const files: FolderFiles = { 'direction.yaml': 'title: Large direction\n' };
    const longLecture = `${'Lorem ipsum dolor sit amet. '.repeat(3600)}`.slice(0, 99_999);
    for (let s = 1; s <= 3; s += 1) {
      files[`s${s}/subject.yaml`] = `title: Subject ${s}\norder: ${s}\n`;
      for (let c = 1; c <= 6; c += 1) {
        files[`s${s}/c${c}/chapter.yaml`] = `title: Chapter ${c}\norder: ${c}\n`;
        for (let i = 1; i <= 12; i += 1) {
          files[`s${s}/c${c}/${i}.md`] = `---\ntitle: Lecture ${i}\norder: ${i}\n---\n\n${
            i === 1 ? longLecture : `Text ${i}`
          }`;
        }
        files[`s${s}/c${c}/t.test.yaml`] = sampleFolder('x')
          ['01-basics/01-start/02-quiz.test.yaml']?.toString()
          .replace('order: 2', 'order: 13') as string;
      }
    }
    const result = await imported(files);
    expect(result.imported).toEqual({
      subjects: 3,
      chapters: 18,
      lectures: 216,
      tasks: 18,
      miniProjects: 0,
    });
    const [longest] = await t.app.db
      .select({ content: lectures.content })
      .from(lectures)
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(eq(subjects.directionId, result.direction.id))
      .orderBy(lectures.position)
      .limit(1);
    expect(longest?.content).toHaveLength(99_999);
  }, 60_000);
});

describe('export', () => {
  it('writes the folder the import reads: export → import → export gives the same files', async () => {
    const first = await imported(richFolder('Round trip'));
    const zip = await exportedZip(first.direction.id);
    const files = await unzipped(zip);
    expect(Object.keys(files).sort()).toEqual([
      'round-trip/01-first-subject/01-intro/01-build-it.mini-project.yaml',
      'round-trip/01-first-subject/01-intro/02-a-lecture-with-a-colon.md',
      'round-trip/01-first-subject/01-intro/03-check.test.yaml',
      'round-trip/01-first-subject/01-intro/chapter.yaml',
      'round-trip/01-first-subject/02-later/01-last.md',
      'round-trip/01-first-subject/02-later/chapter.yaml',
      'round-trip/01-first-subject/subject.yaml',
      'round-trip/02-второй-предмет/01-единственная-глава/01-пустая-лекция.md',
      'round-trip/02-второй-предмет/01-единственная-глава/chapter.yaml',
      'round-trip/02-второй-предмет/subject.yaml',
      'round-trip/direction.yaml',
    ]);

    // The same folder imported under another title, then exported again.
    const renamed = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [
        path,
        path.endsWith('/direction.yaml') ? text.replace('Round trip', 'Round trip again') : text,
      ]),
    );
    const second = await imported(renamed);
    const again = await unzipped(await exportedZip(second.direction.id));
    const comparable = (all: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(all).map(([path, text]) => [
          path.replace(/^[^/]+\//, ''),
          text.replace('Round trip again', 'Round trip'),
        ]),
      );
    expect(comparable(again)).toEqual(comparable(files));
  });

  it("carries a code question's whole exercise both ways, checking its reference solution", async () => {
    const files = sampleFolder('Code round trip');
    files['01-basics/01-start/04-code.test.yaml'] = codeTestYaml('(a, b) => a + b');
    const first = await imported(files);
    const stored = async (directionId: number) =>
      t.app.db
        .select({ code: questions.code })
        .from(questions)
        .innerJoin(tasks, eq(tasks.id, questions.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(eq(subjects.directionId, directionId))
        .then((rows) => rows.map((row) => row.code).filter((code) => code !== null));
    const [exercise] = await stored(first.direction.id);
    expect(exercise).toMatchObject({
      language: 'javascript',
      referenceSolution: 'const add = (a, b) => a + b;',
      hiddenTests: [{ kind: 'io', args: [40, 2], expected: 42 }],
    });

    const exportedFiles = await unzipped(await exportedZip(first.direction.id));
    const renamed = Object.fromEntries(
      Object.entries(exportedFiles).map(([path, text]) => [
        path,
        path.endsWith('/direction.yaml') ? text.replace('Code round trip', 'Code again') : text,
      ]),
    );
    const second = await imported(renamed);
    expect(await stored(second.direction.id)).toEqual([exercise]);
  });

  it('refuses a code question whose reference solution fails, at its line, writing nothing', async () => {
    const files = sampleFolder('Code refused');
    files['01-basics/01-start/04-code.test.yaml'] = codeTestYaml('(a, b) => a - b');
    const problems = await refused(zipOf(files));
    expect(problems).toEqual([
      {
        file: '01-basics/01-start/04-code.test.yaml',
        line: 12,
        message:
          'questions.0.code.referenceSolution: The reference solution passes 0 of 2 tests: it must pass every test before the question can be saved.',
      },
    ]);
  });

  it('answers 404 for a direction that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/directions/999999/export',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a folder with problems changes nothing', () => {
  it('refuses what is not a zip', async () => {
    expect(
      await refused(Promise.resolve(Buffer.from('plain text, not a zip')), 'notes.zip'),
    ).toEqual([{ file: 'notes.zip', line: null, message: say.notZip }]);
  });

  it('refuses paths that leave the folder, and links', async () => {
    const zip = zipArchive([
      { name: 'direction.yaml', data: 'title: Escaping\n' },
      { name: '../outside.md', data: 'x' },
      { name: '/etc/passwd.yaml', data: 'x' },
      { name: 'a\\..\\..\\b.yaml', data: 'x' },
      { name: 'C:/windows.yaml', data: 'x' },
      { name: 's/./c/x.md', data: 'x' },
    ]);
    const problems = await refused(zip);
    expect(problems.map((p) => [p.file, p.message]).sort()).toEqual(
      ['../outside.md', '/etc/passwd.yaml', 'C:/windows.yaml', 'a\\..\\..\\b.yaml', 's/./c/x.md']
        .map((file) => [file, say.unsafePath])
        .sort(),
    );

    const linked = await refused(
      zipOf({
        ...sampleFolder('Linked'),
        '01-basics/01-start/04-secret.md': { data: '/etc/passwd', mode: 0o120777 },
      }),
    );
    expect(linked).toEqual([
      { file: '01-basics/01-start/04-secret.md', line: null, message: say.link },
    ]);
  });

  it('stops at a zip bomb while inflating, and at a file over the size limit', async () => {
    // 1.5 MB of one letter packs into about 1.5 kB: stopped once a quarter MB is out.
    const bomb = await refused(
      zipOf({
        ...sampleFolder('Bomb'),
        '01-basics/01-start/04-bomb.md': Buffer.alloc(1.5 * 1024 * 1024, 0x61),
      }),
    );
    expect(bomb).toEqual([
      { file: '01-basics/01-start/04-bomb.md', line: null, message: say.zipBomb },
    ]);
    // 20 MB would be a bomb too; the file's own limit stops it first.
    const huge = await refused(
      zipOf({
        ...sampleFolder('Huge'),
        '01-basics/01-start/04-huge.md': Buffer.alloc(20 * 1024 * 1024, 0x61),
      }),
    );
    expect(huge).toEqual([
      { file: '01-basics/01-start/04-huge.md', line: null, message: say.fileTooLarge },
    ]);

    const noise = Buffer.from(
      Array.from({ length: 3 * 1024 * 1024 }, (_, i) => ((i * 7919) % 251) + 1),
    ).toString('base64');
    const large = await refused(
      zipOf({ ...sampleFolder('Large file'), '01-basics/01-start/04-big.md': noise }),
    );
    expect(large).toEqual([
      { file: '01-basics/01-start/04-big.md', line: null, message: say.fileTooLarge },
    ]);
  }, 60_000);

  it('refuses too many files', async () => {
    const files: FolderFiles = sampleFolder('Crowded');
    for (let i = 0; i <= CONTENT_ARCHIVE_MAX_ENTRIES; i += 1) files[`notes/${i}.txt`] = 'x';
    expect(await refused(zipOf(files), 'crowded.zip')).toEqual([
      { file: 'crowded.zip', line: null, message: say.tooManyEntries },
    ]);
  });

  it('refuses a lecture over the length limit, at the line its text starts', async () => {
    const problems = await refused(
      zipOf({
        ...sampleFolder('Long lecture'),
        '01-basics/01-start/01-hello.md': `---\ntitle: Hello\norder: 1\n---\n\n${'a'.repeat(100_001)}`,
      }),
    );
    expect(problems).toEqual([
      {
        file: '01-basics/01-start/01-hello.md',
        line: 5,
        message: 'The length of this field must be less than 100001 characters long.',
      },
    ]);
  });

  it('reports every problem of a broken folder, each with its file and line', async () => {
    const problems = await refused(
      zipOf({
        'direction.yaml': 'description: no title here\ncolour: blue\n',
        '01-basics/subject.yaml': 'title: Basics\norder: 1\n',
        '02-more/subject.yaml': 'title: basics\norder: 1\n',
        '01-basics/01-start/chapter.yaml': 'title: Start\norder: 1\n',
        '01-basics/01-start/01-a.md': '---\ntitle: A\norder: 1\n  bad: [indent\n---\n\ntext\n',
        '01-basics/01-start/02-b.md': 'no front matter at all\n',
        '01-basics/01-start/03-c.md': '---\ntitle: C\norder: 1\nchapter: Elsewhere\n---\n',
        '01-basics/01-start/04-empty.test.yaml':
          'title: Empty\norder: 4\npassPercent: 50\nquestions: []\n',
        '01-basics/01-start/05-two.test.yaml': [
          'title: Two right',
          'order: 5',
          'passPercent: 50',
          'questions:',
          '  - text: One?',
          '    answerType: single',
          '    points: 1',
          '    answers:',
          '      - { text: a, isCorrect: true }',
          '      - { text: b, isCorrect: true }',
          '',
        ].join('\n'),
        '01-basics/01-start/06-broken.mini-project.yaml': 'title: Broken\norder: [6\n',
        '01-basics/01-start/07-latin.md': Buffer.from(
          '---\ntitle: caf\xe9\norder: 7\n---\n',
          'latin1',
        ),
        '01-basics/02-orphan/01-x.md': '---\ntitle: X\norder: 1\n---\n',
        '01-basics/lecture.md': '---\ntitle: Misplaced\norder: 1\n---\n',
      }),
    );
    const at = (file: string) =>
      problems.filter((p) => p.file === file).map((p) => [p.line, p.message]);
    expect(at('direction.yaml')).toEqual([
      [1, 'title: This field is required'],
      [2, 'Unknown key "colour"'],
    ]);
    expect(at('02-more/subject.yaml')).toEqual([
      [1, 'This direction already has a subject with this title'],
      [2, say.orderTaken(1, '01-basics/subject.yaml')],
    ]);
    // The parser's own words, from the line the front matter breaks on (line 3 of the file).
    expect(at('01-basics/01-start/01-a.md')[0]).toEqual([
      3,
      'Nested mappings are not allowed in compact mappings',
    ]);
    expect(at('01-basics/01-start/02-b.md')).toEqual([[1, say.noFrontMatter]]);
    expect(at('01-basics/01-start/03-c.md')).toEqual([[4, say.wrongChapter('Start')]]);
    expect(at('01-basics/01-start/04-empty.test.yaml')).toEqual([
      [4, 'questions: A test needs at least one question to be published'],
    ]);
    expect(at('01-basics/01-start/05-two.test.yaml')).toEqual([
      [9, 'questions.0.answers: Mark exactly one answer as correct.'],
    ]);
    expect(at('01-basics/01-start/06-broken.mini-project.yaml')).toEqual([
      [3, 'Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ]);
    expect(at('01-basics/01-start/07-latin.md')).toEqual([[null, say.notUtf8]]);
    expect(at('01-basics/02-orphan/chapter.yaml')).toEqual([[null, say.noChapterFile]]);
    expect(at('01-basics/lecture.md')).toEqual([[null, say.misplaced]]);
    // 01-a.md and 03-c.md both give order 1: said once, on the second.
    expect(
      problems.some(
        (p) =>
          p.message === say.orderTaken(1, '01-basics/01-start/03-c.md') ||
          p.message === say.orderTaken(1, '01-basics/01-start/01-a.md'),
      ),
    ).toBe(false);
  });

  it('says where two items of a chapter share an order', async () => {
    const problems = await refused(
      zipOf({
        ...sampleFolder('Same order'),
        '01-basics/01-start/04-again.md': '---\ntitle: Again\norder: 1\n---\n',
      }),
    );
    expect(problems).toEqual([
      {
        file: '01-basics/01-start/04-again.md',
        line: 3,
        message: say.orderTaken(1, '01-basics/01-start/01-hello.md'),
      },
    ]);
  });

  it('says a direction title already taken at its line, and imports nothing', async () => {
    await imported(sampleFolder('Taken title'));
    expect(await refused(zipOf(sampleFolder('taken  TITLE')))).toEqual([
      { file: 'direction.yaml', line: 1, message: 'A direction with this title already exists' },
    ]);
  });

  it('is refused to mentors and students', async () => {
    const zip = await zipOf(sampleFolder('Not theirs'));
    for (const role of ['mentor', 'student'] as const) {
      const caller = await signedIn(t.app, { role });
      const before = await rowCounts();
      const response = await importArchive(t.app, caller.headers, zip);
      expect(response.statusCode).toBe(403);
      expect(await rowCounts()).toEqual(before);
    }
  });
});
