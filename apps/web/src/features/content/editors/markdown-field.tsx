import { Paper, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMarkdownContent } from '../../../shared/ui/markdown/load-markdown';
import { useMarkdownTree } from '../../../shared/ui/markdown/use-markdown-tree';
import classes from './markdown-field.module.css';

/**
 * The students' own renderer (shared/ui/markdown), loaded apart like on the lecture screen,
 * so the preview shows exactly what they will see, sanitised the same way.
 */
const PreparedMarkdown = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.PreparedMarkdown })),
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
  // Typing stays immediate in a long text: the Markdown is parsed in a worker, and the
  // preview follows, painted in small steps that yield to the next keystroke.
  const tree = useMarkdownTree(value);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label={label}
        value={value}
        // A fixed height the admin can drag taller: growing with the text (autosize) measures
        // all of it again on every keystroke, seconds on a long lecture.
        rows={18}
        resize="vertical"
        // Markdown is half code; checking the spelling of all of it on every key costs more.
        spellCheck={false}
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
          {value.trim() === '' ? (
            <Text c="dimmed">{t('markdown.empty')}</Text>
          ) : tree === null ? (
            <Skeleton height={120} />
          ) : (
            <Suspense fallback={<Skeleton height={120} />}>
              <PreparedMarkdown tree={tree} />
            </Suspense>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
