/** What other parts of the API use of verification: queuing the mail with a fresh link. */
export { queueFreshVerificationMail, queueVerificationMail } from './verification-mail.js';
