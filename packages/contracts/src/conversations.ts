import { z } from 'zod';
import { fileIdSchema, idTextSchema, isoDateTimeSchema } from './common.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): a thread on each mini-project
 * submission, on each test attempt with free-text answers, and on each question a student
 * asks on a lecture. The student and the mentors write in Markdown (rendered with the lecture
 * renderer, which drops raw HTML); the reviewer's verdict and comment appear as the review
 * stores them.
 */

/**
 * What a thread is on, as its address names it: a mini-project submission (its id), a test
 * attempt (the student's assignment of the test, its id) or a lecture question (its id).
 */
export const conversationThreads = [
  'mini-project-submissions',
  'task-assignments',
  'lecture-questions',
] as const;
export const conversationThreadSchema = z.enum(conversationThreads);
export type ConversationThreadKind = z.infer<typeof conversationThreadSchema>;

/**
 * Length limit of a message (`lessThan`, as in `fieldLimits`), and how many files one may
 * carry (each uploaded first to the thread: POST conversations/{thread}/{id}/files, the
 * mini projects' file rules).
 */
export const conversationLimits = {
  body: { lessThan: 10_001 },
  files: { max: 5 },
} as const;

/**
 * POST conversations/…/messages: a message, Markdown, not blank, and the files uploaded for
 * it, if any. A file that is not the caller's upload to this thread, or was sent already, is
 * refused (400 ERR_VALIDATION on `fileIds`).
 */
export const conversationMessageRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    fileIds: z
      .array(fileIdSchema, { error: m('attachmentUnavailable') })
      .max(conversationLimits.files.max, {
        error: m('tooManyItems', { max: conversationLimits.files.max }),
      })
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
        error: m('duplicateItems'),
      })
      .optional(),
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

/** Path parameters of conversations/{thread}/{id}. */
export const conversationParamsSchema = z.strictObject({
  thread: conversationThreadSchema,
  id: idTextSchema,
});
export type ConversationParams = z.input<typeof conversationParamsSchema>;

/** Path parameters of conversations/{thread}/{id}/files/{fileId}. */
export const conversationFileParamsSchema = z.strictObject({
  thread: conversationThreadSchema,
  id: idTextSchema,
  fileId: fileIdSchema,
});

/**
 * Who wrote: the student the work is of, or a staff member (a mentor or an admin). A shared
 * lecture question's other readers see its asker as a student, without a name or id.
 */
export const conversationAuthorSchema = z.object({
  id: z.number().int().nullable(),
  fullName: z.string().nullable(),
  staff: z.boolean(),
});

/** A file sent with a message: downloaded through its thread (getConversationFile). */
export const conversationAttachmentSchema = z.object({
  id: fileIdSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
});
export type ConversationAttachment = z.infer<typeof conversationAttachmentSchema>;

/** One message of a thread. `author` is null once the account is gone. */
export const conversationMessageSchema = z.object({
  kind: z.literal('message'),
  id: z.number().int(),
  author: conversationAuthorSchema.nullable(),
  body: z.string(),
  attachments: z.array(conversationAttachmentSchema),
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

/** GET conversations/{thread}/{id}: the thread, oldest first. */
export const conversationSchema = z.object({
  thread: conversationThreadSchema,
  id: z.number().int(),
  /** Whether the caller may write in it (a shared question's other readers only read). */
  canWrite: z.boolean(),
  entries: z.array(conversationEntrySchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
