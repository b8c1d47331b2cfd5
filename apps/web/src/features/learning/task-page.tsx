import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function TaskPage() {
  const { t } = useTranslation('student');
  return <ScreenPlaceholder title={t('task.title')} description={t('task.description')} />;
}
