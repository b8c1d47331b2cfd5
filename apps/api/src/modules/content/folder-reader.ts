import {
  CHAPTER_FILE,
  type ChapterFile,
  chapterFileSchema,
  DIRECTION_FILE,
  type DirectionFile,
  directionFileSchema,
  errorCatalogue,
  type FileProblem,
  LECTURE_SUFFIX,
  type LectureFrontMatter,
  lectureFrontMatterSchema,
  lectureTextSchema,
  MINI_PROJECT_SUFFIX,
  type MiniProjectFile,
  miniProjectFileSchema,
  SUBJECT_FILE,
  type SubjectFile,
  contentImportMessages as say,
  subjectFileSchema,
  TEST_SUFFIX,
  type TestFile,
  testFileSchema,
  titleKey,
} from '@academy/contracts';
import { type CheckedYaml, checkYaml } from './yaml-file.js';

/*
 * A direction's folder, read and checked as a whole before anything is written
 * (ARCHITECTURE.md, "Content import and export"). The layout:
 *
 *   direction.yaml
 *   <subject>/subject.yaml
 *   <subject>/<chapter>/chapter.yaml
 *   <subject>/<chapter>/<name>.md | <name>.test.yaml | <name>.mini-project.yaml
 *
 * Folder and file names are free (the export writes `01-title`); the order among siblings
 * is each file's `order`. A zip of a folder (one top folder holding direction.yaml) is read
 * from inside it. Hidden files and folders (`.git`, `__MACOSX`) are passed over; files that
 * are not content (images, a README) are skipped with a word each; everything else must pass
 * its schema, and every problem is collected with its file and line.
 */

export type ItemPlan =
  | { kind: 'lecture'; file: string; order: number; fields: LectureFrontMatter; content: string }
  | {
      kind: 'task';
      file: string;
      order: number;
      fields: TestFile;
      /** The line of a path in the file (a code question's reference solution that fails). */
      lineOf: (path: readonly PropertyKey[]) => number;
    }
  | { kind: 'mini_project'; file: string; order: number; fields: MiniProjectFile };

export interface ChapterPlan {
  file: string;
  fields: ChapterFile;
  items: ItemPlan[];
}

export interface SubjectPlan {
  file: string;
  fields: SubjectFile;
  chapters: ChapterPlan[];
}

export interface DirectionPlan {
  fields: DirectionFile;
  /** The line of direction.yaml's title: where a title already taken is said. */
  titleLine: number;
  subjects: SubjectPlan[];
}

