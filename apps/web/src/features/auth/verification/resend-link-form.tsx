import { resendVerificationRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../../../shared/api/resend-verification';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { EmailInput } from '../../../shared/ui/email-input';
import { WrappingText } from '../../../shared/ui/wrapping-text';

/** Asks for a new verification link when the one in hand no longer works. */
export function ResendLinkForm() {
  const { t } = useTranslation('auth');
  const messages = useMessageFormatter();
  const schema = useMemo(() => resendVerificationRequestSchema(messages), [messages]);
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' }, mode: 'onTouched' });

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status" title={t('verification.resent.title')}>
        <WrappingText
          text={t('verification.resent.text', { email: getValues('email') })}
          email={getValues('email')}
        />
      </Alert>
    );
  }

  const submit = handleSubmit((request) => resend.mutate(request.email));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {resend.error ? (
          <Alert color="red" variant="light" role="alert">
            {resend.error.message}
          </Alert>
        ) : null}
        <EmailInput
          label={t('verification.resend.email')}
          description={t('verification.resend.hint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={resend.isPending}>
          {t('verification.resend.submit')}
        </Button>
      </Stack>
    </form>
  );
}
