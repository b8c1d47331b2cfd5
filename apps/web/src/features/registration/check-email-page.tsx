import { authEndpoints, paths } from '@academy/contracts';
import { Alert, Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { useCountdown } from '../../shared/lib/countdown';
import { CheckIcon } from '../../shared/ui/icons';
import { LinkRequestButton } from '../../shared/ui/link-cooldown-note';
import { PageTitle } from '../../shared/ui/page-title';
import { WrappingText } from '../../shared/ui/wrapping-text';
import { verificationSentTo } from './check-email-state';

/**
 * After registration: the verification link is on its way, and can be sent again. The server
 * takes one request a minute per address (the registration's mail counts): a request it did
 * not take sends nothing, so the page says when the next can be made instead.
 */
export function CheckEmailPage() {
  const { t } = useTranslation('registration');
  const email = verificationSentTo();
  const resend = useMutation(endpointMutation(authEndpoints.resendVerification));
  const cooldown = useCountdown();

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
            <LinkRequestButton
              variant="light"
              loading={resend.isPending}
              remaining={cooldown.remaining}
              onClick={() =>
                resend.mutate(
                  { email },
                  {
                    onSuccess: (answer) => cooldown.start(answer.retryAfterSeconds),
                  },
                )
              }
            >
              {t('checkEmail.resend')}
            </LinkRequestButton>
            {resend.data?.accepted ? (
              <Alert color="teal" variant="light" role="status">
                <WrappingText text={t('checkEmail.resent', { email })} email={email} />
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
