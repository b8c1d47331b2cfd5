import { type MyHomeworkResponse, paths } from '@academy/contracts';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure } from '../../shared/ui/screen-states';
import { StateMessage } from '../../shared/ui/state-message';
import { myHomeworkQuery } from './api/queries';
import { OpenWorkList } from './open-work-list';
import { WorkListSkeleton } from './work-list';

/**
 * /homework, the menu's Homework: the open tests and mini projects of every subject the
 * student is enrolled in, overdue first (the server's order).
 */
export function MyHomeworkPage() {
  const homework = useQuery(myHomeworkQuery);
  if (homework.data) return <MyHomeworkContent homework={homework.data} />;
  if (homework.isError) {
    return <QueryFailure query={homework} />;
  }
  return <MyHomeworkSkeleton />;
}

function MyHomeworkContent({ homework }: { homework: MyHomeworkResponse }) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl">
      <PageTitle title={t('homework.all.title')} />
      <Stack gap="sm">
        <Title order={1}>{t('homework.all.title')}</Title>
        <Text size="lg" c="gray.7">
          {t('homework.all.subtitle')}
        </Text>
      </Stack>

      {homework.items.length === 0 ? (
        <StateMessage
          headingOrder={2}
          tone="success"
          title={t('homework.empty.title')}
          icon={<CheckIcon size={30} />}
          actions={
            <Button component={Link} to={paths.student.dashboard} variant="default">
              {t('homework.all.emptyAction')}
            </Button>
          }
        >
          <Text ta="center" maw={480}>
            {t('homework.all.emptyText')}
          </Text>
        </StateMessage>
      ) : (
        <OpenWorkList
          items={homework.items}
          detail={(item) => `${item.subjectTitle} · ${item.chapterTitle}`}
        />
      )}
    </Stack>
  );
}

function MyHomeworkSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" role="status" aria-label={t('states.loading')}>
      <Stack gap="sm">
        <Skeleton height={40} width="40%" />
        <Skeleton height={22} width="60%" />
      </Stack>
      <WorkListSkeleton rows={[1, 2, 3]} />
    </Stack>
  );
}
