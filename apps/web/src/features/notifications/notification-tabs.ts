/*
 * The academy's tabs of one browser tell each other of their notifications (ARCHITECTURE.md,
 * "Notifications"): the tab holding the live stream says each event came, with its id; a tab
 * that marks notifications read says so, with none. Every other tab reads its bell and list
 * again. A tab never answers a message with one, so nothing goes round.
 */

export const TABS_CHANNEL = 'academy.notifications';

/** A stream event's id, or null when notifications were marked read. */
export interface TabMessage {
  id: string | null;
}

/** The channel, where the browser has BroadcastChannel (else tabs are on their own). */
export const openTabsChannel = () =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABS_CHANNEL) : null;

/** Tells the other tabs, from a tab not listening itself. */
export function tellOtherTabs(message: TabMessage) {
  const channel = openTabsChannel();
  channel?.postMessage(message);
  channel?.close();
}
