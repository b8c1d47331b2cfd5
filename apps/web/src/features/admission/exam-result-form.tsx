import {
  type AdminApplicant,
  type ExamResultRequest,
  examResultRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { NumberField } from '../../shared/ui/number-field';
import { recordExamResultMutation } from './api/change-applicant';

type ExamForm = { score: number | ''; passed: boolean; comment: string };

/** The exam result of a pending applicant: score, passed, comment (recorded or corrected). */
export function ExamResultForm({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => examResultRequestSchema(messages), [messages]);
  const record = useMutation(recordExamResultMutation);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<ExamForm, unknown, ExamResultRequest>({
    // The score field is empty ('') until typed; the rule then says it is required.
    resolver: zodResolver(schema) as never,
    defaultValues: {
      score: applicant.exam?.score ?? '',
      passed: applicant.exam?.passed ?? false,
      comment: applicant.exam?.comment ?? '',
    },
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => record.mutate({ params: { id: applicant.id }, body }))}
    >
      <Stack gap="sm">
        <Controller
          control={control}
          name="score"
          render={({ field }) => (
            <NumberField
              label={t('score')}
              required
              min={0}
              max={100}
              value={field.value}
              // An unfinished entry ("-", "1.") stays as typed: the rule asks for a whole number.
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.score?.message}
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
        {record.isSuccess ? <FormSuccess>{t('resultSaved')}</FormSuccess> : null}
        <Group>
          <Button type="submit" loading={record.isPending}>
            {applicant.exam ? t('correctResult') : t('saveResult')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
