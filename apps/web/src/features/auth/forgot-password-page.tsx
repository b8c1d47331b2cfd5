import { forgotPasswordRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { EmailInput } from '../../shared/ui/email-input';
import { FormFailure } from '../../shared/ui/form-outcome';
import { PageTitle } from '../../shared/ui/page-title';
import { useRequestPasswordLink } from './api/forgot-password';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordLinkSent } from './forgot-password/password-link-sent';

/**
 * /auth/forgot-password: asks for the account's e-mail and mails a link to choose a new
 * password. The server answers alike for every address, and so does this screen.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  return (
    <AuthCard>
      <PageTitle title={t('forgotPassword.title')} />
      {sentTo === null ? (
        <EmailForm
          initialEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setSentTo(email);
          }}
        />
      ) : (
        <PasswordLinkSent email={sentTo} onChangeEmail={() => setSentTo(null)} />
      )}
    </AuthCard>
  );
}

function EmailForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const messages = useMessageFormatter();
  const schema = useMemo(() => forgotPasswordRequestSchema(messages), [messages]);
  const requestLink = useRequestPasswordLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });

  const submit = handleSubmit((request) =>
    requestLink.mutate(request, { onSuccess: () => onSent(request.email) }),
  );

  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('forgotPassword.title')}</Title>
        <Text c="dimmed">{t('forgotPassword.description')}</Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {requestLink.error ? (
            <FormFailure title={t('forgotPassword.failed')}>
              {requestLink.error.message}
            </FormFailure>
          ) : null}
          <EmailInput
            label={t('forgotPassword.email')}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="md" fullWidth loading={requestLink.isPending}>
            {t('forgotPassword.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </>
  );
}
