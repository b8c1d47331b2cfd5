import type { BulkResponse, MessageFormatter } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorsFollowLanguage } from '../i18n/errors-follow-language';
import { useMessageFormatter } from '../i18n/message-formatter';
import { useSingleFlight } from '../lib/use-single-flight';
import { FormDialog, ReasonField } from './form-dialog';

/** A bulk call that gives every row one reason: blocking users, rejecting applicants. */
export interface BulkReasonRequest {
  ids: number[];
  reason: string;
}

export interface BulkReasonTexts {
  title: string;
  text: string;
  reasonLabel: string;
  reasonHint?: string;
  confirm: string;
  cancel: string;
}

/**
 * The dialog of a bulk action that takes one reason for every row ticked (ARCHITECTURE.md,
 * "Bulk work"): the reason is checked by the action's own contract, sent once however often
 * the button is pressed, and the answer handed on for the summary.
 */
export function BulkReasonDialog({
  ids,
  opened,
  onClose,
  onDone,
  schema,
  mutation,
  texts,
}: {
  ids: number[];
  opened: boolean;
  onClose: () => void;
  onDone: (answer: BulkResponse) => void;
  /** The action's request schema from the contracts. */
  schema: (m: MessageFormatter) => z.ZodType<BulkReasonRequest, BulkReasonRequest>;
  mutation: UseMutationOptions<BulkResponse, Error, BulkReasonRequest>;
  texts: BulkReasonTexts;
}) {
  const messages = useMessageFormatter();
  const resolver = useMemo(() => zodResolver(schema(messages)), [schema, messages]);
  const send = useMutation(mutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<BulkReasonRequest>({
    resolver,
    values: { ids, reason: '' },
    resetOptions: { keepDirtyValues: true },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: BulkReasonRequest) => {
    // A failed call is told by the client's notice; the dialog stays open with the reason.
    const answer = await send.mutateAsync(body).catch(() => null);
    if (answer) onDone(answer);
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={texts.title}
      text={texts.text}
      busy={send.isPending}
      confirm={texts.confirm}
      cancel={texts.cancel}
      danger
    >
      <ReasonField
        label={texts.reasonLabel}
        description={texts.reasonHint}
        error={errors.reason?.message}
        data-autofocus
        {...register('reason')}
      />
    </FormDialog>
  );
}
