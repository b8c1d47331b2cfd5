import { authEndpoints, normalizeEmail, resendVerificationRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { useCountdown } from '../../../shared/lib/countdown';
import { EmailInput } from '../../../shared/ui/email-input';
import { LinkRequestButton } from '../../../shared/ui/link-cooldown-note';
import { WrappingText } from '../../../shared/ui/wrapping-text';

/**
 * Asks for a new verification link when the one in hand no longer works. A link went to the
 * address less than a minute ago (the server did not take the request): the button waits,
 * saying how long, until another can be asked for that address.
 */
export function ResendLinkForm() {
  const { t } = useTranslation('auth');
  const messages = useMessageFormatter();
  const schema = useMemo(() => resendVerificationRequestSchema(messages), [messages]);
  const resend = useMutation(endpointMutation(authEndpoints.resendVerification));
  const cooldown = useCountdown();
  const [heldAddress, setHeldAddress] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' }, mode: 'onTouched' });
  useErrorsFollowLanguage(errors, trigger);
  // The wait is the address's: another address may be asked for at once.
  const email = useWatch({ control, name: 'email' });
  const waiting = heldAddress === normalizeEmail(email) ? cooldown.remaining : 0;

  if (resend.data?.accepted) {
    return (
      <Alert color="teal" variant="light" role="status" title={t('verification.resent.title')}>
        <WrappingText
          text={t('verification.resent.text', { email: getValues('email') })}
          email={getValues('email')}
        />
      </Alert>
    );
  }

  const submit = handleSubmit((request) =>
    resend.mutate(
      { email: request.email },
      {
        onSuccess: (answer) => {
          setHeldAddress(normalizeEmail(request.email));
          cooldown.start(answer.retryAfterSeconds);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <EmailInput
          label={t('verification.resend.email')}
          description={t('verification.resend.hint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <LinkRequestButton type="submit" loading={resend.isPending} remaining={waiting}>
          {t('verification.resend.submit')}
        </LinkRequestButton>
      </Stack>
    </form>
  );
}
