import { paths } from '@academy/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import type { LinkRefusal } from './link-refusal';
import { type PasswordMode, passwordTexts } from './password-mode';

/** Opened without a link's token (or a temporary login): where to get one. */
export function MissingLink({ mode }: { mode: PasswordMode }) {
  const { t } = useTranslation('auth');
  const texts = passwordTexts[mode];
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t(`${texts}.title`)}</Title>
      <Alert color="blue" variant="light" role="note" w="100%">
        {t(`${texts}.missingLink`)}
      </Alert>
      {mode === 'reset' ? (
        <Button component={Link} to={paths.auth.forgotPassword}>
          {t('resetPassword.requestLink')}
        </Button>
      ) : (
        <Button component={Link} to={paths.auth.login}>
          {t('setPassword.login')}
        </Button>
      )}
    </Stack>
  );
}

/** The server refused the bearer: why, and the way to a working one. */
export function LinkRefused({ mode, refusal }: { mode: PasswordMode; refusal: LinkRefusal }) {
  const { t } = useTranslation('auth');
  const { title, text, action, to } =
    refusal === 'expired'
      ? {
          title: t('setPassword.expired.title'),
          text: t('setPassword.expired.text'),
          action: t('setPassword.expired.action'),
          to: paths.auth.forgotPassword,
        }
      : mode === 'reset'
        ? {
            title: t('resetPassword.invalid.title'),
            text: t('resetPassword.invalid.text'),
            action: t('resetPassword.requestLink'),
            to: paths.auth.forgotPassword,
          }
        : {
            title: t('setPassword.invalid.title'),
            text: t('setPassword.invalid.text'),
            action: t('setPassword.login'),
            to: paths.auth.login,
          };
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} ref={focusOnMount} tabIndex={-1}>
        {title}
      </Title>
      <Text>{text}</Text>
      <Button component={Link} to={to}>
        {action}
      </Button>
    </Stack>
  );
}
