import { keptReads } from '../../db/kept-tables.js';

/**
 * The channel the database announces changes to the staff's list of users on (migration
 * 0026: a user added or removed, or their name, e-mail, phone, role or block changed).
 */
export const USER_LIST_CHANNEL = 'user_list';

/**
 * What the list's kept counts read (kept-tables.ts): every table of it announces its changes
 * on USER_LIST_CHANNEL, which kept-tables.test.ts checks.
 */
export const USER_LIST_READS = keptReads(USER_LIST_CHANNEL, {
  /** The list's counts, by filter (db/list-counts.ts). */
  'list-count/': ['users'],
});
