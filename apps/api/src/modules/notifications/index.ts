/**
 * In-app notifications (ARCHITECTURE.md, "Notifications"). Other modules call
 * `notify(scope, recipients, notificationEvents.x(…), now)` inside the unit of work of the event.
 */

export { createDigestJob, type DigestJob } from './digest.js';
export {
  ADMINS,
  firstLine,
  type NotificationEvent,
  notificationEvents,
  type Recipients,
  STAFF,
} from './kinds.js';
export { type NotifyScope, notify } from './notify.js';
