import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function CertificatesPage() {
  const { t } = useTranslation('student');
  return (
    <ScreenPlaceholder
      title={t('certificates.title')}
      description={t('certificates.description')}
    />
  );
}
