import '../styles/mantine-toasts.css';
import { ERROR_TOAST_MS } from '@academy/contracts';
import { Notifications } from '@mantine/notifications';

/** Error toasts sit top right for ERROR_TOAST_MS. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" autoClose={ERROR_TOAST_MS} zIndex={1000} />;
}
