import type { CodeExerciseInput, ProjectAnswerType } from '@academy/contracts';
import type { Rgb } from '../../lib/png.js';

/** Demo content as plain data; seed.ts writes it in order, positions from array indexes. */

/**
 * A choice question. Without `answerType`, one correct answer makes a single-choice question
 * and more make a multiple-choice one.
 */
export interface SeedChoiceQuestion {
  text: string;
  answerType?: 'single' | 'multiple';
  answers: readonly string[];
  /** Indexes of the correct answers. */
  correct: readonly number[];
  /** What the question gives when answered right (1 by default). */
  points?: number;
}

/** A free-text question: nothing to choose, a mentor's review judges the answer. */
export interface SeedTextQuestion {
  text: string;
  answerType: 'text';
  points?: number;
}

/** A code question: graded in the sandbox against its examples and hidden tests. */
export interface SeedCodeQuestion {
  text: string;
  answerType: 'code';
  points?: number;
  code: CodeExerciseInput;
}

export type SeedQuestion = SeedChoiceQuestion | SeedTextQuestion | SeedCodeQuestion;

export interface SeedTask {
  title: string;
  description: string;
  /** The share of the choice questions' points an attempt needs (the schema's 70 by default). */
  passPercent?: number;
  /** Due this many days after the student's enrolment; no due date without it. */
  dueDays?: number;
  questions: readonly SeedQuestion[];
}

/** A file the seed makes and stores as a public file (a lecture's image or attachment). */
export interface SeedFile {
  /** The name it is stored and downloaded under. */
  name: string;
  contentType: string;
  data: () => Buffer;
}

/** In a lecture's markdown, `![…](seed-image:<key>)` points at the stored image `key`. */
export const seedImageRef = (key: string) => `seed-image:${key}`;

export interface SeedLecture {
  title: string;
  /** Markdown. */
  content: string;
  /** A video to watch with the lecture (a YouTube page). */
  videoUrl?: string;
  /** Images the content shows, by the key its markdown names them with (seedImageRef). */
  images?: Readonly<Record<string, SeedFile>>;
  /** Files to download with the lecture (cheat sheets, slides). */
  attachments?: readonly SeedFile[];
}

export interface SeedProjectQuestion {
  text: string;
  /** Answered with written text or with an uploaded file. */
  answerType: ProjectAnswerType;
}

export interface SeedMiniProject {
  title: string;
  description: string;
  /** Due this many days after the student's enrolment; no due date without it. */
  dueDays?: number;
  /** A plain string is a question answered with text. */
  questions: readonly (string | SeedProjectQuestion)[];
}

export interface SeedChapter {
  title: string;
  lectures: readonly SeedLecture[];
  tasks: readonly SeedTask[];
  miniProjects: readonly SeedMiniProject[];
}

export interface SeedSubject {
  title: string;
  description: string;
  chapters: readonly SeedChapter[];
}

export interface SeedDirection {
  title: string;
  description: string;
  /** The direction's two colours: its illustration's gradient (illustrations.ts) and its badge's. */
  colors: readonly [Rgb, Rgb];
  subjects: readonly SeedSubject[];
}

/** Markdown from lines, so code fences need no escaping. */
export const md = (...lines: string[]) => lines.join('\n');

/** A question's answer type as stored: choice questions by their number of correct answers. */
export function seedAnswerType(question: SeedQuestion): 'single' | 'multiple' | 'text' | 'code' {
  if (question.answerType) return question.answerType;
  return question.correct.length > 1 ? 'multiple' : 'single';
}

/** A mini-project question in its full form. */
export const seedProjectQuestion = (question: string | SeedProjectQuestion): SeedProjectQuestion =>
  typeof question === 'string' ? { text: question, answerType: 'text' } : question;
