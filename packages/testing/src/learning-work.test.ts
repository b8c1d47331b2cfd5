import {
  miniProjectResponseSchema,
  taskResponseSchema,
  uploadedFileSchema,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  aMiniProject,
  anUploadedFile,
  aSubmission,
  aTask,
  aTaskAssignment,
  aTextQuestion,
} from './index.js';

describe('the learning work builders', () => {
  it('build values contracts accept', () => {
    expect(taskResponseSchema.parse(aTask())).toEqual(aTask());
    const attempted = aTask({
      questions: [aTextQuestion({ answerText: 'A function with its scope', outcome: 'unchecked' })],
      assignment: aTaskAssignment({ reviewStatus: 'not_checked_yet', score: 0, maxScore: 0 }),
    });
    expect(taskResponseSchema.parse(attempted)).toEqual(attempted);
    expect(miniProjectResponseSchema.parse(aMiniProject())).toEqual(aMiniProject());
    const submitted = aMiniProject({ submissions: [aSubmission()] });
    expect(miniProjectResponseSchema.parse(submitted)).toEqual(submitted);
    expect(uploadedFileSchema.parse(anUploadedFile())).toEqual(anUploadedFile());
  });

  it('make a submitted mini project’s assignment follow its newest submission', () => {
    const project = aMiniProject({
      submissions: [
        aSubmission({ id: 902, reviewStatus: 'failed', reviewComment: 'Add tests.' }),
        aSubmission({ id: 901, reviewStatus: 'failed' }),
      ],
    });
    expect(project.projectAssignments).toEqual([
      expect.objectContaining({ reviewStatus: 'failed', reviewComment: 'Add tests.' }),
    ]);
  });
});
