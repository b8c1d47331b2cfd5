import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentStudent } from '../../shared/session/current-student';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure } from '../../shared/ui/screen-states';
import { directionsQuery } from './api/queries';
import { DashboardAnnouncements } from './dashboard/announcements';
import { ContinueLearning } from './dashboard/continue-learning';
import { DashboardSkeleton } from './dashboard/dashboard-skeleton';
import { DirectionSection } from './dashboard/direction-section';
import { NoDirections } from './dashboard/no-directions';

/**
 * The student root: the greeting, the announcements that reach the student, the lecture to continue with, then every direction the
 * student is enrolled in with its subjects and the progress in each.
 */
export function DashboardPage() {
  const { t } = useTranslation('student');
  const directions = useQuery(directionsQuery);

  return (
    <Stack gap="xl">
      <PageTitle title={t('dashboard.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        <Greeting />
      </Stack>
      <DashboardAnnouncements />
      {directions.data ? (
        directions.data.length === 0 ? (
          <NoDirections />
        ) : (
          <>
            <ContinueLearning />
            {directions.data.map((direction) => (
              <DirectionSection key={direction.id} direction={direction} />
            ))}
          </>
        )
      ) : directions.isError ? (
        <QueryFailure query={directions} headingOrder={2} />
      ) : (
        <DashboardSkeleton />
      )}
    </Stack>
  );
}

function Greeting() {
  const { t } = useTranslation('student');
  const { data: student, isPending } = useCurrentStudent();
  if (isPending) return <Skeleton height={28} width={280} maw="100%" />;
  return (
    <Text size="lg" c="dark.4">
      {student
        ? // The server tells the account's very first session: a first visit, not a return.
          t(student.isFirstSession ? 'dashboard.greetingFirst' : 'dashboard.greeting', {
            name: student.fullName,
          })
        : t('dashboard.greetingAnonymous')}
    </Text>
  );
}
