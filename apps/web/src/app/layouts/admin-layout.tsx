import '../../shared/ui/styles/mantine-staff-area.css';
import '../../shared/ui/toast/toasts-ready';
import { paths } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sessionRole } from '../../shared/api/tokens';
import { Logo } from '../../shared/ui/logo';
import { QueryProvider } from '../providers/query-provider';
import { adminNavItemsFor, isActiveNavItem } from './admin-navigation';
import { AreaShell } from './area-shell';

/**
 * The staff area (/admin): a side menu of its sections (a mentor sees the reviews only), the
 * signed-in user in the header. Its route loader lets only staff in (students go to their
 * own area), admin-only sections send a mentor to the reviews, and the server checks every
 * staff call anyway.
 */
export function AdminLayout() {
  return (
    <QueryProvider>
      <AdminShell />
    </QueryProvider>
  );
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const items = adminNavItemsFor(sessionRole());

  return (
    <AreaShell
      // On a phone the name, log-out and languages leave no room for the suffix.
      logo={(isPhone) => (
        <Logo to={paths.admin.root} suffix={isPhone ? undefined : t('brandSuffix')} />
      )}
      navbarWidth={232}
      account={{ to: paths.admin.account, label: t('nav.account') }}
      notifications={paths.admin.notifications}
      navLabel={t('nav.label')}
      openMenuLabel={t('nav.openMenu')}
      closeMenuLabel={t('nav.closeMenu')}
      items={items.map((item) => ({
        key: item.key,
        to: item.to,
        label: t(`nav.${item.key}`),
        icon: <item.icon size={20} stroke={1.8} />,
        active: isActiveNavItem(item, pathname),
      }))}
    />
  );
}
