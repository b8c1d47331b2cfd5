import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadMarkdownContent } from '../../../shared/ui/markdown/load-markdown';

const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((module) => ({ default: module.MarkdownContent })),
);

/** A code question's prompt: staff-written Markdown, as plain text until the renderer loads. */
export function CodePrompt({ text, id }: { text: string; id: string }) {
  return (
    <div id={id}>
      <Suspense
        fallback={
          <Text fw={600} size="lg" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        }
      >
        <MarkdownContent>{text}</MarkdownContent>
      </Suspense>
    </div>
  );
}
