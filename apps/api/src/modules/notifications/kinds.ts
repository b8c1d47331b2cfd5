import {
  NOTIFICATION_EXCERPT_LENGTH,
  type NotificationKind,
  type NotificationParams,
  paths,
  type Role,
} from '@academy/contracts';

/*
 * What each event tells its recipients (ARCHITECTURE.md, "Notifications"): one builder per
 * kind, the one place its parameters and link are decided. The web writes the text from the
 * kind and parameters in the reader's language.
 */

/** One event, as `notify` stores it for each recipient. */
export interface NotificationEvent {
  kind: NotificationKind;
  params: NotificationParams;
  /** The web app's path of the thing itself (contracts' `paths`). */
  link: string;
  /**
   * Grouped kinds only: events of one group add up in the recipient's one unread row
   * ("3 new submissions to review") rather than adding rows.
   */
  groupKey?: string;
}

/** The users named (those who may no longer sign in are left out), or everyone of the roles. */
export type Recipients = { userIds: readonly number[] } | { roles: readonly Role[] };

/** A comment's first line that has text, shortened to fit a notification. */
export function firstLine(text: string | null): string | null {
  const line = text
    ?.split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '');
  if (!line) return null;
  return line.length <= NOTIFICATION_EXCERPT_LENGTH
    ? line
    : `${line.slice(0, NOTIFICATION_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

type Verdict = 'passed' | 'failed';
interface Payment {
  description: string;
  amount: number;
  currency: string;
}

export const notificationEvents = {
  miniProjectReviewed: (input: {
    miniProjectId: number;
    title: string;
    verdict: Verdict;
    comment: string | null;
  }): NotificationEvent => ({
    kind: 'mini_project_reviewed',
    params: { title: input.title, verdict: input.verdict, comment: firstLine(input.comment) },
    link: paths.student.miniProject(input.miniProjectId),
  }),

  taskReviewed: (input: {
    taskId: number;
    title: string;
    verdict: Verdict;
    comment: string | null;
  }): NotificationEvent => ({
    kind: 'task_reviewed',
    params: { title: input.title, verdict: input.verdict, comment: firstLine(input.comment) },
    link: paths.student.task(input.taskId),
  }),

  /** `amount` in minor units of `currency`; the payment history is on the pricing page. */
  paymentSucceeded: (input: Payment): NotificationEvent => ({
    kind: 'payment_succeeded',
    params: { ...input },
    link: paths.student.pricing,
  }),

  paymentRefunded: (input: Payment): NotificationEvent => ({
    kind: 'payment_refunded',
    params: { ...input },
    link: paths.student.pricing,
  }),

  certificateIssued: (input: { title: string }): NotificationEvent => ({
    kind: 'certificate_issued',
    params: { title: input.title },
    link: paths.student.certificates,
  }),

  certificateRevoked: (input: { title: string }): NotificationEvent => ({
    kind: 'certificate_revoked',
    params: { title: input.title },
    link: paths.student.certificates,
  }),

  /** Grouped: one unread row per staff member counts what arrived since they last read it. */
  reviewQueued: (input: { title: string }): NotificationEvent => ({
    kind: 'review_queue',
    params: { title: input.title },
    link: paths.admin.reviews,
    groupKey: 'review-queue',
  }),

  /** Grouped per calendar day of the sign-up, in the academy's time zone. */
  applicantSignedUp: (input: {
    fullName: string;
    at: Date;
    timeZone: string;
  }): NotificationEvent => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: input.timeZone }).format(input.at);
    return {
      kind: 'new_applicant',
      params: { fullName: input.fullName, day },
      link: paths.admin.applicants,
      groupKey: day,
    };
  },

  /** `link`: the thread's page for the recipient (the student's mini project, staff's review). */
  conversationMessage: (input: {
    title: string;
    author: string;
    body: string;
    link: string;
  }): NotificationEvent => ({
    kind: 'conversation_message',
    params: { title: input.title, author: input.author, excerpt: firstLine(input.body) },
    link: input.link,
  }),

  /** An open test or mini project falls due within a day (the due-date reminders). */
  dueSoon: (input: DueItem): NotificationEvent => dueItem('due_soon', input),

  /** An open test or mini project is past its due date. */
  overdue: (input: DueItem): NotificationEvent => dueItem('overdue', input),

  /** The learning access ends soon (the billing reminder, with its mail); renewed on /pricing. */
  accessEnding: (input: AccessEnd): NotificationEvent => ({
    kind: 'access_ending',
    params: { access: input.access, endsAt: input.endsAt.toISOString() },
    link: paths.student.pricing,
  }),

  accessEnded: (input: AccessEnd): NotificationEvent => ({
    kind: 'access_ended',
    params: { access: input.access, endsAt: input.endsAt.toISOString() },
    link: paths.student.pricing,
  }),
} satisfies Record<string, (input: never) => NotificationEvent>;

interface DueItem {
  item: 'task' | 'mini-project';
  id: number;
  title: string;
  dueAt: Date;
}

interface AccessEnd {
  /** A staff grant ends as a subscription does. */
  access: 'trial' | 'paid';
  endsAt: Date;
}

function dueItem(kind: 'due_soon' | 'overdue', input: DueItem): NotificationEvent {
  return {
    kind,
    params: { title: input.title, item: input.item, dueAt: input.dueAt.toISOString() },
    link:
      input.item === 'task' ? paths.student.task(input.id) : paths.student.miniProject(input.id),
  };
}

/** Who hears of new work to review, and of new applicants. */
export const STAFF: Recipients = { roles: ['mentor', 'admin'] };
export const ADMINS: Recipients = { roles: ['admin'] };
