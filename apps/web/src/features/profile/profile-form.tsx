import { type UpdateProfileRequest, updateProfileRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { updateProfileMutation } from './api/update-profile';

interface ProfileFormProps {
  initial: UpdateProfileRequest;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The student's name and phone, with the registration form's rules and messages (contracts),
 * checked here and again by the server. The e-mail is not edited here.
 */
export function ProfileForm({ initial, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('student');
  const { t: tErrors } = useTranslation('errors');
  const messages = useMessageFormatter();
  const schema = useMemo(() => updateProfileRequestSchema(messages), [messages]);
  const { mutateAsync: save } = useMutation(updateProfileMutation);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  useErrorsFollowLanguage(errors, trigger);

  const submit = handleSubmit(async (request) => {
    try {
      await save(request);
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The client has shown the failure as a toast; the field it is about says it too.
      if (error.code === 'ERR_PHONE_ALREADY_EXIST') {
        setError('phone', { message: tErrors('ERR_PHONE_ALREADY_EXIST') }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.edit.form')}>
      <Stack gap="sm">
        <TextInput
          label={t('profile.name')}
          autoComplete="name"
          withAsterisk
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextInput
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          description={t('profile.edit.phoneHint')}
          withAsterisk
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {t('profile.edit.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('profile.edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
