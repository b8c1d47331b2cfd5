import type { Question } from '@academy/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../shared/ui/code-editor/code-editor';
import { CodeExamples } from './code-examples';
import { CodePrompt } from './code-prompt';
import { CodeResultView } from './code-result-view';
import { ExampleRunner } from './example-runner';
import type { WorkerFactory } from './run/browser-run';

export interface CodeQuestionFieldProps {
  question: Question;
  code: string;
  onChange: (code: string) => void;
  createWorker?: WorkerFactory;
}

/**
 * A code question being answered: the prompt, the editor, the visible examples and "Run
 * examples"; on a retake, the last attempt's graded result and a way back to its code. Loaded
 * only when a test with a code question is shown (task-form.tsx), with the editor and the
 * runner it brings.
 */
export default function CodeQuestionField({
  question,
  code,
  onChange,
  createWorker,
}: CodeQuestionFieldProps) {
  const { t } = useTranslation('student-code');
  const promptId = useId();
  const examplesId = useId();
  const lastId = useId();
  const exercise = question.code;
  if (!exercise) return null;
  const language = t(`languages.${exercise.language}`);
  const lastCode = question.answerCode;
  return (
    <Stack gap="md">
      <Text size="sm" fw={600} c="brand.8">
        {t('kind', { language })}
      </Text>
      <CodePrompt text={question.text} id={promptId} />
      <CodeExamples exercise={exercise} headingId={examplesId} />
      <CodeEditor
        label={t('editorLabel')}
        description={t('editorHint', { language })}
        language={exercise.language}
        value={code}
        onChange={onChange}
        minLines={10}
      />
      {lastCode !== null && lastCode !== code ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(lastCode)}>
          {t('useLastCode')}
        </Button>
      ) : null}
      <ExampleRunner exercise={exercise} code={code} createWorker={createWorker} />
      {question.codeResult ? (
        <Stack gap="xs" component="section" aria-labelledby={lastId}>
          <Title order={4} size="h5" id={lastId}>
            {t('result.lastAttempt')}
          </Title>
          <CodeResultView result={question.codeResult} exercise={exercise} graded />
        </Stack>
      ) : null}
    </Stack>
  );
}
