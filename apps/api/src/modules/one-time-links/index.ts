/**
 * What other parts of the API use of one-time links: issuing one, spending or ending them,
 * the one-a-minute rule of links asked for by address (each in the caller's unit of work),
 * and the repository for reads outside one.
 */
export { issueLink } from './issue-link.js';
export { LINK_MAIL_COOLDOWN_MS, requestLinkMail } from './link-requests.js';
export { consumeLink, expireUnusedLinks } from './link-use.js';
export { createOneTimeTokensRepository } from './repository.js';