export interface FolderReading {
  plan: DirectionPlan | null;
  problems: FileProblem[];
  /** Files left out, with why (not content). */
  skipped: FileProblem[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const hidden = (path: string) =>
  path.split('/').some((segment) => segment.startsWith('.') || segment === '__MACOSX');

/** The files' paths below the folder that holds direction.yaml. */
function rootOf(paths: readonly string[]): string {
  if (paths.includes(DIRECTION_FILE)) return '';
  const tops = new Set(paths.map((path) => path.split('/')[0]));
  const [top] = tops;
  if (tops.size === 1 && top !== undefined && paths.includes(`${top}/${DIRECTION_FILE}`)) {
    return `${top}/`;
  }
  return '';
}

type Kind = 'direction' | 'subject' | 'chapter' | 'lecture' | 'task' | 'mini_project';

function kindOf(segments: readonly string[]): Kind | 'misplaced' | 'other' {
  const name = segments.at(-1) ?? '';
  const depth = segments.length;
  const lower = name.toLowerCase();
  if (lower === 'readme.md') return 'other';
  if (name === DIRECTION_FILE) return depth === 1 ? 'direction' : 'misplaced';
  if (name === SUBJECT_FILE) return depth === 2 ? 'subject' : 'misplaced';
  if (name === CHAPTER_FILE) return depth === 3 ? 'chapter' : 'misplaced';
  const item: Kind | null = lower.endsWith(TEST_SUFFIX)
    ? 'task'
    : lower.endsWith(MINI_PROJECT_SUFFIX)
      ? 'mini_project'
      : lower.endsWith(LECTURE_SUFFIX)
        ? 'lecture'
        : null;
  if (item) return depth === 3 ? item : 'misplaced';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'misplaced';
  return 'other';
}

/** A lecture: front matter between two `---` lines, then the Markdown. */
function readLecture(file: string, text: string) {
  const lines = text.split('\n');
  const closing =
    lines[0]?.trimEnd() === '---' ? lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---') : -1;
  if (closing < 0) {
    return {
      checked: null,
      content: '',
      problems: [{ file, line: 1, message: say.noFrontMatter }],
    };
  }
  const checked = checkYaml(
    file,
    lines.slice(1, closing).join('\n'),
    lectureFrontMatterSchema(),
    2,
  );
  // One blank line after the front matter is the layout's, not the lecture's.
  const content = lines
    .slice(closing + 1)
    .join('\n')
    .replace(/^\n/, '');
  const problems = [...checked.problems];
  const body = lectureTextSchema().safeParse(content);
  if (!body.success) {
    for (const issue of body.error.issues) {
      problems.push({ file, line: closing + 2, message: issue.message });
    }
  }
  return { checked, content, problems };
}

/** Problems for siblings given the same order, or the same title where titles must differ. */
function checkSiblings<T extends { file: string; order: number; orderLine: number }>(
  siblings: readonly (T & { title?: string; titleLine?: number })[],
  titleTaken: string | null,
  problems: FileProblem[],
): void {
  const byOrder = new Map<number, string>();
  const byTitle = new Map<string, string>();
  for (const sibling of siblings) {
    const other = byOrder.get(sibling.order);
    if (other !== undefined) {
      problems.push({
        file: sibling.file,
        line: sibling.orderLine,
        message: say.orderTaken(sibling.order, other),
      });
    } else byOrder.set(sibling.order, sibling.file);
    if (titleTaken !== null && sibling.title !== undefined) {
      const key = titleKey(sibling.title);
      if (byTitle.has(key)) {
        problems.push({ file: sibling.file, line: sibling.titleLine ?? null, message: titleTaken });
      } else byTitle.set(key, sibling.file);
    }
  }
}

const byOrder = <T extends { order: number }>(list: T[]) => list.sort((a, b) => a.order - b.order);

/** Reads the archive's files as a direction: its plan when all is valid, else every problem. */
export function readFolder(files: ReadonlyMap<string, Buffer>): FolderReading {
  const problems: FileProblem[] = [];
  const skipped: FileProblem[] = [];
  const visible = [...files.keys()].filter((path) => !hidden(path));
  const root = rootOf(visible);

  let direction: CheckedYaml<DirectionFile> | null = null;
  const subjects = new Map<string, { file: string; checked: CheckedYaml<SubjectFile> }>();
  const chapters = new Map<string, { file: string; checked: CheckedYaml<ChapterFile> }>();
  const items = new Map<string, { plan: ItemPlan; orderLine: number; chapterLine: number }[]>();
  const subjectFolders = new Set<string>();
  const chapterFolders = new Set<string>();

  for (const path of visible) {
    if (!path.startsWith(root)) {
      problems.push({ file: path, line: null, message: say.misplaced });
      continue;
    }
    const segments = path.slice(root.length).split('/');
    const kind = kindOf(segments);
    if (kind === 'other') {
      skipped.push({ file: path, line: null, message: say.notContent });
      continue;
    }
    if (kind === 'misplaced') {
      problems.push({ file: path, line: null, message: say.misplaced });
      continue;
    }
    let text: string;
    try {
      text = utf8
        .decode(files.get(path) ?? Buffer.alloc(0))
        .replace(/^\uFEFF/, '')
        .replace(/\r\n/g, '\n');
    } catch {
      problems.push({ file: path, line: null, message: say.notUtf8 });
      continue;
    }
    const [subject = '', chapter = ''] = segments;
    if (segments.length >= 2) subjectFolders.add(subject);
    if (segments.length >= 3) chapterFolders.add(`${subject}/${chapter}`);

    if (kind === 'direction') {
      direction = checkYaml(path, text, directionFileSchema());
      problems.push(...direction.problems);
    } else if (kind === 'subject') {
      const checked = checkYaml(path, text, subjectFileSchema());
      problems.push(...checked.problems);
      subjects.set(subject, { file: path, checked });
    } else if (kind === 'chapter') {
      const checked = checkYaml(path, text, chapterFileSchema());
      problems.push(...checked.problems);
      chapters.set(`${subject}/${chapter}`, { file: path, checked });
    } else {
      const list = items.get(`${subject}/${chapter}`) ?? [];
      items.set(`${subject}/${chapter}`, list);
      if (kind === 'lecture') {
        const lecture = readLecture(path, text);
        problems.push(...lecture.problems);
        const fields = lecture.checked?.value;
        if (fields && lecture.checked) {
          list.push({
            plan: { kind, file: path, order: fields.order, fields, content: lecture.content },
            orderLine: lecture.checked.lineOf(['order']),
            chapterLine: lecture.checked.lineOf(['chapter']),
          });
        }
      } else {
        const checked =
          kind === 'task'
            ? checkYaml(path, text, testFileSchema())
            : checkYaml(path, text, miniProjectFileSchema());
        problems.push(...checked.problems);
        if (checked.value) {
          list.push({
            plan: {
              kind,
              file: path,
              order: checked.value.order,
              fields: checked.value,
              lineOf: checked.lineOf,
            } as ItemPlan,
            orderLine: checked.lineOf(['order']),
            chapterLine: checked.lineOf(['chapter']),
          });
        }
      }
    }
  }

  if (!direction)
    problems.push({ file: `${root}${DIRECTION_FILE}`, line: null, message: say.noDirectionFile });
  for (const folder of subjectFolders) {
    if (!subjects.has(folder)) {
      problems.push({
        file: `${root}${folder}/${SUBJECT_FILE}`,
        line: null,
        message: say.noSubjectFile,
      });
    }
  }
  for (const folder of chapterFolders) {
    if (!chapters.has(folder)) {
      problems.push({
        file: `${root}${folder}/${CHAPTER_FILE}`,
        line: null,
        message: say.noChapterFile,
      });
    }
  }

  // Siblings: orders once each, subject and chapter titles once each (titleKey).
  const validSubjects = [...subjects.entries()].flatMap(([folder, { file, checked }]) =>
    checked.value ? [{ folder, file, checked, value: checked.value }] : [],
  );
  checkSiblings(
    validSubjects.map(({ file, checked, value }) => ({
      file,
      order: value.order,
      orderLine: checked.lineOf(['order']),
      title: value.title,
      titleLine: checked.lineOf(['title']),
    })),
    errorCatalogue.ERR_SUBJECT_TITLE_TAKEN,
    problems,
  );

  const subjectPlans: SubjectPlan[] = [];
  for (const { folder, file, value } of validSubjects) {
    const chapterEntries = [...chapters.entries()].flatMap(([key, entry]) =>
      key.startsWith(`${folder}/`) && entry.checked.value
        ? [{ key, ...entry, value: entry.checked.value }]
        : [],
    );
    checkSiblings(
      chapterEntries.map(({ file: chapterFile, checked, value: chapter }) => ({
        file: chapterFile,
        order: chapter.order,
        orderLine: checked.lineOf(['order']),
        title: chapter.title,
        titleLine: checked.lineOf(['title']),
      })),
      errorCatalogue.ERR_CHAPTER_TITLE_TAKEN,
      problems,
    );
    const chapterPlans: ChapterPlan[] = chapterEntries.map((chapter) => {
      const list = items.get(chapter.key) ?? [];
      checkSiblings(
        list.map((item) => ({
          file: item.plan.file,
          order: item.plan.order,
          orderLine: item.orderLine,
        })),
        null,
        problems,
      );
      for (const item of list) {
        const named = item.plan.fields.chapter;
        if (named !== undefined && titleKey(named) !== titleKey(chapter.value.title)) {
          problems.push({
            file: item.plan.file,
            line: item.chapterLine,
            message: say.wrongChapter(chapter.value.title),
          });
        }
      }
      return {
        file: chapter.file,
        fields: chapter.value,
        items: byOrder(list.map((item) => item.plan)),
      };
    });
    subjectPlans.push({
      file,
      fields: value,
      chapters: chapterPlans.sort((a, b) => a.fields.order - b.fields.order),
    });
  }

  const fields = direction?.value;
  if (problems.length > 0 || !direction || !fields) return { plan: null, problems, skipped };
  return {
    plan: {
      fields,
      titleLine: direction.lineOf(['title']),
      subjects: subjectPlans.sort((a, b) => a.fields.order - b.fields.order),
    },
    problems,
    skipped,
  };
}
