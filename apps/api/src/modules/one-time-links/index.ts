/** What other parts of the API use of one-time links: issuing one, its cool-down, the repository. */
export { issueLink, linkMailedRecently } from './issue-link.js';
export { createOneTimeTokensRepository } from './repository.js';
