import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

/*
 * SKELETON of the staff area's groundwork: the section's screens and their loaders'
 * prefetching, one chunk (app/staff-routes.tsx). Replaced by the section's real screens.
 */

function SectionPlaceholder() {
  const { t } = useTranslation('admin-content');
  return <ScreenPlaceholder title={t('title')} description="" />;
}

export const ContentPage = SectionPlaceholder;
export async function prefetchContent() {}

export const DirectionPage = SectionPlaceholder;
export async function prefetchDirection() {}

export const SubjectPage = SectionPlaceholder;
export async function prefetchSubject() {}
