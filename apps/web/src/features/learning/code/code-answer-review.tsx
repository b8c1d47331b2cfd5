import type { Question } from '@academy/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../shared/ui/code-editor/code-editor';
import { CodePrompt } from './code-prompt';
import { CodeResultView } from './code-result-view';

/**
 * A submitted code answer, read-only: the prompt, the code as sent, and how the server graded
 * it (each example's outcome, the hidden tests' count passed, the partial credit).
 */
export default function CodeAnswerReview({ question }: { question: Question }) {
  const { t } = useTranslation('student-code');
  const promptId = useId();
  const resultId = useId();
  const exercise = question.code;
  return (
    <Stack gap="md">
      <CodePrompt text={question.text} id={promptId} />
      {question.answerCode?.trim() && exercise ? (
        <CodeEditor
          label={t('review.code')}
          language={exercise.language}
          value={question.answerCode}
          readOnly
          minLines={4}
        />
      ) : (
        <Text c="dimmed">{t('review.noCode')}</Text>
      )}
      {question.codeResult && exercise ? (
        <Stack gap="xs" component="section" aria-labelledby={resultId}>
          <Title order={4} size="h5" id={resultId}>
            {t('result.title')}
          </Title>
          <CodeResultView result={question.codeResult} exercise={exercise} graded />
        </Stack>
      ) : null}
    </Stack>
  );
}
