import { paths } from '@academy/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button component={Link} to={paths.auth.login} variant="light">
      {t('backToLogin')}
    </Button>
  );
}
