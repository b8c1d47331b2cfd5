import { type DashboardResponse, paths } from '@academy/contracts';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardCheck,
  IconSchool,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardFormat } from './format';
import classes from './headline-cards.module.css';

type Headline = keyof DashboardResponse['headline'];

const cards: {
  key: Headline;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}[] = [
  { key: 'pendingApplicants', to: paths.admin.applicants, icon: IconUserPlus },
  { key: 'examsThisWeek', to: paths.admin.examSchedule, icon: IconCalendarEvent },
  { key: 'waitingReviews', to: paths.admin.reviews, icon: IconClipboardCheck },
  { key: 'activeStudents', to: paths.admin.users, icon: IconSchool },
];

/** The four numbers an admin looks at first, each a link to the section that acts on it. */
export function HeadlineCards({ headline }: { headline: DashboardResponse['headline'] }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map((card) => (
        <UnstyledButton component={Link} to={card.to} key={card.key} className={classes.card}>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} h="100%">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text className={classes.number} fw={700}>
                {format.number(headline[card.key])}
              </Text>
              <ThemeIcon variant="light" radius="md" size={36} aria-hidden="true">
                <card.icon size={22} stroke={1.8} />
              </ThemeIcon>
            </Group>
            <Text size="sm" fw={600} mt={4}>
              {t(`headline.${card.key}`)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
