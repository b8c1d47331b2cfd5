import { paths } from '@academy/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { CheckIcon } from '../../../shared/ui/icons';
import { WrappingText } from '../../../shared/ui/wrapping-text';
import { useRequestPasswordLink } from '../api/forgot-password';

/**
 * After the request: the same words whether or not an account exists, and the same call
 * again for a link that did not arrive.
 */
export function PasswordLinkSent({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  const resend = useRequestPasswordLink();

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
      {resend.isSuccess ? (
        <Alert color="teal" variant="light" role="status" w="100%">
          <WrappingText text={t('forgotPassword.sent.resent', { email })} email={email} />
        </Alert>
      ) : null}
      {resend.error ? (
        <Alert color="red" variant="light" title={t('forgotPassword.failed')} w="100%">
          {resend.error.message}
        </Alert>
      ) : null}
      <Button
        variant="light"
        fullWidth
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {t('forgotPassword.sent.resend')}
      </Button>
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
