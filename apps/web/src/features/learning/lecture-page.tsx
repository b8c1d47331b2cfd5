import { type LectureResponse, paths } from '@academy/contracts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadMarkdownContent } from '../../shared/ui/markdown/load-markdown';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure, ScreenNotFound } from '../../shared/ui/screen-states';
import { lectureQuery } from './api/lecture-progress';
import { Breadcrumbs } from './breadcrumbs';
import classes from './lecture/lecture.module.css';
import { LectureAttachments } from './lecture/lecture-attachments';
import { LectureCompletion } from './lecture/lecture-completion';
import { LectureNeighbours } from './lecture/lecture-neighbours';
import { LectureQuestions } from './lecture/lecture-questions';
import { LectureSkeleton, TextSkeleton } from './lecture/lecture-skeleton';
import { LectureVideo } from './lecture/lecture-video';
import { routeId } from './route-id';
import { StateBadge } from './work-status';

/** Loaded with the first lecture shown, not with the other learning screens. */
const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

/**
 * /lecture/{id}: the video, the text and the files, "Mark as completed", the way on, and the
 * questions to the mentors.
 */
export function LecturePage() {
  const id = routeId(useParams().id);
  return id === null ? <ScreenNotFound /> : <LectureScreen key={id} id={id} />;
}

function LectureScreen({ id }: { id: number }) {
  const lecture = useQuery(lectureQuery(id));
  if (lecture.data) return <LectureContent lecture={lecture.data} />;
  if (lecture.isError) {
    return <QueryFailure query={lecture} />;
  }
  return <LectureSkeleton />;
}

/**
 * Lecture texts often open with their own title as a heading; the screen already shows it
 * as its heading, so that first line is left out rather than shown twice.
 */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return content;
  return content.slice(match[0].length).replace(/^\s*\n/, '');
}

function LectureContent({ lecture }: { lecture: LectureResponse }) {
  const { t } = useTranslation('student');
  const status = lecture.lectureAssignments[0]?.status ?? 'not_started';
  const content = withoutLeadingTitle(lecture.content, lecture.title);
  return (
    <Stack gap="lg" className={classes.column}>
      <PageTitle title={lecture.title} />
      <Stack gap="sm">
        <Breadcrumbs
          items={[
            { label: t('subject.breadcrumbRoot'), to: paths.student.dashboard },
            { label: lecture.subjectTitle, to: paths.student.subject(lecture.subjectId) },
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={700} className={classes.eyebrow}>
            {lecture.chapterTitle}
          </Text>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1}>{lecture.title}</Title>
            <StateBadge state={status} />
          </Group>
        </Stack>
      </Stack>

      {lecture.videoUrl ? <LectureVideo url={lecture.videoUrl} title={lecture.title} /> : null}

      {content.trim() ? (
        <Paper withBorder radius="lg" className={`${classes.panel} ${classes.content}`}>
          <Suspense fallback={<TextSkeleton />}>
            <MarkdownContent>{content}</MarkdownContent>
          </Suspense>
        </Paper>
      ) : null}

      <LectureAttachments attachments={lecture.attachments} />
      <LectureCompletion lecture={lecture} />
      <LectureNeighbours lecture={lecture} />
      <LectureQuestions lectureId={lecture.id} />
    </Stack>
  );
}
