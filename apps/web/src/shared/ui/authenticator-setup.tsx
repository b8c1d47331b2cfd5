import type { EnrolmentSecret } from '@academy/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new second factor's secret, to put into an authenticator app: its QR code to scan, and
 * the same key as text for typing in (ARCHITECTURE.md, "Two-factor sign-in").
 */
export function AuthenticatorSetup({ enrolment }: { enrolment: EnrolmentSecret }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" align="center">
      <Text size="sm">{t('twoFactor.scan')}</Text>
      <img
        src={enrolment.qrCode}
        alt={t('twoFactor.qrAlt')}
        width={200}
        height={200}
        style={{ background: '#fff', borderRadius: 8 }}
      />
      <Text size="sm" ta="center">
        {t('twoFactor.typeKey')}
      </Text>
      <Text
        ff="monospace"
        fw={700}
        ta="center"
        data-testid="two-factor-secret"
        style={{ overflowWrap: 'anywhere', letterSpacing: 1 }}
      >
        {grouped(enrolment.secret)}
      </Text>
    </Stack>
  );
}
