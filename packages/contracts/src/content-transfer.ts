import { z } from 'zod';
import {
  adminDirectionSummarySchema,
  createDirectionRequestSchema,
  createSubjectRequestSchema,
  REORDER_MAX_ITEMS,
  structureTitleSchema,
  titleRequestSchema,
} from './content.js';
import {
  lectureUpdateRequestSchema,
  miniProjectSaveRequestSchema,
  taskSaveRequestSchema,
} from './content-items.js';
import { errorCatalogue, fileProblemSchema } from './errors.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * A direction as a folder of files, zipped (ARCHITECTURE.md, "Content import and export"):
 * what an academy keeps in Git. Export writes it, import reads it back as drafts. Each file's
 * fields are the editors' own schemas (the same limits and messages), plus where the file
 * sits: its `order` among its siblings and, for the items, the chapter it belongs to.
 *
 *   direction.yaml                                  title, description
 *   01-basics/subject.yaml                          title, description, order
 *   01-basics/01-first-steps/chapter.yaml           title, order
 *   01-basics/01-first-steps/01-hello.md            front matter: title, order, chapter?, videoUrl?
 *   01-basics/01-first-steps/02-quiz.test.yaml      title, order, chapter?, passPercent, …, questions
 *   01-basics/01-first-steps/03-page.mini-project.yaml
 */

/* ---- The archive's limits: checked while unpacking, never trusting the zip's headers ---- */

export const CONTENT_ARCHIVE_MAX_MEGABYTES = 20;
/** The zip as uploaded. */
export const CONTENT_ARCHIVE_MAX_BYTES = CONTENT_ARCHIVE_MAX_MEGABYTES * 1024 * 1024;
/** Entries in the zip, folders included. */
export const CONTENT_ARCHIVE_MAX_ENTRIES = 2000;
/** One file unpacked: a lecture of 100,000 characters is at most 400 kB of UTF-8. */
export const CONTENT_ARCHIVE_MAX_FILE_MEGABYTES = 2;
/** Every file unpacked together. */
export const CONTENT_ARCHIVE_MAX_TOTAL_MEGABYTES = 100;
/**
 * Unpacked bytes per packed byte above which a file is a zip bomb. Text packs well (a
 * lecture about 4:1, a repetitive one 50:1), so only a file past CONTENT_ARCHIVE_RATIO_FROM
 * unpacked bytes is held to it.
 */
export const CONTENT_ARCHIVE_MAX_RATIO = 200;
export const CONTENT_ARCHIVE_RATIO_FROM_BYTES = 256 * 1024;

/** The multipart field that carries the zip, and the file input's `accept`. */
export const CONTENT_ARCHIVE_FIELD = 'file';
export const contentArchiveAccept = '.zip,application/zip';

/* ---- The files' names ---- */

export const DIRECTION_FILE = 'direction.yaml';
export const SUBJECT_FILE = 'subject.yaml';
export const CHAPTER_FILE = 'chapter.yaml';
export const LECTURE_SUFFIX = '.md';
export const TEST_SUFFIX = '.test.yaml';
export const MINI_PROJECT_SUFFIX = '.mini-project.yaml';

/**
 * A folder's or file's name made of a title: lower case, letters and digits of any script,
 * the rest as single hyphens, at most 60 characters; `fallback` when nothing is left.
 */
export function contentSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The export's download name: ASCII only, as a Content-Disposition header carries it. */
export function directionArchiveFileName(id: number, title: string): string {
  const ascii = contentSlug(title.normalize('NFKD').replace(/[^\x20-\x7e]/g, ''), '');
  return ascii ? `direction-${id}-${ascii}.zip` : `direction-${id}.zip`;
}

/* ---- What each file holds ---- */

const orderSchema = (m: MessageFormatter) => {
  const message = m('wholeNumberRange', { min: 1, max: REORDER_MAX_ITEMS });
  return z.number({ error: message }).int(message).min(1, message).max(REORDER_MAX_ITEMS, message);
};

/** Where an item sits: its order in the chapter and, optionally, the chapter's title. */
const placement = (m: MessageFormatter) => ({
  order: orderSchema(m),
  /** The title of the chapter whose folder holds it: a check that it sits where it should. */
  chapter: structureTitleSchema(m).optional(),
});

/** direction.yaml. */
export const directionFileSchema = (m: MessageFormatter = englishMessages) =>
  createDirectionRequestSchema(m);

/** <subject>/subject.yaml. */
export const subjectFileSchema = (m: MessageFormatter = englishMessages) =>
  createSubjectRequestSchema(m).extend({ order: orderSchema(m) });

/** <subject>/<chapter>/chapter.yaml. */
export const chapterFileSchema = (m: MessageFormatter = englishMessages) =>
  titleRequestSchema(m).extend({ order: orderSchema(m) });

