import { type HomeworkResponse, paths } from '@academy/contracts';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CheckIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure, ScreenNotFound } from '../../shared/ui/screen-states';
import { StateMessage } from '../../shared/ui/state-message';
import { homeworkQuery } from './api/queries';
import { Breadcrumbs } from './breadcrumbs';
import { OpenWorkList } from './open-work-list';
import { routeId } from './route-id';
import { WorkListSkeleton } from './work-list';

/** /homework/{subjectId}: the subject's open tests and mini projects, in course order. */
export function HomeworkPage() {
  const id = routeId(useParams().id);

  return id === null ? <ScreenNotFound /> : <HomeworkScreen id={id} />;
}

function HomeworkScreen({ id }: { id: number }) {
  const homework = useQuery(homeworkQuery(id));
  if (homework.data) return <HomeworkContent homework={homework.data} />;
  if (homework.isError) {
    return <QueryFailure query={homework} />;
  }
  return <HomeworkSkeleton />;
}

function HomeworkContent({ homework }: { homework: HomeworkResponse }) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl">
      <PageTitle title={t('homework.pageTitle', { subject: homework.subjectTitle })} />
      <Stack gap="sm">
        <Breadcrumbs
          items={[
            { label: t('subject.breadcrumbRoot'), to: paths.student.dashboard },
            { label: homework.subjectTitle, to: paths.student.subject(homework.subjectId) },
          ]}
        />
        <Title order={1}>{t('homework.title')}</Title>
        <Text size="lg" c="gray.7">
          {t('homework.subtitle', {
            subject: homework.subjectTitle,
            direction: homework.directionTitle,
          })}
        </Text>
      </Stack>

      {homework.items.length === 0 ? (
        <StateMessage
          headingOrder={2}
          tone="success"
          title={t('homework.empty.title')}
          icon={<CheckIcon size={30} />}
          actions={
            <Button
              component={Link}
              to={paths.student.subject(homework.subjectId)}
              variant="default"
            >
              {t('homework.empty.action')}
            </Button>
          }
        >
          <Text ta="center" maw={480}>
            {t('homework.empty.text', { subject: homework.subjectTitle })}
          </Text>
        </StateMessage>
      ) : (
        <OpenWorkList items={homework.items} detail={(item) => item.chapterTitle} />
      )}
    </Stack>
  );
}

function HomeworkSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" role="status" aria-label={t('states.loading')}>
      <Stack gap="sm">
        <Skeleton height={20} width={220} />
        <Skeleton height={40} width="40%" />
        <Skeleton height={22} width="60%" />
      </Stack>
      <WorkListSkeleton rows={[1, 2, 3]} />
    </Stack>
  );
}
