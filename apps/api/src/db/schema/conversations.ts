import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './helpers.js';
import { projectSubmissions } from './progress.js';
import { users } from './users.js';

/**
 * The messages of a mini-project submission's thread (ARCHITECTURE.md, "Conversations"):
 * Markdown written by the student or by staff. The verdict is not copied here: the thread
 * reads it from the submission. A submission deleted takes its thread with it; an author
 * deleted leaves their messages without a name.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    projectSubmissionId: integer('project_submission_id')
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_submission_idx').on(t.projectSubmissionId, t.createdAt, t.id),
    index('conversation_messages_author_id_idx').on(t.authorId),
  ],
);
