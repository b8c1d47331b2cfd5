import {
  type CourseType,
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

/**
 * Who receives an event: the users named, everyone of the roles, or the students enrolled in a
 * direction or in some direction as a course format. Those who may no longer sign in are
 * always left out.
 */
export type Recipients =
  | { userIds: readonly number[] }
  | { roles: readonly Role[] }
  | { enrolled: { directionId: number } | { courseType: CourseType } };

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
  /** The Russian description kept with the payment, when it has one. */
  descriptionRu: string | null;
  amount: number;
  currency: string;
}

/** A payment's parameters: the Russian description only when it says something else. */
const paymentParams = ({ descriptionRu, ...payment }: Payment): NotificationParams => ({
  ...payment,
  ...(descriptionRu !== null && descriptionRu !== payment.description ? { descriptionRu } : {}),
});

interface Verdicted {
  title: string;
  verdict: Verdict;
  comment: string | null;
  /** An admin's correction of an earlier verdict (the comment is its reason). */
  corrected?: boolean;
}

const verdictParams = (input: Verdicted): NotificationParams => ({
  title: input.title,
  verdict: input.verdict,
  comment: firstLine(input.comment),
  ...(input.corrected ? { corrected: 1 } : {}),
});

export const notificationEvents = {
  miniProjectReviewed: (input: Verdicted & { miniProjectId: number }): NotificationEvent => ({
    kind: 'mini_project_reviewed',
    params: verdictParams(input),
    link: paths.student.miniProject(input.miniProjectId),
  }),

  taskReviewed: (input: Verdicted & { taskId: number }): NotificationEvent => ({
    kind: 'task_reviewed',
    params: verdictParams(input),
    link: paths.student.task(input.taskId),
  }),

  /** `amount` in minor units of `currency`; the payment history is on the pricing page. */
  paymentSucceeded: (input: Payment): NotificationEvent => ({
    kind: 'payment_succeeded',
    params: paymentParams(input),
    link: paths.student.pricing,
  }),

  paymentRefunded: (input: Payment): NotificationEvent => ({
    kind: 'payment_refunded',
    params: paymentParams(input),
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

  /** Staff: a student asked a question on a lecture; the link is the question's page. */
  lectureQuestion: (input: {
    questionId: number;
    lecture: string;
    author: string;
    body: string;
  }): NotificationEvent => ({
    kind: 'lecture_question',
    params: { title: input.lecture, author: input.author, excerpt: firstLine(input.body) },
    link: paths.admin.question(input.questionId),
  }),

  /** The announcement's titles in both languages: the reader's is shown. */
  announcementPosted: (input: { titleEn: string; titleRu: string }): NotificationEvent => ({
    kind: 'announcement',
    params: { titleEn: input.titleEn, titleRu: input.titleRu },
    link: paths.student.dashboard,
  }),

  /** Grouped per subject: "3 new in Web basics", the latest item's title below. */
  contentPublished: (input: {
    subjectId: number;
    subjectTitle: string;
    title: string;
  }): NotificationEvent => ({
    kind: 'content_published',
    params: { subject: input.subjectTitle, title: input.title },
    link: paths.student.subject(input.subjectId),
    groupKey: `subject-${input.subjectId}`,
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
