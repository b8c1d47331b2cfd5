import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function LecturePage() {
  const { t } = useTranslation('student');
  return <ScreenPlaceholder title={t('lecture.title')} description={t('lecture.description')} />;
}
