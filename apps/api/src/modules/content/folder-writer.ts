import {
  CHAPTER_FILE,
  contentSlug,
  DIRECTION_FILE,
  LECTURE_SUFFIX,
  MINI_PROJECT_SUFFIX,
  SUBJECT_FILE,
  TEST_SUFFIX,
} from '@academy/contracts';
import { stringify } from 'yaml';
import type { FolderFile } from './archive-writer.js';

/*
 * A direction as the folder the import reads (folder-reader.ts; ARCHITECTURE.md, "Content
 * import and export"): `01-title` names in order, each file's `order` from 1, every item's
 * front matter naming its chapter. Values are written as they are stored, so export → import
 * gives the same direction back.
 */

export interface ExportedItem {
  position: number;
  kind: 'lecture' | 'task' | 'mini_project';
  title: string;
  /** Lecture: its Markdown and video. */
  content?: string;
  videoUrl?: string | null;
  /** Test and mini project. */
  description?: string;
  dueDays?: number | null;
  passPercent?: number;
  questions?: Record<string, unknown>[];
}

export interface ExportedDirection {
  title: string;
  description: string;
  subjects: {
    title: string;
    description: string;
    chapters: { title: string; items: ExportedItem[] }[];
  }[];
}

/** `01`, `02`… wide enough for the count. */
const numbered = (index: number, count: number) =>
  String(index + 1).padStart(Math.max(2, String(count).length), '0');

const yamlText = (value: Record<string, unknown>) => stringify(value, { lineWidth: 0 });

/** Drops the keys whose value is undefined or null (an absent due date, video, explanation). */
function present(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null));
}

function itemFile(
  folder: string,
  name: string,
  item: ExportedItem,
  order: number,
  chapter: string,
) {
  const placement = { title: item.title, order, chapter };
  if (item.kind === 'lecture') {
    const front = yamlText(present({ ...placement, videoUrl: item.videoUrl }));
    return {
      path: `${folder}/${name}${LECTURE_SUFFIX}`,
      text: `---\n${front}---\n\n${item.content ?? ''}`,
    };
  }
  if (item.kind === 'task') {
    const fields = present({
      ...placement,
      description: item.description,
      passPercent: item.passPercent,
      dueDays: item.dueDays,
      questions: item.questions,
    });
    return { path: `${folder}/${name}${TEST_SUFFIX}`, text: yamlText(fields) };
  }
  const fields = present({
    ...placement,
    description: item.description,
    dueDays: item.dueDays,
    questions: item.questions,
  });
  return { path: `${folder}/${name}${MINI_PROJECT_SUFFIX}`, text: yamlText(fields) };
}

/** The direction's files, under a folder named for it. */
export function directionFolder(direction: ExportedDirection): FolderFile[] {
  const root = contentSlug(direction.title, 'direction');
  const files: FolderFile[] = [
    {
      path: `${root}/${DIRECTION_FILE}`,
      text: yamlText({ title: direction.title, description: direction.description }),
    },
  ];
  direction.subjects.forEach((subject, s) => {
    const subjectFolder = `${root}/${numbered(s, direction.subjects.length)}-${contentSlug(subject.title, 'subject')}`;
    files.push({
      path: `${subjectFolder}/${SUBJECT_FILE}`,
      text: yamlText({ title: subject.title, description: subject.description, order: s + 1 }),
    });
    subject.chapters.forEach((chapter, c) => {
      const chapterFolder = `${subjectFolder}/${numbered(c, subject.chapters.length)}-${contentSlug(chapter.title, 'chapter')}`;
      files.push({
        path: `${chapterFolder}/${CHAPTER_FILE}`,
        text: yamlText({ title: chapter.title, order: c + 1 }),
      });
      chapter.items.forEach((item, i) => {
        const name = `${numbered(i, chapter.items.length)}-${contentSlug(item.title, item.kind.replace('_', '-'))}`;
        files.push(itemFile(chapterFolder, name, item, i + 1, chapter.title));
      });
    });
  });
  return files;
}
