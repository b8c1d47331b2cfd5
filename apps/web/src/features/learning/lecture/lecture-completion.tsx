import type { LectureResponse } from '@academy/contracts';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { CheckIcon } from '../../../shared/ui/icons';
import { completeLectureMutation } from '../api/lecture-progress';
import classes from './lecture.module.css';

/**
 * "Mark as completed" (PATCH lectures/{id}); once done, the lecture says it is completed,
 * and the subject's progress has counted it. Completed never goes back.
 */
export function LectureCompletion({ lecture }: { lecture: LectureResponse }) {
  const { t } = useTranslation('student');
  const complete = useMutation(completeLectureMutation);
  const completed = lecture.lectureAssignments[0]?.status === 'completed';

  return (
    <Paper withBorder radius="lg" className={classes.panel} data-completed={completed || undefined}>
      {completed ? (
        // Just marked: focus moves here, so the outcome is read out and the keyboard goes on
        // from it (the button it replaces is gone).
        <Group
          gap="sm"
          wrap="nowrap"
          tabIndex={-1}
          ref={complete.isSuccess ? focusOnMount : undefined}
          className={classes.completedNote}
        >
          <span className={classes.doneIcon} aria-hidden="true">
            <CheckIcon size={22} />
          </span>
          <div>
            <Text fw={700}>{t('lecture.completed')}</Text>
            <Text size="sm" c="gray.7">
              {t('lecture.completedText')}
            </Text>
          </div>
        </Group>
      ) : (
        <Group justify="space-between" gap="md">
          <Text className={classes.completionHint}>{t('lecture.completeHint')}</Text>
          <Button
            size="md"
            leftSection={<CheckIcon size={18} />}
            loading={complete.isPending}
            onClick={() =>
              complete.mutate({ params: { id: lecture.id }, body: { status: 'completed' } })
            }
            className={classes.completeButton}
          >
            {t('lecture.complete')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
