import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

/*
 * SKELETON of the staff area's groundwork: the section's screens and their loaders'
 * prefetching, one chunk (app/staff-routes.tsx). Replaced by the section's real screens.
 */

function SectionPlaceholder() {
  const { t } = useTranslation('admin-users');
  return <ScreenPlaceholder title={t('title')} description="" />;
}

export const UsersPage = SectionPlaceholder;
export async function prefetchUsers() {}

export const UserPage = SectionPlaceholder;
export async function prefetchUser() {}
