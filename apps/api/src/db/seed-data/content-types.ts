import type { Rgb } from '../../lib/png.js';

/** Demo content as plain data; seed.ts writes it in order, positions from array indexes. */

export interface SeedQuestion {
  text: string;
  answers: readonly string[];
  /** Indexes of the correct answers: one makes a single-choice question, more a multiple-choice one. */
  correct: readonly number[];
}

export interface SeedTask {
  title: string;
  description: string;
  questions: readonly SeedQuestion[];
}

export interface SeedLecture {
  title: string;
  /** Markdown. */
  content: string;
}

export interface SeedMiniProject {
  title: string;
  description: string;
  questions: readonly string[];
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
  /** Gradient of the generated direction image. */
  colors: readonly [Rgb, Rgb];
  subjects: readonly SeedSubject[];
}

/** Markdown from lines, so code fences need no escaping. */
export const md = (...lines: string[]) => lines.join('\n');
