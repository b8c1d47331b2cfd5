import type { StudentCodeExercise } from '@academy/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './code.module.css';
import { CodeResultView } from './code-result-view';
import {
  type ExampleRun,
  type RunEnd,
  type RunProgress,
  runExamplesInBrowser,
  type WorkerFactory,
} from './run/browser-run';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: RunProgress }
  | { kind: 'ended'; end: RunEnd; code: string };

/**
 * "Run examples": the student's code on the visible examples, in a worker of this browser
 * (run/browser-run.ts). Nothing is sent. While a run goes on the button stops it; the status
 * and the result are announced.
 */
export function ExampleRunner({
  exercise,
  code,
  createWorker,
}: {
  exercise: StudentCodeExercise;
  code: string;
  /** Tests hand in a fake worker (jsdom runs none). */
  createWorker?: WorkerFactory;
}) {
  const { t } = useTranslation('student-code');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = useRef<ExampleRun | null>(null);
  const latest = useRef(0);
  const titleId = useId();
  const language = t(`languages.${exercise.language}`);

  // Leaving the question (or the page) stops a run.
  useEffect(() => () => run.current?.cancel(), []);

  const start = () => {
    const ran = code;
    // Which run is the latest: a stopped run's late reports change nothing.
    const id = ++latest.current;
    const current = runExamplesInBrowser(
      exercise,
      ran,
      (progress) => {
        if (latest.current === id) setState({ kind: 'running', progress });
      },
      createWorker,
    );
    run.current = current;
    setState((state) =>
      state.kind === 'running' ? state : { kind: 'running', progress: { phase: 'loading' } },
    );
    void current.ended.then((end) => {
      if (latest.current !== id) return;
      run.current = null;
      setState({ kind: 'ended', end, code: ran });
    });
  };

  let status = '';
  if (state.kind === 'running') {
    status =
      state.progress.phase === 'loading'
        ? t('run.loading', { language })
        : t('run.running', {
            number: state.progress.index + 1,
            count: state.progress.count,
          });
  } else if (state.kind === 'ended') {
    const { end } = state;
    status =
      end.status === 'done'
        ? t('result.examplesPassed', {
            passed: end.result.passed,
            total: end.result.total,
          })
        : end.status === 'cancelled'
          ? t('run.cancelled')
          : t('run.failed', { message: end.message });
  }
  const stale = state.kind === 'ended' && state.code !== code;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        {state.kind === 'running' ? (
          <Button variant="outline" color="red" onClick={() => run.current?.cancel()}>
            {t('run.stop')}
          </Button>
        ) : (
          <Button variant="light" onClick={start}>
            {t('run.button')}
          </Button>
        )}
        <Text size="sm" role="status" aria-live="polite" fw={state.kind === 'ended' ? 600 : 400}>
          {status}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" maw={640}>
        {t('run.note')}
      </Text>
      {state.kind === 'ended' && state.end.status === 'done' ? (
        <Stack
          gap="xs"
          component="section"
          aria-labelledby={titleId}
          className={stale ? classes.stale : undefined}
        >
          <Title order={4} size="h5" id={titleId}>
            {t('run.title')}
          </Title>
          {stale ? (
            <Text size="sm" c="dimmed">
              {t('run.stale')}
            </Text>
          ) : null}
          <CodeResultView result={state.end.result} exercise={exercise} graded={false} />
        </Stack>
      ) : null}
    </Stack>
  );
}
