import { describe, expect, it } from 'vitest';
import {
  type AttemptAnswer,
  answersFitQuestions,
  isChoiceRight,
  maxScoreOf,
  meetsPassMark,
  questionOutcome,
  type ScoredQuestion,
  scoreAttempt,
} from './scoring.js';

/** Single choice: 11 right, 12 wrong. Multiple: 21 and 22 right, 23 wrong. Free text: none. */
const single: ScoredQuestion = {
  id: 1,
  answerType: 'single',
  points: 2,
  answers: [
    { id: 11, isCorrect: true },
    { id: 12, isCorrect: false },
  ],
};
const multiple: ScoredQuestion = {
  id: 2,
  answerType: 'multiple',
  points: 3,
  answers: [
    { id: 21, isCorrect: true },
    { id: 22, isCorrect: true },
    { id: 23, isCorrect: false },
  ],
};
const text: ScoredQuestion = { id: 3, answerType: 'text', points: 5, answers: [] };

describe('answersFitQuestions', () => {
  const questions = [single, multiple, text];

  it.each<[string, AttemptAnswer[]]>([
    ['no answers at all (every question unanswered)', []],
    [
      'every question answered',
      [
        { questionId: 1, answerIds: [11] },
        { questionId: 2, answerIds: [21, 23] },
        { questionId: 3, answerIds: [], answerText: 'Because' },
      ],
    ],
    ['a choice question answered with nothing', [{ questionId: 2, answerIds: [] }]],
    ['a free-text question without text', [{ questionId: 3, answerIds: [] }]],
  ])('accepts %s', (_name, answers) => {
    expect(answersFitQuestions(questions, answers)).toBe(true);
  });

  it.each<[string, AttemptAnswer[]]>([
    ['a question of another test', [{ questionId: 99, answerIds: [] }]],
    [
      'a question answered twice',
      [
        { questionId: 1, answerIds: [11] },
        { questionId: 1, answerIds: [12] },
      ],
    ],
    ['two answers to a single-choice question', [{ questionId: 1, answerIds: [11, 12] }]],
    ['an answer of another question', [{ questionId: 1, answerIds: [21] }]],
    ['an answer id that does not exist', [{ questionId: 2, answerIds: [21, 999] }]],
    ['the same answer twice', [{ questionId: 2, answerIds: [21, 21] }]],
    ['an answer id on a free-text question', [{ questionId: 3, answerIds: [11] }]],
    ['text on a choice question', [{ questionId: 1, answerIds: [11], answerText: 'B' }]],
  ])('refuses %s', (_name, answers) => {
    expect(answersFitQuestions(questions, answers)).toBe(false);
  });
});

describe('isChoiceRight', () => {
  it('holds only for exactly the set of correct answers, in any order', () => {
    expect(isChoiceRight(multiple, [22, 21])).toBe(true);
    expect(isChoiceRight(multiple, [21])).toBe(false);
    expect(isChoiceRight(multiple, [21, 22, 23])).toBe(false);
    expect(isChoiceRight(multiple, [])).toBe(false);
    expect(isChoiceRight(single, [11])).toBe(true);
    expect(isChoiceRight(single, [12])).toBe(false);
  });
});

describe('meetsPassMark', () => {
  it('compares in integers, the mark itself included', () => {
    expect(meetsPassMark(7, 10, 70)).toBe(true);
    expect(meetsPassMark(6, 10, 70)).toBe(false);
    // 2 of 3 is 66.7 %: below 67, at or above 66.
    expect(meetsPassMark(2, 3, 67)).toBe(false);
    expect(meetsPassMark(2, 3, 66)).toBe(true);
    expect(meetsPassMark(0, 5, 0)).toBe(true);
    expect(meetsPassMark(5, 5, 100)).toBe(true);
  });

  it('is met by a test without choice questions (nothing to score)', () => {
    expect(meetsPassMark(0, 0, 70)).toBe(true);
    expect(maxScoreOf([text])).toBe(0);
  });
});

describe('scoreAttempt', () => {
  it('counts the points of the choice questions answered exactly right', () => {
    expect(
      scoreAttempt(
        [single, multiple],
        [
          { questionId: 1, answerIds: [11] },
          { questionId: 2, answerIds: [21] },
        ],
        0,
      ),
    ).toEqual({ score: 2, maxScore: 5, reviewStatus: 'passed' });
  });

  it('fails an attempt below the pass mark at once, free-text questions or not', () => {
    expect(scoreAttempt([single, multiple], [{ questionId: 1, answerIds: [11] }], 70)).toEqual({
      score: 2,
      maxScore: 5,
      reviewStatus: 'failed',
    });
    expect(
      scoreAttempt(
        [single, text],
        [{ questionId: 3, answerIds: [], answerText: 'A fine essay' }],
        50,
      ),
    ).toEqual({ score: 0, maxScore: 2, reviewStatus: 'failed' });
  });

  it('passes a choice-only attempt at the pass mark', () => {
    expect(
      scoreAttempt(
        [single, multiple],
        [
          { questionId: 1, answerIds: [11] },
          { questionId: 2, answerIds: [22, 21] },
        ],
        100,
      ),
    ).toEqual({ score: 5, maxScore: 5, reviewStatus: 'passed' });
  });

  it('leaves an attempt with free-text questions to a mentor once the pass mark is met', () => {
    expect(scoreAttempt([single, text], [{ questionId: 1, answerIds: [11] }], 70)).toEqual({
      score: 2,
      maxScore: 2,
      reviewStatus: 'not_checked_yet',
    });
    expect(scoreAttempt([text], [], 100)).toEqual({
      score: 0,
      maxScore: 0,
      reviewStatus: 'not_checked_yet',
    });
  });
});

describe('questionOutcome', () => {
  const unreviewed = { reviewStatus: 'failed' as const, reviewedAt: null };
  const mentor = (reviewStatus: 'passed' | 'failed') => ({
    reviewStatus,
    reviewedAt: new Date('2026-01-01T00:00:00.000Z'),
  });

  it('judges choice questions by their answers', () => {
    expect(questionOutcome(single, { questionId: 1, answerIds: [11] }, unreviewed)).toBe('right');
    expect(questionOutcome(single, { questionId: 1, answerIds: [12] }, unreviewed)).toBe('wrong');
    expect(questionOutcome(single, undefined, unreviewed)).toBe('wrong');
  });

  it("judges free-text questions by the mentor's verdict, unchecked without one", () => {
    const answer = { questionId: 3, answerIds: [], answerText: 'Essay' };
    expect(questionOutcome(text, answer, mentor('passed'))).toBe('right');
    expect(questionOutcome(text, answer, mentor('failed'))).toBe('wrong');
    expect(questionOutcome(text, answer, unreviewed)).toBe('unchecked');
    expect(
      questionOutcome(text, answer, { reviewStatus: 'not_checked_yet', reviewedAt: null }),
    ).toBe('unchecked');
  });
});
