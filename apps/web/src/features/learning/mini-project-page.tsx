import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function MiniProjectPage() {
  const { t } = useTranslation('student');
  return (
    <ScreenPlaceholder title={t('miniProject.title')} description={t('miniProject.description')} />
  );
}
