import {
  type AvailableSlot,
  type MoveSittingRequest,
  moveSittingRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useErrorsFollowLanguage } from '../i18n/errors-follow-language';
import { useMessageFormatter } from '../i18n/message-formatter';
import { useSingleFlight } from '../lib/use-single-flight';
import { FormDialog, ReasonField } from '../ui/form-dialog';
import { ExamCalendarState } from './exam-calendar-state';
import { ExamSlotChooser } from './exam-slot-chooser';
import { useExamCalendar } from './use-exam-calendar';

/*
 * Staff choosing a new exam time with a reason (ARCHITECTURE.md, "Exam schedule"): a whole
 * sitting moved from its drawer, or one applicant booked or moved from their page. The
 * calendar of sittings that can still be booked, the reason, and one request whatever the
 * clicks. When the server refuses the time (it filled or closed meanwhile), the dialog says
 * why and reads the calendar again.
 */

type DialogTexts = Pick<
  ComponentProps<typeof FormDialog>,
  'title' | 'text' | 'confirm' | 'cancel' | 'closeLabel'
>;

export function SittingTimeDialog({
  onClose,
  send,
  busy,
  unavailable,
  reasonLabel,
  reasonHint,
  pickTime,
  ...texts
}: DialogTexts & {
  onClose: () => void;
  /** Sends the request: null when it was done, or what to say when the time was refused. */
  send: (body: MoveSittingRequest) => Promise<string | null>;
  busy: boolean;
  /** Why a sitting with seats cannot be chosen here, or null. */
  unavailable?: (choice: AvailableSlot) => string | null;
  reasonLabel: string;
  reasonHint: string;
  /** Said when no time was chosen. */
  pickTime: string;
}) {
  const messages = useMessageFormatter();
  const schema = useMemo(() => moveSittingRequestSchema(messages), [messages]);
  const exam = useExamCalendar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<MoveSittingRequest>({
    resolver: zodResolver(schema),
    defaultValues: { startsAt: '', reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: MoveSittingRequest) => {
    setRefusal(null);
    const refused = await send(body);
    if (refused) {
      setRefusal(refused);
      exam.retry();
    }
  });
  return (
    <FormDialog
      {...texts}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      busy={busy}
      size="xl"
      fullScreenOnPhone
    >
      <ExamCalendarState exam={exam}>
        {(calendar) => (
          <Controller
            control={control}
            name="startsAt"
            render={({ field }) => (
              <ExamSlotChooser
                calendar={calendar}
                value={field.value || null}
                onChange={(dateTime) => {
                  setRefusal(null);
                  field.onChange(dateTime ?? '');
                }}
                unavailable={unavailable}
                error={errors.startsAt ? pickTime : refusal}
              />
            )}
          />
        )}
      </ExamCalendarState>
      <ReasonField
        label={reasonLabel}
        description={reasonHint}
        minRows={2}
        maxRows={6}
        {...register('reason')}
        error={errors.reason?.message}
      />
    </FormDialog>
  );
}
