/*
 * What other modules use of passwords: the reset link's mail (an admin sends the same one
 * from a user's page). Its routes are registered by src/routes.ts. Another module or a plugin
 * that needs something of it imports it from here, never a file inside.
 */
export { queuePasswordResetMail } from './password-mails.js';
