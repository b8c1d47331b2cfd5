/**
 * Conversations (ARCHITECTURE.md, "Conversations"): threads on students' work and on their
 * lecture questions. Lecture questions (`modules/lecture-questions`) start their threads here.
 */
export { createConversationsRepository } from './repository.js';
export { attachmentsOf, type Caller, toEntries } from './service.js';
