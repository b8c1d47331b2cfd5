import { paths } from '@academy/contracts';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface WorkBreadcrumbProps {
  subjectId: number;
  subjectTitle: string;
  /** The item shown: a test or a mini project. */
  current: string;
}

/** The way back to the subject the item belongs to. */
export function WorkBreadcrumb({ subjectId, subjectTitle, current }: WorkBreadcrumbProps) {
  const { t } = useTranslation('student');
  return (
    <nav aria-label={t('task.breadcrumb')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to={paths.student.subject(subjectId)} size="sm" fw={500}>
          {subjectTitle}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
