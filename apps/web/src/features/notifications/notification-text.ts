import {
  DEFAULT_LANGUAGE,
  type NotificationItem,
  type NotificationLines,
  notificationLines,
} from '@academy/contracts';
import { isLanguage } from '../../shared/i18n/language';
import { formatDueDate } from '../../shared/lib/due-date';

/*
 * A notification in the reader's language (ARCHITECTURE.md, "Notifications"): the server
 * keeps the kind and its parameters; contracts' `notificationLines` writes the words (the
 * notification mails use the same), so it follows the language the user reads in. Due and
 * end instants are written in the reader's own zone.
 */
export function notificationText(item: NotificationItem, language: string): NotificationLines {
  return notificationLines(item, isLanguage(language) ? language : DEFAULT_LANGUAGE, formatDueDate);
}
