import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './lecture.module.css';

/** Lines of a paragraph, of uneven lengths like text. */
const textLines = ['100%', '95%', '88%', '100%', '60%', '92%', '75%'].map((width, line) => ({
  line,
  width,
}));

/** Lines of text still to come (the lecture's text, while its renderer loads). */
export function TextSkeleton() {
  return (
    <Stack gap={10}>
      {textLines.map(({ line, width }) => (
        <Skeleton key={line} height={16} width={width} />
      ))}
    </Stack>
  );
}

/** The lecture screen's shape while it loads: the way back, the title, the text. */
export function LectureSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="lg" role="status" aria-label={t('states.loading')} className={classes.column}>
      <Stack gap="sm">
        <Skeleton height={20} width={260} />
        <Skeleton height={40} width="70%" />
      </Stack>
      <Paper withBorder radius="lg" className={classes.panel}>
        <TextSkeleton />
      </Paper>
      <Skeleton height={76} radius="lg" />
    </Stack>
  );
}
