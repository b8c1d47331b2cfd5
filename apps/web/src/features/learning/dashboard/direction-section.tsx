import { type Direction, filePublicUrl, paths, type SubjectSummary } from '@academy/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeIcon } from '../../../shared/ui/icons';
import { ProgressSummary } from '../progress-summary';
import classes from './dashboard.module.css';

/** One direction: its picture, title and course format, then its subjects as cards. */
export function DirectionSection({ direction }: { direction: Direction }) {
  const { t } = useTranslation('student');
  const headingId = `direction-${direction.id}`;
  return (
    <section aria-labelledby={headingId} className={classes.direction}>
      <Group gap="md" wrap="nowrap" align="center" mb="md">
        <DirectionImage fileId={direction.file?.id ?? null} />
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap" align="center">
            <Title order={2} size="h3" id={headingId}>
              {direction.title}
            </Title>
            <Badge variant="outline" color="gray" radius="sm" className={classes.format}>
              {t(`dashboard.courseType.${direction.courseType}`)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7" lineClamp={2}>
            {direction.description}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {direction.subjects.map((subject) => (
          <SubjectCard key={subject.id} subject={subject} />
        ))}
      </SimpleGrid>
    </section>
  );
}

/**
 * The direction's picture (its public file). Without one, or when it fails to load, a tinted
 * tile with the direction's initial stands in. Decorative: the title beside it names it.
 */
function DirectionImage({ fileId }: { fileId: string | null }) {
  const [failed, setFailed] = useState(false);
  if (fileId === null || failed) {
    return (
      <span className={classes.image} data-fallback aria-hidden="true">
        <CodeIcon size={28} />
      </span>
    );
  }
  return (
    <img
      className={classes.image}
      src={filePublicUrl(fileId)}
      alt=""
      loading="lazy"
      width={72}
      height={72}
      onError={() => setFailed(true)}
    />
  );
}

/** A subject card: the title leads to the subject; the whole card answers a click. */
export function SubjectCard({ subject }: { subject: SubjectSummary }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.subjectCard}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" className={classes.subjectTitle}>
          <Link to={paths.student.subject(subject.id)} className={classes.subjectLink}>
            {subject.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3} className={classes.subjectDescription}>
          {subject.description}
        </Text>
        <ProgressSummary progress={subject} size="sm" />
      </Stack>
    </Card>
  );
}
