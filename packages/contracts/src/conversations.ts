import { z } from 'zod';
import { idParamsSchema, isoDateTimeSchema } from './common.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): a thread on each mini-project
 * submission, where the student and the mentors write in Markdown (rendered with the lecture
 * renderer, which drops raw HTML), and where the reviewer's verdict and comment appear as
 * the review stores them.
 */

/** Length limit of a message (`lessThan`, as in `fieldLimits`). */
export const conversationLimits = {
  body: { lessThan: 10_001 },
} as const;

/** POST conversations/…/messages: a message, Markdown, not blank. */
export const conversationMessageRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    body: z.string({ error: m('required') }).superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
      if (value.trim().length === 0) return fail(m('required'));
      if (value.length >= conversationLimits.body.lessThan) {
        return fail(m('maxLength', { lessThan: conversationLimits.body.lessThan }));
      }
    }),
  });
export type ConversationMessageRequest = z.infer<
  ReturnType<typeof conversationMessageRequestSchema>
>;

export const conversationParamsSchema = idParamsSchema;

/** Who wrote: the student the work is of, or a staff member (a mentor or an admin). */
export const conversationAuthorSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  staff: z.boolean(),
});

/** One message of a thread. `author` is null once the account is gone. */
export const conversationMessageSchema = z.object({
  kind: z.literal('message'),
  id: z.number().int(),
  author: conversationAuthorSchema.nullable(),
  body: z.string(),
  at: isoDateTimeSchema,
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The reviewer's verdict on the submission, read from the review itself. */
export const conversationVerdictSchema = z.object({
  kind: z.literal('verdict'),
  passed: z.boolean(),
  comment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  at: isoDateTimeSchema,
});
export type ConversationVerdict = z.infer<typeof conversationVerdictSchema>;

export const conversationEntrySchema = z.discriminatedUnion('kind', [
  conversationMessageSchema,
  conversationVerdictSchema,
]);
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

/** GET conversations/mini-project-submissions/{id}: the thread, oldest first. */
export const conversationSchema = z.object({
  submissionId: z.number().int(),
  entries: z.array(conversationEntrySchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
