import '../styles/mantine-toasts.css';
import { ERROR_TOAST_MS } from '@academy/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

export { notifications };

/**
 * Toasts sit top right for ERROR_TOAST_MS, below the header (whose name, log-out and language
 * controls they would otherwise cover).
 */
export function NotificationsContainer() {
  return (
    <Notifications
      position="top-right"
      autoClose={ERROR_TOAST_MS}
      zIndex={1000}
      className={classes.container}
    />
  );
}
