import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../shared/ui/icons';
import { unreadNotificationsQuery } from './api/queries';
import { useLiveNotifications } from './live-notifications';
import classes from './notification-bell.module.css';

/** More than this many unread show as "99+". */
const MOST_SHOWN = 99;

/**
 * The header's bell (ARCHITECTURE.md, "Notifications"): the unread count, and the way to the
 * notifications page of the area (`to`). Its name says the count, since the badge is only seen.
 * It keeps the live stream open while the area is shown.
 */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation();
  useLiveNotifications();
  const unread = useQuery(unreadNotificationsQuery).data?.unread ?? 0;
  const label =
    unread > 0 ? t('notificationBell.unread', { count: unread }) : t('notificationBell.label');
  return (
    <Link to={to} className={classes.bell} aria-label={label} title={label}>
      <BellIcon size={20} />
      {unread > 0 ? (
        <span className={classes.count} aria-hidden="true">
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
