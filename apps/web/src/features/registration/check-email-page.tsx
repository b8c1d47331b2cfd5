import { paths } from '@academy/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useResendVerification } from '../../shared/api/resend-verification';
import { CheckIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import { WrappingText } from '../../shared/ui/wrapping-text';
import { readCheckEmailState } from './check-email-state';

/** After registration: the verification link is on its way, and can be sent again. */
export function CheckEmailPage() {
  const { t } = useTranslation('registration');
  const email = readCheckEmailState(useLocation().state);
  const resend = useResendVerification();

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <PageTitle title={t('checkEmail.title')} />
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={52} radius="xl" color="teal" variant="light">
          <CheckIcon size={28} />
        </ThemeIcon>
        <Title order={1}>{t('checkEmail.title')}</Title>
        <Text size="lg">
          {email ? (
            <WrappingText text={t('checkEmail.sentTo', { email })} email={email} />
          ) : (
            t('checkEmail.sent')
          )}
        </Text>
        <Text c="dimmed">{t('checkEmail.next')}</Text>
        {email ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('checkEmail.notReceived')}
            </Text>
            <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate(email)}>
              {t('checkEmail.resend')}
            </Button>
            {resend.isSuccess ? (
              <Alert color="teal" variant="light" role="status">
                <WrappingText text={t('checkEmail.resent', { email })} email={email} />
              </Alert>
            ) : null}
            {resend.error ? (
              <Alert color="red" variant="light" role="alert">
                {resend.error.message}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        <Anchor component={Link} to={paths.home}>
          {t('checkEmail.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
