import {
  authEndpoints,
  forgotPasswordRequestSchema,
  type LinkRequestResponse,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { EmailInput } from '../../shared/ui/email-input';
import { PageTitle } from '../../shared/ui/page-title';
import { PrerenderedForm } from '../../shared/ui/prerendered-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordLinkSent } from './forgot-password/password-link-sent';

/**
 * /auth/forgot-password: asks for the account's e-mail and mails a link to choose a new
 * password. The server answers alike for every address, and so does this screen.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<{ email: string; answer: LinkRequestResponse } | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  return (
    <AuthCard>
      <PageTitle title={t('forgotPassword.title')} />
      {sent === null ? (
        <EmailForm
          initialEmail={lastEmail}
          onSent={(email, answer) => {
            setLastEmail(email);
            setSent({ email, answer });
          }}
        />
      ) : (
        <PasswordLinkSent
          email={sent.email}
          retryAfterSeconds={sent.answer.retryAfterSeconds}
          onChangeEmail={() => setSent(null)}
        />
      )}
    </AuthCard>
  );
}

function EmailForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, answer: LinkRequestResponse) => void;
}) {
  const { t } = useTranslation('auth');
  const messages = useMessageFormatter();
  const schema = useMemo(() => forgotPasswordRequestSchema(messages), [messages]);
  const requestLink = useMutation(endpointMutation(authEndpoints.forgotPassword));
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);

  const submit = handleSubmit((request) =>
    requestLink.mutate(request, { onSuccess: (answer) => onSent(request.email, answer) }),
  );

  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('forgotPassword.title')}</Title>
        <Text c="dimmed">{t('forgotPassword.description')}</Text>
      </Stack>
      <PrerenderedForm onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
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
      </PrerenderedForm>
    </>
  );
}
