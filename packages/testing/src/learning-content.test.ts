import {
  directionsResponseSchema,
  homeworkResponseSchema,
  lastOpenedLectureResponseSchema,
  lectureResponseSchema,
  myHomeworkResponseSchema,
  subjectResponseSchema,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  aChapter,
  aDirection,
  aHomework,
  aHomeworkItem,
  aLastOpenedLecture,
  aLecture,
  aLectureSummary,
  aMiniProjectSummary,
  aMyHomework,
  aSubject,
  aSubjectSummary,
  aTaskSummary,
} from './index.js';

describe('the learning content builders', () => {
  it('build answers contracts accept', () => {
    expect(directionsResponseSchema.parse([aDirection()])).toEqual([aDirection()]);
    expect(subjectResponseSchema.parse(aSubject())).toEqual(aSubject());
    expect(lectureResponseSchema.parse(aLecture())).toEqual(aLecture());
    expect(lastOpenedLectureResponseSchema.parse(aLastOpenedLecture())).toEqual(
      aLastOpenedLecture(),
    );
    expect(lastOpenedLectureResponseSchema.parse(aLastOpenedLecture(null))).toEqual({
      opened: false,
      lecture: null,
    });
    expect(homeworkResponseSchema.parse(aHomework())).toEqual(aHomework());
    expect(myHomeworkResponseSchema.parse(aMyHomework())).toEqual(aMyHomework());
  });

  it('compute the progress from the counts, as the server does', () => {
    expect(aSubjectSummary({ completedLectureCount: 0, completedTaskCount: 0 }).progress).toBe(0);
    expect(
      aSubjectSummary({
        totalLectureCount: 2,
        totalTaskCount: 1,
        totalMiniProjectCount: 0,
        completedLectureCount: 1,
        completedTaskCount: 0,
        completedMiniProjectCount: 0,
      }).progress,
    ).toBe(33);
  });

  it('count a subject from its chapters: completed lectures, passed tests and projects', () => {
    const subject = aSubject({
      chapters: [
        aChapter({
          lectures: [
            aLectureSummary({ id: 1, status: 'completed' }),
            aLectureSummary({ id: 2, status: 'in_progress' }),
          ],
          tasks: [
            aTaskSummary({ id: 3, state: 'passed' }),
            aTaskSummary({ id: 4, state: 'failed' }),
          ],
          miniProjects: [aMiniProjectSummary({ state: 'waiting_for_review' })],
        }),
      ],
    });

    expect(subject).toMatchObject({
      totalLectureCount: 2,
      completedLectureCount: 1,
      totalTaskCount: 2,
      completedTaskCount: 1,
      totalMiniProjectCount: 1,
      completedMiniProjectCount: 0,
      progress: 40,
    });
    expect(aHomeworkItem({ kind: 'mini-project' }).kind).toBe('mini-project');
  });
});