/** A lecture's front matter; the Markdown after it is the lecture's text. */
export const lectureFrontMatterSchema = (m: MessageFormatter = englishMessages) => {
  const lecture = lectureUpdateRequestSchema(m);
  return lecture
    .omit({ revision: true, content: true })
    .extend({ ...placement(m), videoUrl: lecture.shape.videoUrl.optional() });
};

/** A lecture's Markdown, as the editor limits it. */
export const lectureTextSchema = (m: MessageFormatter = englishMessages) =>
  lectureUpdateRequestSchema(m).shape.content;

/** <name>.test.yaml: a test needs a question here, since a draft without one can't be published. */
export const testFileSchema = (m: MessageFormatter = englishMessages) => {
  const task = taskSaveRequestSchema(m);
  return task.omit({ revision: true }).extend({
    ...placement(m),
    description: task.shape.description.default(''),
    dueDays: task.shape.dueDays.default(null),
    questions: task.shape.questions.min(1, errorCatalogue.ERR_TASK_WITHOUT_QUESTIONS),
  });
};

/** <name>.mini-project.yaml. */
export const miniProjectFileSchema = (m: MessageFormatter = englishMessages) => {
  const project = miniProjectSaveRequestSchema(m);
  return project.omit({ revision: true }).extend({
    ...placement(m),
    description: project.shape.description.default(''),
    dueDays: project.shape.dueDays.default(null),
  });
};

export type DirectionFile = z.output<ReturnType<typeof directionFileSchema>>;
export type SubjectFile = z.output<ReturnType<typeof subjectFileSchema>>;
export type ChapterFile = z.output<ReturnType<typeof chapterFileSchema>>;
export type LectureFrontMatter = z.output<ReturnType<typeof lectureFrontMatterSchema>>;
export type TestFile = z.output<ReturnType<typeof testFileSchema>>;
export type MiniProjectFile = z.output<ReturnType<typeof miniProjectFileSchema>>;

/* ---- What the import answers ---- */

/**
 * POST admin/directions/import, 201: the new direction (a draft, as is everything in it) and
 * the files it left out (images, attachments and other files that are not content), each
 * with why. A folder with problems is 422 ERR_CONTENT_IMPORT_INVALID with every problem.
 */
export const contentImportResultSchema = z.object({
  direction: adminDirectionSummarySchema,
  imported: z.object({
    subjects: z.number().int().nonnegative(),
    chapters: z.number().int().nonnegative(),
    lectures: z.number().int().nonnegative(),
    tasks: z.number().int().nonnegative(),
    miniProjects: z.number().int().nonnegative(),
  }),
  skipped: z.array(fileProblemSchema),
});
export type ContentImportResult = z.infer<typeof contentImportResultSchema>;

/** The English sentences of the import's problems (the fields' own come from their schemas). */
export const contentImportMessages = {
  notZip: 'This is not a zip archive, or it is damaged',
  tooManyEntries: `The archive holds more than ${CONTENT_ARCHIVE_MAX_ENTRIES} files and folders`,
  unsafePath:
    'The path leaves the folder (.., an absolute path, a backslash or a drive letter): the file is not read',
  nameNotUtf8: 'The file name is not UTF-8',
  link: 'Links are not imported: put the file itself in the folder',
  encrypted: 'Encrypted files cannot be read',
  fileTooLarge: `The file is larger than ${CONTENT_ARCHIVE_MAX_FILE_MEGABYTES} MB unpacked`,
  archiveTooLarge: `The archive unpacks to more than ${CONTENT_ARCHIVE_MAX_TOTAL_MEGABYTES} MB: nothing more was read`,
  zipBomb: `The file unpacks to more than ${CONTENT_ARCHIVE_MAX_RATIO} times its packed size: refused as a zip bomb, nothing more was read`,
  damaged: 'The file is damaged in the archive and cannot be unpacked',
  duplicate: 'The archive holds this file twice',
  notUtf8: 'The file is not UTF-8 text',
  noDirectionFile: `The folder needs a ${DIRECTION_FILE} with the direction's title`,
  noSubjectFile: `A subject's folder needs a ${SUBJECT_FILE} with its title and order`,
  noChapterFile: `A chapter's folder needs a ${CHAPTER_FILE} with its title and order`,
  misplaced:
    'Not where a direction keeps it: subjects are folders of the direction, chapters folders of a subject, lectures, tests and mini projects files of a chapter',
  notContent:
    "Not content, so not imported: images and attachments are added in the lecture's editor",
  noFrontMatter: 'A lecture starts with front matter between two lines of ---: its title and order',
  notMapping: 'The file must hold keys and values (a YAML mapping)',
  unknownKey: (key: string) => `Unknown key "${key}"`,
  orderTaken: (order: number, other: string) => `Order ${order} is also given to ${other}`,
  wrongChapter: (chapter: string) =>
    `The file is in the folder of the chapter "${chapter}": move it there or name that chapter`,
} as const;
