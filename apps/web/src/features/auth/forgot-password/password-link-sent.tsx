import { authEndpoints, paths } from '@academy/contracts';
import { Alert, Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { useCountdown } from '../../../shared/lib/countdown';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { CheckIcon } from '../../../shared/ui/icons';
import { LinkRequestButton } from '../../../shared/ui/link-cooldown-note';
import { WrappingText } from '../../../shared/ui/wrapping-text';

/**
 * After the request: the same words whether or not an account exists, and the same call
 * again for a link that did not arrive, held back while the server's minute for the address
 * runs (it says how long). A repeated request says a link is on its way only when the server
 * took it.
 */
export function PasswordLinkSent({
  email,
  retryAfterSeconds,
  onChangeEmail,
}: {
  email: string;
  /** When the server takes the next request for the address, as its last answer said. */
  retryAfterSeconds: number;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  const resend = useMutation(endpointMutation(authEndpoints.forgotPassword));
  const cooldown = useCountdown(retryAfterSeconds);

  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={52} radius="xl" color="teal" variant="light">
        <CheckIcon size={28} />
      </ThemeIcon>
      {/* Balanced lines break "e-mail" at the space before it, not at its hyphen. */}
      <Title order={1} ref={focusOnMount} tabIndex={-1} style={{ textWrap: 'balance' }}>
        {t('forgotPassword.sent.title')}
      </Title>
      <Text size="lg">
        <WrappingText text={t('forgotPassword.sent.text', { email })} email={email} />
      </Text>
      <Text size="sm" c="dimmed">
        {t('forgotPassword.sent.hint')}
      </Text>
      {resend.data?.accepted ? (
        <Alert color="teal" variant="light" role="status" w="100%">
          <WrappingText text={t('forgotPassword.sent.resent', { email })} email={email} />
        </Alert>
      ) : null}
      <Stack gap={6} w="100%">
        <LinkRequestButton
          variant="light"
          fullWidth
          loading={resend.isPending}
          remaining={cooldown.remaining}
          onClick={() =>
            resend.mutate(
              { email },
              { onSuccess: (answer) => cooldown.start(answer.retryAfterSeconds) },
            )
          }
        >
          {t('forgotPassword.sent.resend')}
        </LinkRequestButton>
      </Stack>
      <Group justify="space-between" gap="sm" w="100%">
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          {t('forgotPassword.sent.otherEmail')}
        </Anchor>
        <Anchor component={Link} to={paths.auth.login} size="sm">
          {t('backToLogin')}
        </Anchor>
      </Group>
    </Stack>
  );
}
