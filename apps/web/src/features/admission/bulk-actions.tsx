import {
  admissionEndpoints,
  type BulkAdmitRequest,
  type BulkExamResultRequest,
  type BulkResponse,
  bulkAdmitRequestSchema,
  bulkExamResultRequestSchema,
  bulkRejectRequestSchema,
  EXAM_SCORE_MAX,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { BulkBar, useBulkWork } from '../../shared/ui/bulk-bar';
import { BulkReasonDialog } from '../../shared/ui/bulk-reason-dialog';
import { NumberField } from '../../shared/ui/number-field';
import {
  admitApplicantsMutation,
  recordExamResultsMutation,
  rejectApplicantsMutation,
} from './api/change-applicants';

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

function DialogButtons({
  onClose,
  busy,
  label,
  color,
}: {
  onClose: () => void;
  busy: boolean;
  label: string;
  color?: string;
}) {
  const { t } = useTranslation('admission');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={busy} color={color}>
        {label}
      </Button>
    </Group>
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulk.resultTitle', { count: ids.length })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="md">
          <Text>{t('bulk.resultText')}</Text>
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
          <DialogButtons onClose={onClose} busy={record.isPending} label={t('saveResult')} />
        </Stack>
      </form>
    </Modal>
  );
}

function BulkAdmitDialog({ ids, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => bulkAdmitRequestSchema(messages), [messages]);
  const directions = useQuery({
    ...endpointQuery(admissionEndpoints.listAdmissionDirections),
    staleTime: 5 * 60 * 1000,
    enabled: opened,
  });
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulk.admitTitle', { count: ids.length })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="md">
          <Text>{t('bulk.admitText')}</Text>
          {directions.isError ? (
            <Alert color="red" variant="light">
              {t('directionsFailed')}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="directionId"
            render={({ field }) => (
              <Select
                label={t('direction')}
                placeholder={t('directionPlaceholder')}
                required
                data-autofocus
                data={(directions.data?.items ?? []).map((direction) => ({
                  value: String(direction.id),
                  label:
                    direction.status === 'draft'
                      ? t('draft', { title: direction.title })
                      : direction.title,
                }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.directionId?.message}
                disabled={directions.isPending}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <DialogButtons onClose={onClose} busy={admit.isPending} label={t('confirmAdmit')} />
        </Stack>
      </form>
    </Modal>
  );
}
