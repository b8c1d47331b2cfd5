import { paths } from '@academy/contracts';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export type SignUpStepKey = 'mainInformation' | 'courseFormat' | 'examDate' | 'examConfirmation';

/** A sign-up step's screen. The forms arrive with the registration release. */
export function SignUpStepPage({ step }: { step: SignUpStepKey }) {
  const { t } = useTranslation('registration');
  return (
    <ScreenPlaceholder
      title={t(`steps.${step}.title`)}
      description={t(`steps.${step}.description`)}
    >
      <Text size="sm" c="dimmed">
        {t('haveAccount')}{' '}
        <Anchor component={Link} to={paths.auth.login} fw={600}>
          {t('login')}
        </Anchor>
      </Text>
    </ScreenPlaceholder>
  );
}
