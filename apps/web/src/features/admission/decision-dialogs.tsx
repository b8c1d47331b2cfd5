import {
  type AdminApplicant,
  type AdmitApplicantRequest,
  type ApplicantDecisionResponse,
  admitApplicantRequestSchema,
  courseTypes,
  type RejectApplicantRequest,
  rejectApplicantRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { FormDialog, ReasonField } from '../../shared/ui/form-dialog';
import { admitApplicantMutation, rejectApplicantMutation } from './api/change-applicant';
import { DirectionField } from './direction-field';

interface DialogProps {
  applicant: AdminApplicant;
  opened: boolean;
  onClose: () => void;
  onDone: (answer: ApplicantDecisionResponse) => void;
}

/** Admission: the direction (required) and the course format (the applicant's by default). */
export function AdmitDialog({ applicant, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => admitApplicantRequestSchema(messages), [messages]);
  const admit = useMutation(admitApplicantMutation);
  const {
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<AdmitApplicantRequest>({
    resolver: zodResolver(schema),
    defaultValues: { courseType: applicant.courseType },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: AdmitApplicantRequest) => {
    const answer = await admit
      .mutateAsync({ params: { id: applicant.id }, body })
      .catch(() => null);
    if (answer) onDone(answer);
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={t('admitTitle', { name: applicant.fullName })}
      text={t('admitText', { name: applicant.fullName })}
      busy={admit.isPending}
      confirm={t('confirmAdmit')}
      cancel={t('cancel')}
      closeLabel={t('close')}
    >
      <DirectionField control={control} opened={opened} />
      <Controller
        control={control}
        name="courseType"
        render={({ field }) => (
          <Radio.Group
            label={t('fields.courseType')}
            value={field.value ?? applicant.courseType}
            onChange={field.onChange}
          >
            <Group gap="lg" mt={6}>
              {courseTypes.map((type) => (
                <Radio key={type} value={type} label={t(`courseType.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </FormDialog>
  );
}

/** Rejection: the reason the applicant is told (required). */
export function RejectDialog({ applicant, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('admission');
  const messages = useMessageFormatter();
  const schema = useMemo(() => rejectApplicantRequestSchema(messages), [messages]);
  const reject = useMutation(rejectApplicantMutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<RejectApplicantRequest>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: RejectApplicantRequest) => {
    const answer = await reject
      .mutateAsync({ params: { id: applicant.id }, body })
      .catch(() => null);
    if (answer) onDone(answer);
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
      title={t('rejectTitle', { name: applicant.fullName })}
      text={t('rejectText', { name: applicant.fullName })}
      busy={reject.isPending}
      confirm={t('confirmReject')}
      cancel={t('cancel')}
      closeLabel={t('close')}
      danger
    >
      <ReasonField
        label={t('rejectionReason')}
        data-autofocus
        {...register('reason')}
        error={errors.reason?.message}
      />
    </FormDialog>
  );
}
