import {
  type AvailableSlot,
  type CancelSittingRequest,
  cancelSittingRequestSchema,
  type ExamSlot,
  formatExamDate,
  formatExamTime,
  type MoveSittingRequest,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { SittingTimeDialog } from '../../shared/exam-calendar/sitting-time-dialog';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { FormDialog, ReasonField } from '../../shared/ui/form-dialog';
import { cancelSittingMutation, moveSittingMutation } from './api/change-sitting';

/*
 * Cancelling or moving one sitting from its drawer (ARCHITECTURE.md, "Exam schedule"): a
 * reason every booked applicant is mailed, and for a move the new time from the calendar of
 * sittings that can still be booked. One request each, whatever the clicks.
 */

interface DialogProps {
  slot: ExamSlot;
  timeZone: string;
  onClose: () => void;
}

/** The sitting as the dialogs' titles name it: its date and time in the academy's zone. */
const sittingName = (slot: ExamSlot, timeZone: string, language: string) =>
  `${formatExamDate(slot.startsAt, timeZone, language)}, ${formatExamTime(slot.startsAt, timeZone, language)}`;

/** Cancel a sitting: its applicants lose the booking and are mailed a link to choose again. */
export function CancelSittingDialog({ slot, timeZone, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const messages = useMessageFormatter();
  const schema = useMemo(() => cancelSittingRequestSchema(messages), [messages]);
  const cancel = useMutation(cancelSittingMutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<CancelSittingRequest>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: CancelSittingRequest) => {
    const done = await cancel.mutateAsync({ params: { id: slot.id ?? 0 }, body }).catch(() => null);
    if (done) onClose();
  });
  return (
    <FormDialog
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={t('change.cancelTitle', { sitting: sittingName(slot, timeZone, i18n.language) })}
      text={t('change.cancelText', { count: slot.booked })}
      busy={cancel.isPending}
      confirm={t('change.cancelSubmit')}
      cancel={t('change.keep')}
      closeLabel={t('bookings.close')}
      danger
    >
      <ReasonField
        label={t('change.reason')}
        description={t('change.reasonHint')}
        data-autofocus
        {...register('reason')}
        error={errors.reason?.message}
      />
    </FormDialog>
  );
}

/** Move a sitting: every booking goes to the time chosen, each applicant mailed the new time. */
export function MoveSittingDialog({
  slot,
  timeZone,
  onClose,
  onMoved,
}: DialogProps & { onMoved: (slotId: number) => void }) {
  const { t, i18n } = useTranslation('exam-schedule');
  const move = useMutation(moveSittingMutation);
  const send = async (body: MoveSittingRequest) => {
    try {
      const answer = await move.mutateAsync({ params: { id: slot.id ?? 0 }, body });
      if (answer.slot.id !== null) onMoved(answer.slot.id);
      return null;
    } catch (error) {
      const full = error instanceof ApiError && error.code === 'ERR_EXAM_SITTING_TARGET_FULL';
      return full ? t('change.targetFull') : null;
    }
  };
  const unavailable = (choice: AvailableSlot) =>
    Date.parse(choice.dateTime) === Date.parse(slot.startsAt)
      ? t('change.thisSitting')
      : choice.freeSeats < slot.booked
        ? t('change.tooFewSeats')
        : null;
  return (
    <SittingTimeDialog
      onClose={onClose}
      send={send}
      busy={move.isPending}
      unavailable={unavailable}
      title={t('change.moveTitle', { sitting: sittingName(slot, timeZone, i18n.language) })}
      text={t('change.moveText', { count: slot.booked })}
      confirm={t('change.moveSubmit')}
      cancel={t('change.keep')}
      closeLabel={t('bookings.close')}
      reasonLabel={t('change.reason')}
      reasonHint={t('change.reasonHint')}
      pickTime={t('change.pickTime')}
    />
  );
}
