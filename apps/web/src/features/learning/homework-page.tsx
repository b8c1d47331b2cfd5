import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';
import { rememberLastSubject } from './last-subject';

/** /homework/{subjectId}: the subject's open tasks and mini projects. */
export function HomeworkPage() {
  const { t } = useTranslation('student');
  const { id } = useParams();

  useEffect(() => {
    if (id) rememberLastSubject(id);
  }, [id]);

  return <ScreenPlaceholder title={t('homework.title')} description={t('homework.description')} />;
}
