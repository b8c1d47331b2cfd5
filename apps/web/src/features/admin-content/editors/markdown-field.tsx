import { Paper, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMarkdownContent } from '../../../shared/ui/markdown/load-markdown';
import classes from './markdown-field.module.css';

/**
 * The students' own renderer (shared/ui/markdown), loaded apart like on the lecture screen,
 * so the preview shows exactly what they will see, sanitised the same way.
 */
const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

type TextareaProps = ComponentProps<typeof Textarea>;

interface MarkdownFieldProps extends Omit<TextareaProps, 'value'> {
  label: string;
  value: string;
}

/** A Markdown text with its live preview beside it (below it on a phone). */
export function MarkdownField({ label, value, ...textarea }: MarkdownFieldProps) {
  const { t } = useTranslation('admin-editors');
  const previewId = useId();
  // Typing stays quick in a long text: the preview follows when React has time.
  const preview = useDeferredValue(value);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label={label}
        value={value}
        autosize
        minRows={14}
        maxRows={40}
        classNames={{ input: classes.source }}
        description={t('markdown.hint')}
        {...textarea}
      />
      <Stack gap={4}>
        <Text component="h3" id={previewId} size="sm" fw={500}>
          {t('markdown.preview')}
        </Text>
        <Paper
          withBorder
          radius="md"
          p="md"
          className={classes.preview}
          aria-labelledby={previewId}
          role="region"
          data-testid="markdown-preview"
        >
          {preview.trim() === '' ? (
            <Text c="dimmed">{t('markdown.empty')}</Text>
          ) : (
            <Suspense fallback={<Skeleton height={120} />}>
              <MarkdownContent>{preview}</MarkdownContent>
            </Suspense>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
