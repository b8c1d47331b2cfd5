import {
  type BulkAdmitRequest,
  type BulkExamResultRequest,
  type BulkResponse,
  bulkAdmitRequestSchema,
  bulkExamResultRequestSchema,
  bulkRejectRequestSchema,
  EXAM_SCORE_MAX,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { BulkBar, useBulkWork } from '../../shared/ui/bulk-bar';
import { BulkReasonDialog } from '../../shared/ui/bulk-reason-dialog';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberField } from '../../shared/ui/number-field';
import {
  admitApplicantsMutation,
  recordExamResultsMutation,
  rejectApplicantsMutation,
} from './api/change-applicants';
import { DirectionField } from './direction-field';

/*
 * Bulk work on the applicants' list (ARCHITECTURE.md, "Bulk work"): the applicants ticked
 * on the page get one exam result, one direction or one rejection reason; each is decided
 * on its own by the server, and the summary names those it could not do and why.
 */

type Action = 'result' | 'admit' | 'reject';

interface DialogProps {
  ids: number[];
  opened: boolean;
  onClose: () => void;
  onDone: (answer: BulkResponse) => void;
}

export function ApplicantsBulkBar({
  selected,
  onClear,
}: {
  /** The ticked applicants' names by id. */
  selected: ReadonlyMap<number, string>;
  onClear: () => void;
}) {
  const { t } = useTranslation('admission');
  const [action, setAction] = useState<Action | null>(null);
  const work = useBulkWork(selected, onClear);
  const { ids, tooMany } = work;
  const done = (result: BulkResponse) => {
    setAction(null);
    work.done(result);
  };
  const close = () => setAction(null);

  return (
    <BulkBar
      work={work}
      onClear={onClear}
      actions={
        <>
          <Button size="xs" disabled={tooMany} onClick={() => setAction('result')}>
            {t('bulk.recordResult')}
          </Button>
          <Button size="xs" disabled={tooMany} onClick={() => setAction('admit')}>
            {t('bulk.admit')}
          </Button>
          <Button size="xs" color="red" disabled={tooMany} onClick={() => setAction('reject')}>
            {t('bulk.reject')}
          </Button>
        </>
      }
    >
      <BulkResultDialog ids={ids} opened={action === 'result'} onClose={close} onDone={done} />
      <BulkAdmitDialog ids={ids} opened={action === 'admit'} onClose={close} onDone={done} />
      <BulkReasonDialog
        ids={ids}
        opened={action === 'reject'}
        onClose={close}
        onDone={done}
        schema={bulkRejectRequestSchema}
        mutation={rejectApplicantsMutation}
        texts={{
          title: t('bulk.rejectTitle', { count: ids.length }),
          text: t('bulk.rejectText'),
          reasonLabel: t('rejectionReason'),
          confirm: t('confirmReject'),
          cancel: t('cancel'),
        }}
      />
    </BulkBar>
  );
}

type ExamForm = Omit<BulkExamResultRequest, 'score'> & { score: number | '' };

function BulkResultDialog({ ids, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => bulkExamResultRequestSchema(messages), [messages]);
  const record = useMutation(recordExamResultsMutation);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<ExamForm, unknown, BulkExamResultRequest>({
    resolver: zodResolver(schema) as never,
    values: { ids, score: '', passed: false, comment: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: BulkExamResultRequest) => {
    const answer = await record.mutateAsync(body).catch(() => null);
    if (answer) onDone(answer);
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={t('bulk.resultTitle', { count: ids.length })}
      text={t('bulk.resultText')}
      busy={record.isPending}
      confirm={t('saveResult')}
      cancel={t('cancel')}
      closeLabel={t('close')}
    >
      <Controller
        control={control}
        name="score"
        render={({ field }) => (
          <NumberField
            label={t('score')}
            required
            min={0}
            max={EXAM_SCORE_MAX}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={errors.score?.message}
            data-autofocus
            w={{ base: '100%', xs: 200 }}
          />
        )}
      />
      <Checkbox label={t('examPassed')} {...register('passed')} />
      <Textarea
        label={t('comment')}
        autosize
        minRows={2}
        maxRows={6}
        {...register('comment')}
        error={errors.comment?.message}
      />
    </FormDialog>
  );
}

function BulkAdmitDialog({ ids, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => bulkAdmitRequestSchema(messages), [messages]);
  const admit = useMutation(admitApplicantsMutation);
  const {
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<BulkAdmitRequest>({ resolver: zodResolver(schema), values: { ids } as never });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: BulkAdmitRequest) => {
    const answer = await admit.mutateAsync(body).catch(() => null);
    if (answer) onDone(answer);
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={t('bulk.admitTitle', { count: ids.length })}
      text={t('bulk.admitText')}
      busy={admit.isPending}
      confirm={t('confirmAdmit')}
      cancel={t('cancel')}
      closeLabel={t('close')}
    >
      <DirectionField control={control} opened={opened} />
    </FormDialog>
  );
}
