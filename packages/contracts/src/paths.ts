/** Routes of the web app, the one place their strings are written. */
export const paths = {
  root: '/',
  home: '/home',
  terms: '/terms',
  privacy: '/privacy',
  /** A certificate's public verification page: anyone may open it, signed in or not. */
  verify: (code: string) => `/verify/${code}`,
  auth: {
    root: '/auth',
    login: '/auth/login',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    setPassword: '/auth/set-password',
    verification: '/auth/verification',
  },
  registration: {
    root: '/registration',
    mainInformation: '/registration/main-information',
    courseFormat: '/registration/course-format',
    examDate: '/registration/exam-date',
    examConfirmation: '/registration/exam-confirmation',
    /** Where the wizard ends: "check your e-mail". Public and unguarded. */
    checkEmail: '/registration/check-email',
  },
  /** The mailed link's page: an applicant of a cancelled sitting chooses another. */
  examBooking: '/exam-booking',
  student: {
    pricing: '/pricing',
    payment: '/payment',
    dashboard: '/dashboard',
    subject: (id: number | string) => `/subject/${id}`,
    task: (id: number | string) => `/task/${id}`,
    miniProject: (id: number | string) => `/mini-project/${id}`,
    lecture: (id: number | string) => `/lecture/${id}`,
    /** The open work of every subject; `homework(id)`: one subject's. */
    homeworkAll: '/homework',
    homework: (id: number | string) => `/homework/${id}`,
    certificates: '/certificates',
    /** The signed-in student's notifications (the header's bell). */
    notifications: '/notifications',
    profile: '/profile',
    changePassword: '/profile/change-password',
  },
  /**
   * The staff area. Mentors see the reviews; admins everything (ARCHITECTURE.md, "The staff
   * area").
   */
  admin: {
    root: '/admin',
    content: '/admin/content',
    contentDirection: (id: number | string) => `/admin/content/directions/${id}`,
    contentSubject: (id: number | string) => `/admin/content/subjects/${id}`,
    contentLecture: (id: number | string) => `/admin/content/lectures/${id}`,
    contentTask: (id: number | string) => `/admin/content/tasks/${id}`,
    contentMiniProject: (id: number | string) => `/admin/content/mini-projects/${id}`,
    examSchedule: '/admin/exam-schedule',
    applicants: '/admin/applicants',
    applicant: (id: number | string) => `/admin/applicants/${id}`,
    reviews: '/admin/reviews',
    reviewMiniProject: (id: number | string) => `/admin/reviews/mini-projects/${id}`,
    reviewTask: (id: number | string) => `/admin/reviews/tasks/${id}`,
    /** Students' lecture questions waiting for an answer, oldest first. */
    questions: '/admin/reviews/questions',
    question: (id: number | string) => `/admin/reviews/questions/${id}`,
    users: '/admin/users',
    user: (id: number | string) => `/admin/users/${id}`,
    audit: '/admin/audit',
    payments: '/admin/payments',
    payment: (id: number | string) => `/admin/payments/${id}`,
    plans: '/admin/plans',
    promotions: '/admin/promotions',
    announcements: '/admin/announcements',
    /** The signed-in staff member's notifications (the header's bell). */
    notifications: '/admin/notifications',
    /** The signed-in staff member's own account: devices and two-step verification. */
    account: '/admin/account',
    changePassword: '/admin/account/change-password',
  },
} as const;

/** The student area's root: where a logged-in user lands. */
export const STUDENT_ROOT = paths.student.dashboard;
