import { describe, expect, it } from 'vitest';
import {
  submitMiniProjectRequestSchema,
  taskAnswerRequestSchema,
  updateLectureRequestSchema,
} from './learning.js';
import type { MessageFormatter } from './validation.js';

const GITHUB_LINK = 'Enter a link to a GitHub repository (https://github.com/owner/repository).';

describe('updateLectureRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ status: 'completed' }, true],
    [{ status: 'in_progress' }, false],
    [{ status: 'not_started' }, false],
    [{}, false],
    [{ status: 'completed', id: 1 }, false],
  ])('%j → %s', (value, ok) => {
    expect(updateLectureRequestSchema.safeParse(value).success).toBe(ok);
  });
});

describe('submitMiniProjectRequestSchema', () => {
  const schema = submitMiniProjectRequestSchema();

  it('accepts a GitHub link and defaults answers to []', () => {
    expect(schema.parse({ githubLink: 'https://github.com/owner/repo' })).toEqual({
      githubLink: 'https://github.com/owner/repo',
      answers: [],
    });
  });

  it.each([
    'https://github.com.evil.io/o/r',
    'https://github.com@evil.io/o/r',
    'http://github.com/o/r',
    'javascript:alert(1)',
  ])('refuses %j with the GitHub message on githubLink', (githubLink) => {
    const result = schema.safeParse({ githubLink });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['githubLink'], GITHUB_LINK],
    ]);
  });

  it('refuses unknown fields, at the top and in answers', () => {
    const githubLink = 'https://github.com/owner/repo';
    expect(schema.safeParse({ githubLink, reviewStatus: 'passed' }).success).toBe(false);
    expect(
      schema.safeParse({ githubLink, answers: [{ questionId: 1, reviewStatus: 'passed' }] })
        .success,
    ).toBe(false);
    expect(
      schema.safeParse({ githubLink, answers: [{ questionId: 1, fileId: 'a.png' }] }).success,
    ).toBe(false);
  });

  it('uses a custom formatter', () => {
    const fake: MessageFormatter = (key) => `t:${key}`;
    const result = submitMiniProjectRequestSchema(fake).safeParse({ githubLink: '' });
    expect(result.error?.issues[0]?.message).toBe('t:required');
  });
});

describe('taskAnswerRequestSchema', () => {
  it('defaults answerIds to []', () => {
    expect(taskAnswerRequestSchema.parse({ taskId: 1, answers: [{ questionId: 2 }] })).toEqual({
      taskId: 1,
      answers: [{ questionId: 2, answerIds: [] }],
    });
  });

  it.each<[unknown]>([
    [{ taskId: 0, answers: [] }],
    [{ taskId: 1, answers: [{ questionId: 1, isCorrect: true }] }],
    [{ taskId: 1, answers: [], score: 100 }],
    [{ taskId: 1, answers: [{ questionId: 1, answerIds: [0] }] }],
  ])('refuses %j', (value) => {
    expect(taskAnswerRequestSchema.safeParse(value).success).toBe(false);
  });
});
