import { paths, type SubjectResponse } from '@academy/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HomeworkIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure, ScreenNotFound } from '../../shared/ui/screen-states';
import { subjectQuery } from './api/queries';
import { Breadcrumbs } from './breadcrumbs';
import { ProgressSummary } from './progress-summary';
import { routeId } from './route-id';
import { ChapterSection } from './subject/chapter-section';
import classes from './subject/subject.module.css';
import { SubjectSkeleton } from './subject/subject-skeleton';

/** /subject/{id}: the subject's progress, its homework, and its chapters in order. */
export function SubjectPage() {
  const id = routeId(useParams().id);

  return id === null ? <ScreenNotFound /> : <SubjectScreen id={id} />;
}

function SubjectScreen({ id }: { id: number }) {
  const subject = useQuery(subjectQuery(id));
  if (subject.data) return <SubjectContent subject={subject.data} />;
  if (subject.isError) {
    return <QueryFailure query={subject} />;
  }
  return <SubjectSkeleton />;
}

function SubjectContent({ subject }: { subject: SubjectResponse }) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl">
      <PageTitle title={subject.title} />
      <Stack gap="sm">
        <Breadcrumbs
          items={[{ label: t('subject.breadcrumbRoot'), to: paths.student.dashboard }]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={700} className={classes.eyebrow}>
            {subject.directionTitle}
          </Text>
          <Title order={1}>{subject.title}</Title>
        </Stack>
        {subject.description ? (
          <Text size="lg" c="gray.7" maw={720}>
            {subject.description}
          </Text>
        ) : null}
      </Stack>

      <Paper withBorder radius="lg" className={classes.overview}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={8} className={classes.overviewProgress}>
            <Text fw={700}>{t('subject.progress.title')}</Text>
            <ProgressSummary progress={subject} />
          </Stack>
          <Button
            component={Link}
            to={paths.student.homework(subject.id)}
            variant="light"
            leftSection={<HomeworkIcon size={20} />}
            className={classes.homeworkLink}
          >
            {t('subject.homeworkLink')}
          </Button>
        </Group>
      </Paper>

      {subject.chapters.length === 0 ? (
        <Paper withBorder radius="lg" className={classes.overview}>
          <Text ta="center" c="gray.7">
            {t('subject.noChapters')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg">
          {subject.chapters.map((chapter, index) => (
            <ChapterSection key={chapter.id} chapter={chapter} number={index + 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
