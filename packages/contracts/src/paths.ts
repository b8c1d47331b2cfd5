/** Routes of the web app (spec §2), the one place their strings are written. */
export const paths = {
  root: '/',
  home: '/home',
  terms: '/terms',
  privacy: '/privacy',
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
  student: {
    pricing: '/pricing',
    payment: '/payment',
    dashboard: '/dashboard',
    subject: (id: number | string) => `/subject/${id}`,
    task: (id: number | string) => `/task/${id}`,
    miniProject: (id: number | string) => `/mini-project/${id}`,
    lecture: (id: number | string) => `/lecture/${id}`,
    homework: (id: number | string) => `/homework/${id}`,
    certificates: '/certificates',
    profile: '/profile',
    changePassword: '/profile/change-password',
  },
  admin: {
    root: '/admin',
  },
} as const;

/** The student area's root: where a logged-in user lands. */
export const STUDENT_ROOT = paths.student.dashboard;

/** API calls (spec §7), relative to the versioned base path. */
export const apiPaths = {
  health: 'health',
  login: 'auth/login',
  refreshToken: 'auth/refresh-token',
  logout: 'auth/logout',
  forgotPassword: 'auth/forgot-password',
  setPassword: 'auth/set-password',
  resetPassword: 'auth/reset-password',
  verification: 'auth/verification',
  verificationResend: 'auth/verification/resend',
  registration: 'auth/registration',
  checkPhone: 'auth/check/phone',
  checkEmail: 'auth/check/email',
  students: 'students',
  studentPassword: 'students/password',
  studentCompletion: 'students/completion',
  subscriptions: 'subscriptions',
  paymentsPay: 'payments/pay',
  payments: 'payments',
  miniProject: (id: number | string) => `mini-projects/${id}`,
  directions: 'directions',
  direction: (id: number | string) => `directions/${id}`,
  countries: 'countries',
  applicantMe: 'applicants/me',
  subject: (id: number | string) => `subject/${id}`,
  lecture: (id: number | string) => `lectures/${id}`,
  task: (id: number | string) => `tasks/${id}`,
  taskAnswer: 'questions/task-answer',
  taskRetake: (id: number | string) => `tasks/retake/${id}`,
  weekDays: 'week-days',
  weekDaysAvailable: 'week-days/available',
  filePublic: (fileId: string) => `files/${fileId}/public`,
} as const;

/** The public address of a stored file (images, badges): {host}/v1/files/{fileId}/public. */
export function filePublicUrl(fileId: string, host = ''): string {
  return `${host}/v1/${apiPaths.filePublic(fileId)}`;
}
