import { paths } from '@academy/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a failed login adds to what went wrong: the way to a new password when the password
 * was the problem, never the same words.
 */
export type LoginHint = 'wrongPassword' | 'temporaryExpired' | 'lockedOut';

/** The hint a failure's code calls for; null when the toast says all there is. */
export function loginHintFor(code: string | null): LoginHint | null {
  switch (code) {
    case 'ERR_USER_PASSWORD_IS_WRONG':
      return 'wrongPassword';
    case 'ERR_TEMPORARY_PASSWORD_EXPIRED':
      return 'temporaryExpired';
    case 'ERR_TOO_MANY_LOGIN_ATTEMPTS':
      return 'lockedOut';
    default:
      return null;
  }
}

/**
 * A failed login, said once above the form (no toast): what went wrong, in the catalogue's
 * words, and what to do about it when a hint helps.
 */
export function LoginFailure({ failure, hint }: { failure: string; hint: LoginHint | null }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" variant="light" role="alert" title={failure}>
      {hint ? (
        <Stack gap="sm" align="flex-start" role="note">
          <Text size="sm">{t(`login.hint.${hint}`)}</Text>
          <Button component={Link} to={paths.auth.forgotPassword} size="sm" variant="light">
            {t('login.resetPassword')}
          </Button>
        </Stack>
      ) : null}
    </Alert>
  );
}
