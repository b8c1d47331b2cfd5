import { type NewPasswordRequest, newPasswordRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { type LinkRefusal, linkRefusalOf } from './link-refusal';

interface NewPasswordFormProps {
  submitLabel: string;
  /** Sends the password with the screen's bearer and moves on; throws the call's ApiError. */
  save: (request: NewPasswordRequest) => Promise<void>;
  /** The bearer was refused: the screen explains it instead of the form. */
  onLinkRefused: (refusal: LinkRefusal) => void;
}

/** A new password typed twice, checked with the shared rules and a live checklist. */
export function NewPasswordForm({ submitLabel, save, onLinkRefused }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const messages = useMessageFormatter();
  const schema = useMemo(() => newPasswordRequestSchema(messages), [messages]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (request) => {
    try {
      await save(request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The client has shown other failures as a toast; the form adds what to do about them.
      const refusal = linkRefusalOf(error);
      if (refusal) {
        onLinkRefused(refusal);
      } else if (error.code === 'ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD') {
        // Not a toast (set-password.ts): one message, on the field, says what and what to do.
        setError(
          'password',
          { message: `${error.message}. ${t('password.notTemporary')}` },
          { shouldFocus: true },
        );
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          value={password}
          password={{
            label: t('password.new'),
            error: errors.password?.message,
            registration: register('password', {
              // Once the confirmation was visited, it follows the password it must match.
              onChange: () => {
                if (touchedFields.confirmPassword) void trigger('confirmPassword');
              },
            }),
          }}
          confirm={{
            label: t('password.confirm'),
            error: errors.confirmPassword?.message,
            registration: register('confirmPassword'),
          }}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
