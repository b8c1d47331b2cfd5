import { Card, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './dashboard.module.css';

/** The dashboard's shape while its directions load: the continue card, a direction, cards. */
export function DashboardSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" role="status" aria-label={t('states.loading')}>
      <Paper withBorder radius="lg" className={classes.continue}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Skeleton height={44} width={44} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width={180} />
            <Skeleton height={22} width="60%" />
            <Skeleton height={16} width="40%" />
          </Stack>
        </Group>
      </Paper>
      <div>
        <Group gap="md" wrap="nowrap" mb="md">
          <Skeleton height={72} width={72} radius="lg" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={24} width="45%" />
            <Skeleton height={18} width={140} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[0, 1, 2].map((card) => (
            <Card key={card} withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Skeleton height={22} width="70%" />
                <Skeleton height={14} />
                <Skeleton height={14} width="85%" />
                <Skeleton height={12} mt={6} radius="xl" />
                <Skeleton height={12} width="80%" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
