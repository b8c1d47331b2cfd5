import { paths } from '@academy/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The review area's two lists: work waiting for a verdict, and questions waiting for an answer. */
export function ReviewSections({ current }: { current: 'work' | 'questions' }) {
  const { t } = useTranslation('reviews');
  const sections = [
    { key: 'work', to: paths.admin.reviews, label: t('sections.work') },
    { key: 'questions', to: paths.admin.questions, label: t('sections.questions') },
  ] as const;
  return (
    <Group component="nav" gap="xs" aria-label={t('sections.label')}>
      {sections.map((section) => (
        <Button
          key={section.key}
          component={Link}
          to={section.to}
          variant={section.key === current ? 'filled' : 'default'}
          aria-current={section.key === current ? 'page' : undefined}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
}
