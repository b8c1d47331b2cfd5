import type {
  AnswerType,
  QuestionOutcome,
  ReviewStatus,
  StaffCodeRunResult,
} from '@academy/contracts';

/*
 * How a test attempt is judged (ARCHITECTURE.md, "Learning"): only the server knows which
 * answers are correct, so only the server scores. Pure functions, no I/O.
 */

/** A question with its answer options, as the server knows it (correct ones marked). */
export interface ScoredQuestion {
  id: number;
  answerType: AnswerType;
  points: number;
  answers: { id: number; isCorrect: boolean }[];
}

/** One question's answer in an attempt, as submitted and stored. */
export interface AttemptAnswer {
  questionId: number;
  answerIds: number[];
  answerText?: string;
  /** A code question's code, and the server's grading of it (every test in full). */
  code?: string;
  codeResult?: StaffCodeRunResult;
}

/**
 * Scored by the server at once: choice questions and code questions (graded in the sandbox
 * before the attempt is recorded); free text waits for a mentor.
 */
const isScored = (question: Pick<ScoredQuestion, 'answerType'>) => question.answerType !== 'text';

/**
 * Whether the answers fit the test's questions: each names a question of the test, once;
 * a single-choice question takes at most one answer, every answer id is one of its own
 * question's (none twice), and only free-text questions take text. Questions left out are
 * unanswered and score nothing.
 */
export function answersFitQuestions(
  questions: readonly ScoredQuestion[],
  answers: readonly AttemptAnswer[],
): boolean {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question || answered.has(answer.questionId)) return false;
    answered.add(answer.questionId);

    const options = new Set(question.answers.map((option) => option.id));
    const chosen = new Set(answer.answerIds);
    if (chosen.size !== answer.answerIds.length) return false;
    if (answer.answerIds.some((id) => !options.has(id))) return false;
    if (question.answerType === 'single' && chosen.size > 1) return false;
    if (answer.answerText !== undefined && question.answerType !== 'text') return false;
    if (answer.code !== undefined && question.answerType !== 'code') return false;
  }
  return true;
}

/** A choice question is right when the chosen answers are exactly its correct ones. */
export function isChoiceRight(question: ScoredQuestion, answerIds: readonly number[]): boolean {
  const correct = question.answers.filter((option) => option.isCorrect).map((option) => option.id);
  const chosen = new Set(answerIds);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

/**
 * Whether an answer to a question the server scores gives its points: a choice question's
 * chosen answers are exactly its correct ones, a code question's code passed every test
 * (partial credit is only shown, as tests passed of total; ARCHITECTURE.md, "Code exercises").
 */
export function isAnswerRight(
  question: ScoredQuestion,
  answer: AttemptAnswer | undefined,
): boolean {
  if (question.answerType === 'code') return answer?.codeResult?.allPassed === true;
  return isChoiceRight(question, answer?.answerIds ?? []);
}

/** The most the scored questions give: free-text answers are judged by a mentor instead. */
export function maxScoreOf(questions: readonly ScoredQuestion[]): number {
  return questions.filter(isScored).reduce((sum, question) => sum + question.points, 0);
}

/** The pass mark: `score / maxScore >= passPercent %`, in integers (a test without choice questions meets it). */
export function meetsPassMark(score: number, maxScore: number, passPercent: number): boolean {
  return score * 100 >= passPercent * maxScore;
}

export interface AttemptResult {
  score: number;
  maxScore: number;
  /**
   * `failed` below the pass mark; at or above it `passed`, or `not_checked_yet` when free-text
   * answers wait for a mentor's review.
   */
  reviewStatus: ReviewStatus;
}

/** Scores an attempt whose answers fit the questions (answersFitQuestions), code graded. */
export function scoreAttempt(
  questions: readonly ScoredQuestion[],
  answers: readonly AttemptAnswer[],
  passPercent: number,
): AttemptResult {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  let score = 0;
  for (const question of questions) {
    if (isScored(question) && isAnswerRight(question, byQuestion.get(question.id))) {
      score += question.points;
    }
  }
  const maxScore = maxScoreOf(questions);
  if (!meetsPassMark(score, maxScore, passPercent)) {
    return { score, maxScore, reviewStatus: 'failed' };
  }
  const waitsForMentor = questions.some((question) => !isScored(question));
  return { score, maxScore, reviewStatus: waitsForMentor ? 'not_checked_yet' : 'passed' };
}

/**
 * How a question went, for an attempt whose outcomes are revealed (contracts'
 * `revealsOutcomes`): a choice question by its answers, a free-text one by the mentor's
 * verdict on the attempt, `unchecked` when no mentor judged it (the choice questions failed
 * the attempt first).
 */
export function questionOutcome(
  question: ScoredQuestion,
  answer: AttemptAnswer | undefined,
  review: { reviewStatus: ReviewStatus; reviewedAt: Date | null },
): QuestionOutcome {
  if (isScored(question)) return isAnswerRight(question, answer) ? 'right' : 'wrong';
  if (review.reviewedAt === null || review.reviewStatus === 'not_checked_yet') return 'unchecked';
  return review.reviewStatus === 'passed' ? 'right' : 'wrong';
}
