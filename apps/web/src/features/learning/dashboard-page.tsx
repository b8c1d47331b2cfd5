import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentStudent } from '../../shared/session/current-student';
import { SparkIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';

/** The student root: the directions the student learns in. */
export function DashboardPage() {
  const { t } = useTranslation('student');
  const { data: student, isPending } = useCurrentStudent();

  return (
    <Stack gap="lg">
      <PageTitle title={t('dashboard.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        {isPending ? (
          <Skeleton height={20} width={240} />
        ) : (
          <Text size="lg" c="dark.4">
            {student
              ? // The server tells the account's very first session: a first visit, not a return.
                t(student.isFirstSession ? 'dashboard.greetingFirst' : 'dashboard.greeting', {
                  name: student.fullName,
                })
              : t('dashboard.greetingAnonymous')}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <SparkIcon size={24} />
          </ThemeIcon>
          <Text size="lg" maw={560}>
            {t('dashboard.description')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
