import type { Question, QuestionOutcome } from '@academy/contracts';
import { Badge, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon } from '../../../shared/ui/icons';
import { loadCodeModule } from '../code/load-code-module';
import { CrossIcon } from '../work/work-icons';
import classes from './task.module.css';

/** A code answer's review (its code and grading): loaded only when a test has one. */
const CodeAnswerReview = lazy(() => loadCodeModule(import('../code/code-answer-review')));

const outcomeLook = {
  right: { color: 'teal', icon: CheckIcon },
  wrong: { color: 'red', icon: CrossIcon },
  unchecked: { color: 'gray', icon: ClockIcon },
} as const satisfies Record<QuestionOutcome, unknown>;

function OutcomeBadge({ outcome }: { outcome: QuestionOutcome }) {
  const { t } = useTranslation('student');
  const { color, icon: OutcomeIcon } = outcomeLook[outcome];
  return (
    <Badge
      color={color}
      variant="light"
      // Mantine's light badge is below WCAG AA for small text: the darkest shade on the palest tint.
      c={`${color}.9`}
      bg={`${color}.0`}
      radius="sm"
      tt="none"
      size="md"
      leftSection={<OutcomeIcon size={14} />}
      styles={{ root: { flexShrink: 0 } }}
    >
      {t(`task.outcome.${outcome}`)}
    </Badge>
  );
}

function ChosenAnswers({ question }: { question: Question }) {
  const { t } = useTranslation('student');
  const Indicator = question.answerType === 'single' ? Radio.Indicator : Checkbox.Indicator;
  const answered = question.answers.some((answer) => answer.isSelected);
  return (
    <>
      {answered ? null : (
        <Text size="sm" c="dimmed" fw={500}>
          {t('task.review.noAnswer')}
        </Text>
      )}
      <Stack component="ul" gap={8} className={classes.answers}>
        {question.answers.map((answer) => (
          <Group
            component="li"
            key={answer.id}
            gap="sm"
            // On a narrow screen the marks go under the answer rather than squeeze it.
            wrap="wrap"
            className={classes.answer}
            data-selected={answer.isSelected || undefined}
            data-correct={answer.isCorrect || undefined}
          >
            <span aria-hidden="true">
              <Indicator checked={answer.isSelected} size="sm" />
            </span>
            <Text style={{ flex: '1 1 12rem' }}>{answer.text}</Text>
            <Group gap="xs" justify="flex-end" ml="auto">
              {answer.isSelected ? (
                <Text size="sm" fw={600} c="brand.8">
                  {t('task.review.yourChoice')}
                </Text>
              ) : null}
              {answer.isCorrect ? (
                <Group gap={4} c="teal.9" wrap="nowrap">
                  <CheckIcon size={14} />
                  <Text size="sm" fw={600}>
                    {t('task.review.correctAnswer')}
                  </Text>
                </Group>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </>
  );
}

/**
 * The submitted attempt's answers, read-only. Right or wrong, the correct options and the
 * staff's explanations show only where the server sends them (after a pass, or when no
 * attempt is left).
 */
export function QuestionReview({
  questions,
  retakeLeft,
}: {
  questions: Question[];
  /** A retake is still possible: say why right and wrong are not shown. */
  retakeLeft: boolean;
}) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="md" component="section" aria-labelledby="task-review-title">
      <Stack gap={4}>
        <Title order={2} id="task-review-title">
          {t('task.review.title')}
        </Title>
        {retakeLeft ? (
          <Text c="dimmed" size="sm">
            {t('task.review.hiddenOutcomes')}
          </Text>
        ) : null}
      </Stack>
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" fw={500}>
                {t('task.questionNumber', { number: index + 1, count: questions.length })}
                {' · '}
                {t('task.points', { count: question.points })}
              </Text>
              {question.outcome ? <OutcomeBadge outcome={question.outcome} /> : null}
            </Group>
            {question.answerType === 'code' ? (
              <Suspense
                fallback={
                  <Text c="dimmed" role="status">
                    {t('task.codeLoading')}
                  </Text>
                }
              >
                <CodeAnswerReview question={question} />
              </Suspense>
            ) : (
              <Title order={3} fw={600} size="h4">
                {question.text}
              </Title>
            )}
            {question.answerType === 'code' ? null : question.answerType === 'text' ? (
              <Text
                p="sm"
                className={classes.writtenAnswer}
                c={question.answerText ? undefined : 'dimmed'}
              >
                {question.answerText?.trim() ? question.answerText : t('task.review.noAnswer')}
              </Text>
            ) : (
              <ChosenAnswers question={question} />
            )}
            {question.explanation ? (
              <Stack gap={4} p="md" className={classes.explanation}>
                <Text size="sm" fw={700}>
                  {t('task.review.explanation')}
                </Text>
                <Text>{question.explanation}</Text>
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
