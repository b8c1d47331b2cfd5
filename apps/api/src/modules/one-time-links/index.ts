/**
 * What other parts of the API use of one-time links: issuing one, the one-a-minute rule of
 * links asked for by address, the repository.
 */
export { issueLink } from './issue-link.js';
export { LINK_MAIL_COOLDOWN_MS, requestLinkMail } from './link-requests.js';
export { createOneTimeTokensRepository } from './repository.js';
