import {
  type AnswerType,
  type CodeExerciseInput,
  type CourseType,
  codeExerciseSchema,
  type ProjectAnswerType,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import {
  answers,
  chapters,
  directions,
  enrolments,
  lectures,
  miniProjectQuestions,
  miniProjects,
  questions,
  subjects,
  tasks,
} from '../db/schema/index.js';

/*
 * Learning content straight in the database, for API tests: a direction with one subject,
 * its chapters, and in each chapter lectures, tests and mini projects. Every id comes back,
 * with the correct answers of each question, so a test can answer right or wrong on purpose.
 */

export interface QuestionSpec {
  text?: string;
  answerType?: AnswerType;
  points?: number;
  /** Answer texts (choice questions); `correct` are their indexes. */
  answers?: string[];
  correct?: number[];
  /** Staff's explanation of the correct answers. */
  explanation?: string | null;
  /** A code question's exercise. */
  code?: CodeExerciseInput;
}

export interface TaskSpec {
  title?: string;
  passPercent?: number;
  dueDays?: number | null;
  questions?: QuestionSpec[];
}

export interface MiniProjectSpec {
  title?: string;
  dueDays?: number | null;
  questions?: { text?: string; answerType?: ProjectAnswerType }[];
}

export interface ChapterSpec {
  title?: string;
  lectures?: number | { title?: string; content?: string }[];
  tasks?: TaskSpec[];
  miniProjects?: MiniProjectSpec[];
}

export interface ContentSpec {
  directionTitle?: string;
  subjectTitle?: string;
  chapters?: ChapterSpec[];
}

export interface CreatedQuestion {
  id: number;
  answerType: AnswerType;
  answerIds: number[];
  correctAnswerIds: number[];
  wrongAnswerIds: number[];
}

export interface CreatedContent {
  directionId: number;
  subjectId: number;
  chapters: {
    id: number;
    lectureIds: number[];
    tasks: { id: number; questions: CreatedQuestion[] }[];
    miniProjects: { id: number; questions: { id: number; answerType: ProjectAnswerType }[] }[];
  }[];
  /** Every lecture, test and mini project of the subject, in course order. */
  lectureIds: number[];
  taskIds: number[];
  miniProjectIds: number[];
}

/** One single-choice question with two answers, the first correct. */
export const singleChoice = (overrides: QuestionSpec = {}): QuestionSpec => ({
  answerType: 'single',
  answers: ['Right', 'Wrong'],
  correct: [0],
  ...overrides,
});

/** One multiple-choice question with three answers, the first two correct. */
export const multipleChoice = (overrides: QuestionSpec = {}): QuestionSpec => ({
  answerType: 'multiple',
  answers: ['Right A', 'Right B', 'Wrong'],
  correct: [0, 1],
  ...overrides,
});

/** A code question graded against the exercise's examples and hidden tests. */
export const codeQuestion = (
  code: CodeExerciseInput,
  overrides: QuestionSpec = {},
): QuestionSpec => ({ answerType: 'code', answers: [], correct: [], code, ...overrides });

export const freeText = (overrides: QuestionSpec = {}): QuestionSpec => ({
  answerType: 'text',
  answers: [],
  correct: [],
  ...overrides,
});

const first = <T>(rows: T[]): T => {
  const row = rows[0];
  if (!row) throw new Error('Insert returned no row');
  return row;
};

/** A direction with one subject of the given chapters (by default one chapter, one of each). */
export async function createContent(
  app: FastifyInstance,
  spec: ContentSpec = {},
): Promise<CreatedContent> {
  const db = app.db;
  const direction = first(
    await db
      .insert(directions)
      .values({
        title: spec.directionTitle ?? 'Test Direction',
        description: 'A direction',
        status: 'published',
      })
      .returning({ id: directions.id }),
  );
  const subject = first(
    await db
      .insert(subjects)
      .values({
        status: 'published',
        directionId: direction.id,
        title: spec.subjectTitle ?? 'Test Subject',
        description: 'A subject',
      })
      .returning({ id: subjects.id }),
  );
  const created: CreatedContent = {
    directionId: direction.id,
    subjectId: subject.id,
    chapters: [],
    lectureIds: [],
    taskIds: [],
    miniProjectIds: [],
  };

  const chapterSpecs = spec.chapters ?? [
    { lectures: 1, tasks: [{ questions: [singleChoice()] }], miniProjects: [{}] },
  ];
  for (const [chapterPosition, chapterSpec] of chapterSpecs.entries()) {
    const chapter = first(
      await db
        .insert(chapters)
        .values({
          status: 'published',
          subjectId: subject.id,
          title: chapterSpec.title ?? `Chapter ${chapterPosition + 1}`,
          position: chapterPosition,
        })
        .returning({ id: chapters.id }),
    );
    const lectureSpecs =
      typeof chapterSpec.lectures === 'number'
        ? Array.from({ length: chapterSpec.lectures }, () => ({}))
        : (chapterSpec.lectures ?? []);
    const lectureIds: number[] = [];
    if (lectureSpecs.length > 0) {
      const rows = await db
        .insert(lectures)
        .values(
          lectureSpecs.map((lecture: { title?: string; content?: string }, position) => ({
            chapterId: chapter.id,
            status: 'published' as const,
            title: lecture.title ?? `Lecture ${position + 1}`,
            content: lecture.content ?? `# Lecture ${position + 1}`,
            position,
          })),
        )
        .returning({ id: lectures.id });
      lectureIds.push(...rows.map((row) => row.id));
    }

    const createdTasks: CreatedContent['chapters'][number]['tasks'] = [];
    for (const [taskPosition, taskSpec] of (chapterSpec.tasks ?? []).entries()) {
      const task = first(
        await db
          .insert(tasks)
          .values({
            status: 'published',
            chapterId: chapter.id,
            title: taskSpec.title ?? `Test ${taskPosition + 1}`,
            passPercent: taskSpec.passPercent ?? 70,
            dueDays: taskSpec.dueDays ?? null,
            position: taskPosition,
          })
          .returning({ id: tasks.id }),
      );
      const createdQuestions: CreatedQuestion[] = [];
      for (const [questionPosition, questionSpec] of (
        taskSpec.questions ?? [singleChoice()]
      ).entries()) {
        const answerType = questionSpec.answerType ?? 'single';
        const question = first(
          await db
            .insert(questions)
            .values({
              taskId: task.id,
              text: questionSpec.text ?? `Question ${questionPosition + 1}`,
              answerType,
              points: questionSpec.points ?? 1,
              explanation: questionSpec.explanation ?? null,
              code: questionSpec.code ? codeExerciseSchema().parse(questionSpec.code) : null,
              position: questionPosition,
            })
            .returning({ id: questions.id }),
        );
        const choice = answerType === 'single' || answerType === 'multiple';
        const answerTexts = questionSpec.answers ?? (choice ? ['A', 'B'] : []);
        const correct = questionSpec.correct ?? (choice ? [0] : []);
        const rows =
          answerTexts.length === 0
            ? []
            : await db
                .insert(answers)
                .values(
                  answerTexts.map((text, position) => ({
                    questionId: question.id,
                    text,
                    isCorrect: correct.includes(position),
                    position,
                  })),
                )
                .returning({ id: answers.id, isCorrect: answers.isCorrect });
        createdQuestions.push({
          id: question.id,
          answerType,
          answerIds: rows.map((row) => row.id),
          correctAnswerIds: rows.filter((row) => row.isCorrect).map((row) => row.id),
          wrongAnswerIds: rows.filter((row) => !row.isCorrect).map((row) => row.id),
        });
      }
      createdTasks.push({ id: task.id, questions: createdQuestions });
    }

    const createdProjects: CreatedContent['chapters'][number]['miniProjects'] = [];
    for (const [projectPosition, projectSpec] of (chapterSpec.miniProjects ?? []).entries()) {
      const project = first(
        await db
          .insert(miniProjects)
          .values({
            status: 'published',
            chapterId: chapter.id,
            title: projectSpec.title ?? `Mini project ${projectPosition + 1}`,
            description: 'Build something',
            dueDays: projectSpec.dueDays ?? null,
            position: projectPosition,
          })
          .returning({ id: miniProjects.id }),
      );
      const questionSpecs = projectSpec.questions ?? [
        { text: 'What did you build?', answerType: 'text' as const },
      ];
      const rows =
        questionSpecs.length === 0
          ? []
          : await db
              .insert(miniProjectQuestions)
              .values(
                questionSpecs.map((question, position) => ({
                  miniProjectId: project.id,
                  text: question.text ?? `Question ${position + 1}`,
                  answerType: question.answerType ?? 'text',
                  position,
                })),
              )
              .returning({
                id: miniProjectQuestions.id,
                answerType: miniProjectQuestions.answerType,
              });
      createdProjects.push({ id: project.id, questions: rows });
    }

    created.chapters.push({
      id: chapter.id,
      lectureIds,
      tasks: createdTasks,
      miniProjects: createdProjects,
    });
    created.lectureIds.push(...lectureIds);
    created.taskIds.push(...createdTasks.map((task) => task.id));
    created.miniProjectIds.push(...createdProjects.map((project) => project.id));
  }
  return created;
}

/** Enrols a user in a direction (as admission does). */
export async function enrol(
  app: FastifyInstance,
  userId: number,
  directionId: number,
  options: { courseType?: CourseType; enrolledAt?: Date } = {},
): Promise<void> {
  await app.db.insert(enrolments).values({
    userId,
    directionId,
    courseType: options.courseType ?? 'online',
    enrolledAt: options.enrolledAt ?? new Date(),
  });
}
