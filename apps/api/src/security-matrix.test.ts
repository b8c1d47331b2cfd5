import {
  API_BASE_PATH,
  allEndpoints,
  allowedRoles,
  BLACKLISTED_MESSAGE,
  type Certificate,
  type EndpointDefinition,
  type EndpointName,
  endpointErrors,
  endpointPath,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type LoginResponse,
  type PaymentResult,
  type Role,
  requiresSignIn,
  successStatuses,
  WEBHOOK_SIGNATURE_HEADER,
} from '@academy/contracts';
import {
  ANOTHER_VALID_PASSWORD,
  aNewPassword,
  aRegistrationRequest,
  uniqueArmenianMobile,
  uniqueEmail,
  VALID_PASSWORD,
} from '@academy/testing';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  applicants,
  chapters as chapterRows,
  directions,
  examBookings,
  examSlots,
  lectureAttachments,
  lectures,
  miniProjects,
  notifications,
  oneTimeTokens,
  payments,
  projectAssignments,
  projectSubmissions,
  promotionCodes,
  subjects,
  taskAssignments,
  tasks,
  users,
} from './db/schema/index.js';
import { hashPassword } from './lib/passwords.js';
import { gradientPng } from './lib/png.js';
import { signWebhook } from './modules/billing/index.js';
import { notificationEvents, notify } from './modules/notifications/index.js';
import { totpCode } from './modules/two-factor/index.js';
import { buildTestApp, type TestApp } from './test/app.js';
import {
  createPlans,
  recordPaidRetake,
  TEST_WEBHOOK_SECRET,
  testBillingConfig,
} from './test/billing-builders.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createStoredFile,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  register,
  STAFF_TWO_FACTOR_SECRET,
  testClock,
  verificationTokenIn,
} from './test/builders.js';
import { sampleFolder, zipOf } from './test/content-archives.js';
import {
  type CreatedContent,
  createContent,
  enrol,
  freeText,
  singleChoice,
} from './test/learning-builders.js';
import {
  type FormPart,
  GITHUB_LINK,
  multipartForm,
  sampleFiles,
  submitMiniProject,
  uploadFile,
} from './test/mini-projects.js';
import { rightAnswer, submitted, wrongAnswer } from './test/task-requests.js';

/*
 * The security matrix (ARCHITECTURE.md, "Route groups"): every endpoint of contracts'
 * catalogue, called by every kind of caller, with the status each one gets written out below.
 * The route groups' own tests (routing/groups.test.ts, routing/staff-access.test.ts) try the
 * guards on probes and on requests without input; here every request is valid input for the
 * real endpoint, aimed at real rows, so what differs from one column to the next is who calls.
 *
 * Columns, in this order:
 * - visitor: no token (for the mailed-link endpoints, the link's token: what a visitor holds);
 * - applicant: registered through the API, e-mail confirmed through the mailed link, not admitted;
 * - otherStudent: a student enrolled in another direction than the content the requests name;
 * - student: enrolled in that direction, with a running trial;
 * - mentor, admin: staff;
 * - blacklisted: a student of that direction, blacklisted by an admin after signing in. Every
 *   signed-in call of theirs is 404 err_user_blacklisted (ARCHITECTURE.md, "Endpoints").
 *
 * Each signed-in column sends its own access token as bearer, also to public endpoints (which
 * ignore it) and to mailed-link endpoints (where a session's token is not a link: 400 ERR_TOKEN_INVALID,
 * never 401). Calls whose success would change what other rows rely on aim at rows made for
 * them alone (a direction to delete, a user to blacklist, a submission per reviewer), and the
 * password change is made by a fresh user of the column's kind.
 *
 * Adding an endpoint to contracts fails the first test until it has a row in `expected` and a
 * request in `requests` (ARCHITECTURE.md, "Route groups").
 */

const columns = [
  'visitor',
  'applicant',
  'otherStudent',
  'student',
  'mentor',
  'admin',
  'blacklisted',
] as const;
type Column = (typeof columns)[number];

type Status = 200 | 201 | 204 | 400 | 401 | 403 | 404 | 409;
type Statuses = readonly [Status, Status, Status, Status, Status, Status, Status];

/** A plan as the admin's form sends it (the matrix's creation and change). */
const matrixPlan = {
  courseType: 'offline',
  periodMonths: 2,
  priceAmount: 5000,
  nameEn: 'Matrix plan',
  nameRu: 'Тариф матрицы',
} as const;

// biome-ignore format: a table, one column per caller
const expected: Record<EndpointName, Statuses> = {
  //                                 visitor applicant otherStudent student mentor admin blacklisted

  /* Health, reference data, files, pricing: anyone. */
  health:                             [200, 200, 200, 200, 200, 200, 200],
  healthLive:                         [200, 200, 200, 200, 200, 200, 200],
  healthReady:                        [200, 200, 200, 200, 200, 200, 200],
  listCountries:                          [200, 200, 200, 200, 200, 200, 200],
  listWeekDays:                           [200, 200, 200, 200, 200, 200, 200],
  listAvailableExamSlots:                  [200, 200, 200, 200, 200, 200, 200],
  getPublicFile:                         [200, 200, 200, 200, 200, 200, 200],
  getPricing:                            [200, 200, 200, 200, 200, 200, 200],
  receivePaymentWebhook:                     [204, 204, 204, 204, 204, 204, 204],

  /* Registration and sessions: anyone. */
  checkEmail:                         [200, 200, 200, 200, 200, 200, 200],
  checkPhone:                         [200, 200, 200, 200, 200, 200, 200],
  register:                       [201, 201, 201, 201, 201, 201, 201],
  resendVerification:                 [200, 200, 200, 200, 200, 200, 200],
  login:                              [200, 200, 200, 200, 200, 200, 200],
  refreshToken:                       [200, 200, 200, 200, 200, 200, 200],
  logout:                             [204, 204, 204, 204, 204, 204, 204],
  forgotPassword:                     [200, 200, 200, 200, 200, 200, 200],

  /* Mailed links: the visitor holds a link; a session's access token is no link. */
  verifyEmail:                       [200, 400, 400, 400, 400, 400, 400],
  resetPassword:                      [204, 400, 400, 400, 400, 400, 400],
  setPassword:                        [200, 400, 400, 400, 400, 400, 400],
  // Answers whether the bearer can be used (`usable: false` for a session's token).
  checkPasswordLink:                       [200, 200, 200, 200, 200, 200, 200],
  // The link to book another sitting once staff cancelled one: only its own applicant.
  getExamRebooking:                   [200, 400, 400, 400, 400, 400, 400],
  bookExamWithLink:                   [200, 400, 400, 400, 400, 400, 400],

  /* The login's second step: the challenge token in the body opens it, whoever calls. */
  beginTwoFactorEnrolment:            [200, 200, 200, 200, 200, 200, 200],
  confirmTwoFactorEnrolment:          [200, 200, 200, 200, 200, 200, 200],
  verifySecondFactor:                 [200, 200, 200, 200, 200, 200, 200],

  /* Certificates anyone may check. */
  verifyCertificate:                  [200, 200, 200, 200, 200, 200, 200],
  getCertificateCredential:              [200, 200, 200, 200, 200, 200, 200],
  getCredentialIssuer:                   [200, 200, 200, 200, 200, 200, 200],
  getCredentialKeys:                     [200, 200, 200, 200, 200, 200, 200],
  getCredentialStatusList:               [200, 200, 200, 200, 200, 200, 200],

  /* Any signed-in user. */
  getMe:                           [401, 200, 200, 200, 200, 200, 404],
  updateMyProfile:                      [401, 403, 200, 200, 403, 403, 404],
  changePassword:                    [401, 204, 204, 204, 204, 204, 404],
  listMySessions:                    [401, 200, 200, 200, 200, 200, 404],
  endMySession:                      [401, 204, 204, 204, 204, 204, 404],
  listMyNotifications:               [401, 200, 200, 200, 200, 200, 404],
  getMyUnreadNotifications:          [401, 200, 200, 200, 200, 200, 404],
  readMyNotification:                [401, 204, 204, 204, 204, 204, 404],
  readAllMyNotifications:            [401, 204, 204, 204, 204, 204, 404],
  streamMyNotifications:             [401, 200, 200, 200, 200, 200, 404],
  getMyNotificationPreferences:      [401, 200, 200, 200, 200, 200, 404],
  updateMyNotificationPreferences:   [401, 200, 200, 200, 200, 200, 404],
  // The caller's own second factor: staff have one already and must keep it.
  getMyTwoFactor:                     [401, 200, 200, 200, 200, 200, 404],
  beginMyTwoFactor:                   [401, 200, 200, 200, 409, 409, 404],
  confirmMyTwoFactor:                 [401, 200, 200, 200, 409, 409, 404],
  disableMyTwoFactor:                 [401, 204, 204, 204, 409, 409, 404],
  replaceMyRecoveryCodes:             [401, 200, 200, 200, 200, 200, 404],
  // The student's own file: to them and to staff; 404 to anyone else.
  getSubmittedFile:                      [401, 404, 404, 200, 200, 200, 404],
  // A thread on the student's work or question: its student and staff; for anyone else it
  // does not exist.
  getConversation:                       [401, 404, 404, 200, 200, 200, 404],
  createConversationMessage:             [401, 404, 404, 201, 201, 201, 404],
  uploadConversationFile:                [401, 404, 404, 201, 201, 201, 404],
  getConversationFile:                   [401, 404, 404, 200, 200, 200, 404],
  // Applicants, and students (who were applicants first).
  getMyApplication:                        [401, 200, 200, 200, 403, 403, 404],

  /* Learning: students, in the directions they are enrolled in. */
  listMyDirections:                         [401, 403, 200, 200, 403, 403, 404],
  getDirection:                          [401, 403, 403, 200, 403, 403, 404],
  getSubject:                            [401, 403, 403, 200, 403, 403, 404],
  getHomework:                           [401, 403, 403, 200, 403, 403, 404],
  listMyHomework:                         [401, 403, 200, 200, 403, 403, 404],
  getMyCalendarFeed:                      [401, 403, 200, 200, 403, 403, 404],
  createMyCalendarFeed:                   [401, 403, 201, 201, 403, 403, 404],
  deleteMyCalendarFeed:                   [401, 403, 204, 204, 403, 403, 404],
  // The address is the credential: any caller holding it reads the student's calendar.
  getCalendarFeed:                        [200, 200, 200, 200, 200, 200, 200],
  getLastOpenedLecture:                  [401, 403, 200, 200, 403, 403, 404],
  getLecture:                            [401, 403, 403, 200, 403, 403, 404],
  listLectureQuestions:                  [401, 403, 403, 200, 403, 403, 404],
  askLectureQuestion:                    [401, 403, 403, 201, 403, 403, 404],
  completeLecture:                      [401, 403, 403, 200, 403, 403, 404],
  getTask:                               [401, 403, 403, 200, 403, 403, 404],
  submitTaskAnswers:                         [401, 403, 403, 200, 403, 403, 404],
  openTaskRetake:                         [401, 403, 403, 200, 403, 403, 404],
  getMiniProject:                        [401, 403, 403, 200, 403, 403, 404],
  submitMiniProject:                  [401, 403, 403, 200, 403, 403, 404],
  uploadMiniProjectFile:              [401, 403, 403, 201, 403, 403, 404],

  /* Billing and certificates: students. Another direction's retake is 403, another's payment or
     certificate 404. */
  listMySubscriptions:                      [401, 403, 200, 200, 403, 403, 404],
  listMyPayments:                           [401, 403, 200, 200, 403, 403, 404],
  // Any student may check a code against a plan: it changes nothing.
  checkPromotion:                           [401, 403, 200, 200, 403, 403, 404],
  pay:                                [401, 403, 403, 201, 403, 403, 404],
  // The student's own attempt, by its idempotency key: another student's key is not found.
  getMyPaymentAttempt:                     [401, 403, 404, 200, 403, 403, 404],
  getMyPaymentReceipt:                     [401, 403, 404, 200, 403, 403, 404],
  getMyCreditNote:                         [401, 403, 404, 200, 403, 403, 404],
  updatePayment:                      [401, 403, 404, 200, 403, 403, 404],
  listMyCertificates:                         [401, 403, 200, 200, 403, 403, 404],
  getCertificatePdf:                     [401, 403, 404, 200, 403, 403, 404],

  /* Reviews: mentors and admins. */
  listReviewQueue:                        [401, 403, 403, 403, 200, 200, 404],
  listWaitingQuestions:                   [401, 403, 403, 403, 200, 200, 404],
  getStaffLectureQuestion:                [401, 403, 403, 403, 200, 200, 404],
  shareLectureQuestion:                   [401, 403, 403, 403, 200, 200, 404],
  /* Announcements: admins post and withdraw; every student reads those that reach them. */
  listAdminAnnouncements:                 [401, 403, 403, 403, 403, 200, 404],
  createAnnouncement:                     [401, 403, 403, 403, 403, 201, 404],
  withdrawAnnouncement:                   [401, 403, 403, 403, 403, 200, 404],
  listMyAnnouncements:                    [401, 403, 200, 200, 403, 403, 404],
  getMiniProjectReview:                  [401, 403, 403, 403, 200, 200, 404],
  reviewMiniProject:            [401, 403, 403, 403, 200, 200, 404],
  getTaskReview:                         [401, 403, 403, 403, 200, 200, 404],
  reviewTaskAttempt:                   [401, 403, 403, 403, 200, 200, 404],

  /* The rest of the staff area: admins only. */
  revokeCertificate:                  [401, 403, 403, 403, 403, 200, 404],
  correctReviewVerdict:                      [401, 403, 403, 403, 403, 200, 404],
  listAuditLog:                       [401, 403, 403, 403, 403, 200, 404],
  exportAuditLog:                     [401, 403, 403, 403, 403, 200, 404],
  getAdminDashboard:                          [401, 403, 403, 403, 403, 200, 404],
  getExamSchedule:                    [401, 403, 403, 403, 403, 200, 404],
  updateExamSchedule:                 [401, 403, 403, 403, 403, 200, 404],
  listExamSlots:                      [401, 403, 403, 403, 403, 200, 404],
  listExamSlotBookings:                   [401, 403, 403, 403, 403, 200, 404],
  recordExamAttendance:                   [401, 403, 403, 403, 403, 200, 404],
  cancelExamSitting:                      [401, 403, 403, 403, 403, 200, 404],
  moveExamSitting:                        [401, 403, 403, 403, 403, 200, 404],
  recordSittingExamResults:               [401, 403, 403, 403, 403, 200, 404],

  listAdminDirections:                    [401, 403, 403, 403, 403, 200, 404],
  createDirection:                    [401, 403, 403, 403, 403, 201, 404],
  reorderDirections:                  [401, 403, 403, 403, 403, 200, 404],
  getAdminDirection:                     [401, 403, 403, 403, 403, 200, 404],
  updateDirection:                    [401, 403, 403, 403, 403, 200, 404],
  setDirectionStatus:                    [401, 403, 403, 403, 403, 200, 404],
  getDirectionDeletionImpact:            [401, 403, 403, 403, 403, 200, 404],
  deleteDirection:                    [401, 403, 403, 403, 403, 204, 404],
  uploadDirectionImage:               [401, 403, 403, 403, 403, 200, 404],
  importDirection:                    [401, 403, 403, 403, 403, 201, 404],
  exportDirection:                    [401, 403, 403, 403, 403, 200, 404],
  removeDirectionImage:               [401, 403, 403, 403, 403, 200, 404],
  listAdminSubjects:                      [401, 403, 403, 403, 403, 200, 404],
  createSubject:                      [401, 403, 403, 403, 403, 201, 404],
  reorderSubjects:                    [401, 403, 403, 403, 403, 200, 404],
  getAdminSubject:                       [401, 403, 403, 403, 403, 200, 404],
  updateSubject:                      [401, 403, 403, 403, 403, 200, 404],
  setSubjectStatus:                      [401, 403, 403, 403, 403, 200, 404],
  getSubjectDeletionImpact:              [401, 403, 403, 403, 403, 200, 404],
  deleteSubject:                      [401, 403, 403, 403, 403, 204, 404],
  listAdminChapters:                      [401, 403, 403, 403, 403, 200, 404],
  createChapter:                      [401, 403, 403, 403, 403, 201, 404],
  reorderChapters:                    [401, 403, 403, 403, 403, 200, 404],
  updateChapter:                      [401, 403, 403, 403, 403, 200, 404],
  setChapterStatus:                      [401, 403, 403, 403, 403, 200, 404],
  getChapterPublishPlan:                 [401, 403, 403, 403, 403, 200, 404],
  publishChapter:                     [401, 403, 403, 403, 403, 200, 404],
  getChapterDeletionImpact:              [401, 403, 403, 403, 403, 200, 404],
  deleteChapter:                      [401, 403, 403, 403, 403, 204, 404],
  createLecture:                      [401, 403, 403, 403, 403, 201, 404],
  createTask:                         [401, 403, 403, 403, 403, 201, 404],
  createMiniProject:                  [401, 403, 403, 403, 403, 201, 404],
  reorderChapterItems:                [401, 403, 403, 403, 403, 200, 404],

  getAdminLecture:                       [401, 403, 403, 403, 403, 200, 404],
  updateAdminLecture:                 [401, 403, 403, 403, 403, 200, 404],
  setAdminLectureStatus:              [401, 403, 403, 403, 403, 200, 404],
  getAdminLectureDeletionImpact:         [401, 403, 403, 403, 403, 200, 404],
  deleteAdminLecture:                 [401, 403, 403, 403, 403, 204, 404],
  uploadLectureAttachment:            [401, 403, 403, 403, 403, 201, 404],
  renameLectureAttachment:            [401, 403, 403, 403, 403, 200, 404],
  deleteLectureAttachment:            [401, 403, 403, 403, 403, 204, 404],
  reorderLectureAttachments:          [401, 403, 403, 403, 403, 200, 404],
  getAdminTask:                          [401, 403, 403, 403, 403, 200, 404],
  saveAdminTask:                      [401, 403, 403, 403, 403, 200, 404],
  checkCodeExercise:                  [401, 403, 403, 403, 403, 200, 404],
  setAdminTaskStatus:                 [401, 403, 403, 403, 403, 200, 404],
  getAdminTaskDeletionImpact:            [401, 403, 403, 403, 403, 200, 404],
  deleteAdminTask:                    [401, 403, 403, 403, 403, 204, 404],
  getAdminMiniProject:                   [401, 403, 403, 403, 403, 200, 404],
  saveAdminMiniProject:               [401, 403, 403, 403, 403, 200, 404],
  setAdminMiniProjectStatus:          [401, 403, 403, 403, 403, 200, 404],
  getAdminMiniProjectDeletionImpact:     [401, 403, 403, 403, 403, 200, 404],
  deleteAdminMiniProject:             [401, 403, 403, 403, 403, 204, 404],

  listAdminUsers:                         [401, 403, 403, 403, 403, 200, 404],
  getAdminUser:                          [401, 403, 403, 403, 403, 200, 404],
  blacklistUser:                      [401, 403, 403, 403, 403, 200, 404],
  restoreUser:                        [401, 403, 403, 403, 403, 200, 404],
  sendUserResetLink:                  [401, 403, 403, 403, 403, 200, 404],
  blacklistUsers:                     [401, 403, 403, 403, 403, 200, 404],
  sendUsersResetLinks:                [401, 403, 403, 403, 403, 200, 404],
  issueTemporaryPassword:             [401, 403, 403, 403, 403, 204, 404],
  changeUserRole:                     [401, 403, 403, 403, 403, 200, 404],
  deactivateUser:                     [401, 403, 403, 403, 403, 200, 404],
  reactivateUser:                     [401, 403, 403, 403, 403, 200, 404],
  listUserSessions:                   [401, 403, 403, 403, 403, 200, 404],
  endUserSession:                     [401, 403, 403, 403, 403, 204, 404],
  listStaffInvitations:               [401, 403, 403, 403, 403, 200, 404],
  inviteStaff:                        [401, 403, 403, 403, 403, 201, 404],
  resendStaffInvitation:              [401, 403, 403, 403, 403, 200, 404],
  revokeStaffInvitation:              [401, 403, 403, 403, 403, 204, 404],
  enrolStudent:                       [401, 403, 403, 403, 403, 200, 404],
  changeEnrolment:                    [401, 403, 403, 403, 403, 200, 404],
  endEnrolment:                       [401, 403, 403, 403, 403, 200, 404],
  getUserTwoFactor:                   [401, 403, 403, 403, 403, 200, 404],
  resetUserTwoFactor:                 [401, 403, 403, 403, 403, 204, 404],

  /* The payments ledger, refunds and grants: admins only, mentors too are refused. */
  listAdminPayments:                  [401, 403, 403, 403, 403, 200, 404],
  exportAdminPayments:                [401, 403, 403, 403, 403, 200, 404],
  getPaymentTotals:                   [401, 403, 403, 403, 403, 200, 404],
  getAdminPayment:                    [401, 403, 403, 403, 403, 200, 404],
  getAdminPaymentReceipt:             [401, 403, 403, 403, 403, 200, 404],
  getAdminCreditNote:                 [401, 403, 403, 403, 403, 200, 404],
  refundPayment:                      [401, 403, 403, 403, 403, 201, 404],
  listAdminUserPayments:              [401, 403, 403, 403, 403, 200, 404],
  grantAccess:                        [401, 403, 403, 403, 403, 201, 404],
  /* Plans and prices: admins. */
  listAdminPlans:                     [401, 403, 403, 403, 403, 200, 404],
  createPlan:                         [401, 403, 403, 403, 403, 201, 404],
  updatePlan:                         [401, 403, 403, 403, 403, 200, 404],
  deactivatePlan:                     [401, 403, 403, 403, 403, 200, 404],
  reactivatePlan:                     [401, 403, 403, 403, 403, 200, 404],
  movePlan:                           [401, 403, 403, 403, 403, 200, 404],
  updateRetakePrice:                  [401, 403, 403, 403, 403, 200, 404],
  listAdminPromotions:                [401, 403, 403, 403, 403, 200, 404],
  createPromotion:                    [401, 403, 403, 403, 403, 201, 404],
  updatePromotion:                    [401, 403, 403, 403, 403, 200, 404],
  deactivatePromotion:                [401, 403, 403, 403, 403, 200, 404],

  listApplicants:                     [401, 403, 403, 403, 403, 200, 404],
  exportApplicants:                   [401, 403, 403, 403, 403, 200, 404],
  getApplicant:                       [401, 403, 403, 403, 403, 200, 404],
  recordExamResult:                   [401, 403, 403, 403, 403, 200, 404],
  resendApplicantVerification:        [401, 403, 403, 403, 403, 200, 404],
  bookApplicantExam:                  [401, 403, 403, 403, 403, 200, 404],
  sendApplicantBookingLink:           [401, 403, 403, 403, 403, 200, 404],
  admitApplicant:                     [401, 403, 403, 403, 403, 200, 404],
  rejectApplicant:                    [401, 403, 403, 403, 403, 200, 404],
  recordExamResults:                  [401, 403, 403, 403, 403, 200, 404],
  admitApplicants:                    [401, 403, 403, 403, 403, 200, 404],
  rejectApplicants:                   [401, 403, 403, 403, 403, 200, 404],
  /* Grades and records out: admins. */
  exportDirectionGrades:              [401, 403, 403, 403, 403, 200, 404],
  exportSubjectGrades:                [401, 403, 403, 403, 403, 200, 404],
  getStudentRecordPdf:                [401, 403, 403, 403, 403, 200, 404],
  listAdmissionDirections:                [401, 403, 403, 403, 403, 200, 404],
};

/** The role each signed-in column has (the blacklisted user is a student). */
const roleOf: Record<Exclude<Column, 'visitor'>, Role> = {
  applicant: 'applicant',
  otherStudent: 'student',
  student: 'student',
  mentor: 'mentor',
  admin: 'admin',
  blacklisted: 'student',
};

/** One cell's request, beside the endpoint's method and path. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON. */
  form?: FormPart[];
  headers?: Record<string, string>;
  /** Sent as bearer instead of the column's own access token; null: none. */
  bearer?: string | null;
  /** An answer that does not end (an event stream): a 200 is judged by its head alone. */
  endless?: boolean;
}

/* ---- The world the requests aim at, made once in beforeAll ---- */

/** Saturday 08:00 UTC; Monday 11:00 in Yerevan (UTC+4) is a sitting with free seats. */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
/** Monday 15:00 in Yerevan, the schedule's other sitting that day. */
const MONDAY_15 = '2026-11-23T11:00:00.000Z';
const EXAM_DATES = { from: '2026-11-21', to: '2026-11-30' };

let t: TestApp;
let passwordHash: string;
let armenia: number;
const tokens = {} as Record<Exclude<Column, 'visitor'>, string>;
const ids = {} as {
  student: number;
  applicant: number;
  slot: number;
  privateFile: string;
  publicFile: string;
  pendingPayment: number;
  /** A promotion code staff edit, and one they stop. */
  promotion: number;
  promotionToStop: number;
  succeededPayment: number;
  succeededPaymentReference: string;
  /** A succeeded refund of the student's succeeded payment. */
  creditNote: number;
  taskAttempt: { mentor: number; admin: number };
  submission: { mentor: number; admin: number };
  /** The student's question on the first lecture. */
  lectureQuestion: number;
  /** A file the student sent in the thread of `submission.mentor`. */
  threadFile: string;
  /** A failed submission whose verdict the admin corrects. */
  decidedSubmission: number;
  attachments: number[];
  blacklistTarget: number;
  restoreTarget: number;
  resetLinkTarget: number;
  temporaryPasswordTarget: number;
  roleTarget: number;
  deactivateTarget: number;
  reactivateTarget: number;
  /** A user signed in once, whose session the admin ends. */
  sessionTarget: { id: number; sessionId: string };
  resendInvitationTarget: number;
  revokeInvitationTarget: number;
  /** Students whose enrolments the admin makes, changes and ends. */
  enrolTarget: number;
  enrolmentChangeTarget: number;
  enrolmentEndTarget: number;
  examResultTarget: number;
  /** An applicant booked in a sitting that has started, whose attendance is recorded. */
  pastSitting: { slot: number; applicant: number };
  /** Coming sittings off the weekly schedule, one each, that the admin cancels and moves. */
  sittingToCancel: number;
  sittingToMove: number;
  verificationMailTarget: number;
  bookingTarget: number;
  bookingLinkTarget: number;
  admissionTarget: number;
  rejectionTarget: number;
  /** Bulk calls answer 200 whatever each id's outcome: one applicant and one user serve them. */
  bulkApplicantTarget: number;
  bulkUserTarget: number;
};
let certificate: Certificate;
let certificateToRevoke: Certificate;
let links: {
  verification: string;
  reset: string;
  check: string;
  temporaryLogin: string;
  /** Links to book another sitting (mailed when one was cancelled): one shown, one used. */
  rebookingShown: string;
  rebooking: string;
};
/** The direction the student (and the blacklisted user) study, and the one elsewhere. */
let learning: CreatedContent;
let elsewhere: CreatedContent;
/** Content admins edit in place, and trees made only to be deleted. */
let scratch: CreatedContent;
let doomed: { direction: CreatedContent; subject: CreatedContent; chapter: CreatedContent };
let doomedItems: CreatedContent;
let publishable: CreatedContent;

const first = <T>(rows: readonly T[]): T => {
  const row = rows[0];
  if (row === undefined) throw new Error('No row');
  return row;
};

/** Promotion codes for the staff's rows: one edited, one stopped; MATRIX10 is checked. */
async function matrixPromotions() {
  const rows = await t.app.db
    .insert(promotionCodes)
    .values(
      ['MATRIX10', 'MATRIXEDIT', 'MATRIXSTOP'].map((code) => ({
        code,
        kind: 'percent' as const,
        value: 10,
        currency: 'USD',
      })),
    )
    .returning({ id: promotionCodes.id });
  return { promotion: rows[1]?.id ?? 0, promotionToStop: rows[2]?.id ?? 0 };
}

/** An announcement as the staff's form sends it: to a direction, or to everyone. */
const matrixAnnouncement = (directionId: number | null) => ({
  audience: directionId === null ? ('everyone' as const) : ('direction' as const),
  directionId,
  courseType: null,
  titleEn: 'Matrix notice',
  titleRu: 'Объявление матрицы',
  bodyEn: 'Read **this**.',
  bodyRu: 'Прочтите **это**.',
});

/** A matrix promotion code as the admin's form sends it. */
const matrixPromotion = {
  code: 'MATRIXNEW',
  kind: 'fixed',
  value: 500,
  planIds: [],
  validFrom: null,
  validUntil: null,
  maxUses: 10,
} as const;

/** A user with the known password (hashed once for all), signed in. */
async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, { passwordHash, ...overrides });
  return { ...user, token: (await login(t.app, user)).accessToken };
}

/** An applicant registered through the API, with a booked seat; the mail links to confirm. */
async function registeredApplicant() {
  const body = aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11 });
  const response = await register(t.app, body);
  if (response.statusCode !== 201) throw new Error(`Registration: ${response.body}`);
  const row = first(
    await t.app.db
      .select({ applicantId: applicants.id, userId: users.id })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(users.email, body.email)),
  );
  const mail = await latestMailTo(t.app, body.email);
  return { ...row, email: body.email, verificationToken: verificationTokenIn(mail.text) };
}

/** A request of the world's making, which must succeed. */
async function made(request: InjectOptions) {
  const response = await t.app.inject(request);
  if (response.statusCode >= 300) {
    throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  }
  return response;
}

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  made({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: bearer(tokens.admin),
    ...(payload ? { payload } : {}),
  });

async function resetLinkOf(email: string) {
  await made({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
  return linkTokenIn((await latestMailTo(t.app, email)).text, '/auth/reset-password');
}

/** An application row, as admission leaves it, for a student made straight in the database. */
async function admittedApplication(userId: number) {
  await t.app.db.insert(applicants).values({
    userId,
    occupation: 'student',
    university: 'Yerevan State University',
    faculty: 'Informatics',
    countryId: armenia,
    city: 'Yerevan',
    englishLevel: 'B2',
    courseType: 'online',
    status: 'admitted',
    admittedAt: clock.now(),
  });
}

beforeAll(async () => {
  t = await buildTestApp(
    {
      billing: testBillingConfig,
    },
    { now: clock.now },
  );
  passwordHash = await hashPassword(VALID_PASSWORD);
  armenia = await countryId(t.app);
  await createExamSchedule(t.app, {
    entries: [
      { weekday: 1, time: '11:00', capacity: 60 },
      { weekday: 1, time: '15:00', capacity: 60 },
    ],
  });
  await createPlans(t.app);

  learning = await createContent(t.app, {
    directionTitle: 'Learning',
    chapters: [
      {
        lectures: 1,
        // A test to answer, one failed with its retake paid, two waiting for a reviewer, one
        // failed whose retake is for sale.
        tasks: [
          { questions: [singleChoice()] },
          { questions: [singleChoice()] },
          { questions: [freeText()] },
          { questions: [freeText()] },
          { questions: [singleChoice()] },
        ],
        // A mini project to submit, two submitted waiting for a reviewer.
        // The last one: reviewed in the set-up, its verdict for the admin to correct.
        miniProjects: [{}, {}, {}, {}],
      },
    ],
  });
  elsewhere = await createContent(t.app, { directionTitle: 'Elsewhere' });
  const certified = await createContent(t.app, {
    directionTitle: 'Certified',
    chapters: [{ lectures: 1 }],
  });
  scratch = await createContent(t.app, { directionTitle: 'Scratch' });
  doomed = {
    direction: await createContent(t.app, { directionTitle: 'Doomed direction' }),
    subject: await createContent(t.app, { directionTitle: 'Doomed subject' }),
    chapter: await createContent(t.app, { directionTitle: 'Doomed chapter' }),
  };
  doomedItems = await createContent(t.app, { directionTitle: 'Doomed items' });
  publishable = await createContent(t.app, { directionTitle: 'Published at once' });

  const admin = await signedInUser({ role: 'admin' });
  const mentor = await signedInUser({ role: 'mentor' });
  const student = await signedInUser();
  const otherStudent = await signedInUser();
  const blacklisted = await signedInUser();
  await enrol(t.app, student.id, learning.directionId);
  await enrol(t.app, student.id, certified.directionId);
  await enrol(t.app, otherStudent.id, elsewhere.directionId);
  await enrol(t.app, blacklisted.id, learning.directionId);
  await admittedApplication(student.id);
  await admittedApplication(otherStudent.id);
  Object.assign(tokens, {
    admin: admin.token,
    mentor: mentor.token,
    student: student.token,
    otherStudent: otherStudent.token,
    blacklisted: blacklisted.token,
  });

  // The applicant signs up and confirms the address: the link's answer is their access token.
  const applicant = await registeredApplicant();
  const verified = await made({
    method: 'POST',
    url: '/v1/auth/verification',
    headers: bearer(applicant.verificationToken),
    payload: {},
  });
  tokens.applicant = verified.json<{ accessToken: string }>().accessToken;

  // The student's work: a certificate, a failed test with its retake paid, work to review.
  const studentHeaders = { ...student, headers: bearer(student.token) };
  const [task, failedTask, reviewedByMentor, reviewedByAdmin, unpaidRetake] =
    learning.chapters[0]?.tasks ?? [];
  const [project, projectForMentor, projectForAdmin, projectToCorrect] =
    learning.chapters[0]?.miniProjects ?? [];
  if (!task || !failedTask || !reviewedByMentor || !reviewedByAdmin || !unpaidRetake) {
    throw new Error('tasks');
  }
  if (!project || !projectForMentor || !projectForAdmin || !projectToCorrect) {
    throw new Error('mini projects');
  }

  await made({
    method: 'PATCH',
    url: `/v1/lectures/${first(certified.lectureIds)}`,
    headers: bearer(student.token),
    payload: { status: 'completed' },
  });
  const issued = (
    await made({
      method: 'GET',
      url: '/v1/students/completion',
      headers: bearer(student.token),
    })
  ).json<Certificate[]>();
  const subjectCertificate = issued.find((c) => c.kind === 'subject');
  const directionCertificate = issued.find((c) => c.kind === 'direction');
  if (!subjectCertificate || !directionCertificate) throw new Error('No certificates issued');
  certificate = subjectCertificate;
  certificateToRevoke = directionCertificate;

  await submitted(t.app, studentHeaders, failedTask.id, [wrongAnswer(first(failedTask.questions))]);
  await recordPaidRetake(t.app.db, student.id, failedTask.id);
  await submitted(t.app, studentHeaders, unpaidRetake.id, [
    wrongAnswer(first(unpaidRetake.questions)),
  ]);
  const attemptOf = async (reviewed: typeof task) => {
    await submitted(t.app, studentHeaders, reviewed.id, [rightAnswer(first(reviewed.questions))]);
    const row = first(
      await t.app.db
        .select({ id: taskAssignments.id })
        .from(taskAssignments)
        .where(
          and(eq(taskAssignments.userId, student.id), eq(taskAssignments.taskId, reviewed.id)),
        ),
    );
    return row.id;
  };
  const submissionOf = async (miniProject: typeof project) => {
    const response = await submitMiniProject(t.app, student.token, miniProject.id, {
      githubLink: GITHUB_LINK,
      answers: miniProject.questions.map((q) => ({ questionId: q.id, answerText: 'A page' })),
    });
    if (response.statusCode !== 200) throw new Error(`Submission: ${response.body}`);
    const row = first(
      await t.app.db
        .select({ id: projectSubmissions.id })
        .from(projectSubmissions)
        .innerJoin(
          projectAssignments,
          eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
        )
        .where(
          and(
            eq(projectAssignments.userId, student.id),
            eq(projectAssignments.miniProjectId, miniProject.id),
          ),
        ),
    );
    return row.id;
  };
  const upload = await uploadFile(t.app, student.token, project.id, {
    name: 'notes.txt',
    data: sampleFiles.text(),
  });
  if (upload.statusCode !== 201) throw new Error(`Upload: ${upload.body}`);
  const publicFile = await createStoredFile(t.app, { visibility: 'public' });

  // A registered applicant's booking moved to a sitting of yesterday.
  const pastSitting = async () => {
    const { applicantId } = await registeredApplicant();
    const slot = first(
      await t.app.db
        .insert(examSlots)
        .values({
          startsAt: new Date(clock.now().getTime() - 24 * 60 * 60 * 1000),
          capacity: 1,
          booked: 1,
        })
        .returning({ id: examSlots.id }),
    );
    await t.app.db
      .update(examBookings)
      .set({ slotId: slot.id })
      .where(eq(examBookings.applicantId, applicantId));
    return { slot: slot.id, applicant: applicantId };
  };

  // A coming sitting off the weekly schedule, `days` ahead, with nobody booked yet.
  const comingSitting = async (days: number) =>
    first(
      await t.app.db
        .insert(examSlots)
        .values({
          startsAt: new Date(clock.now().getTime() + days * 24 * 60 * 60 * 1000),
          capacity: 1,
        })
        .returning({ id: examSlots.id }),
    ).id;

  // The link a registered applicant is mailed when the admin cancels their sitting.
  // A registered applicant whose sitting the admin cancelled: no booking, a link mailed.
  const applicantOfCancelledSitting = async (days: number) => {
    const applicant = await registeredApplicant();
    const slot = await comingSitting(days);
    await t.app.db.update(examSlots).set({ booked: 1 }).where(eq(examSlots.id, slot));
    await t.app.db
      .update(examBookings)
      .set({ slotId: slot })
      .where(eq(examBookings.applicantId, applicant.applicantId));
    await asAdmin('POST', `/admin/exam-slots/${slot}/cancellation`, { reason: 'Matrix' });
    return applicant;
  };
  const rebookingLink = async (days: number) => {
    const { email } = await applicantOfCancelledSitting(days);
    return linkTokenIn((await latestMailTo(t.app, email)).text, '/exam-booking');
  };

  const enrolledStudent = async () => {
    const { id } = await createUser(t.app, { passwordHash });
    await enrol(t.app, id, learning.directionId);
    return id;
  };

  // The student sends a file in a submission's thread: uploaded, then named by a message.
  const sentThreadFile = async (submissionId: number) => {
    const thread = `/v1/conversations/mini-project-submissions/${submissionId}`;
    const form = multipartForm([{ filename: 'notes.txt', data: sampleFiles.text() }]);
    const uploaded = await made({
      method: 'POST',
      url: `${thread}/files`,
      headers: { ...bearer(student.token), ...form.headers },
      payload: form.payload,
    });
    const fileId = uploaded.json<{ id: string }>().id;
    await made({
      method: 'POST',
      url: `${thread}/messages`,
      headers: bearer(student.token),
      payload: { body: 'My notes', fileIds: [fileId] },
    });
    return fileId;
  };
  const decidedSubmission = async () => {
    const id = await submissionOf(projectToCorrect);
    const decided = await asAdmin('POST', `/admin/reviews/mini-projects/${id}`, {
      verdict: 'failed',
      comment: 'Missing the README',
    });
    if (decided.statusCode !== 200) throw new Error(`Verdict: ${decided.body}`);
    return id;
  };

  // The student's payments: one pending the bank's confirmation, one that succeeded.
  const payAs = (cardToken: string, key: string) =>
    made({
      method: 'POST',
      url: '/v1/payments/pay',
      headers: { ...bearer(student.token), [IDEMPOTENCY_KEY_HEADER]: key },
      payload: {
        purpose: 'subscription',
        planId: 'online-1',
        expectedPrice: { amount: 2900, currency: 'USD' },
        cardToken,
      },
    });
  const pending = (
    await payAs('tok_sandbox_needs_confirmation', 'matrix-pending')
  ).json<PaymentResult>();
  const paid = (await payAs('tok_sandbox_succeeds', 'matrix-succeeded')).json<PaymentResult>();
  // A cent of it given back: the refund's credit note.
  const creditNote = (
    await made({
      method: 'POST',
      url: `${API_BASE_PATH}/admin/payments/${paid.payment.id}/refunds`,
      headers: { ...bearer(tokens.admin), [IDEMPOTENCY_KEY_HEADER]: 'matrix-credit-note' },
      payload: { amount: 1, reason: 'Matrix credit note' },
    })
  ).json<{ refund: { id: number } }>().refund.id;
  const paidRow = first(
    await t.app.db
      .select({ reference: payments.providerReference })
      .from(payments)
      .where(eq(payments.id, paid.payment.id)),
  );

  // Files attached to the scratch lecture (one to rename, one to remove).
  const scratchLecture = first(scratch.lectureIds);
  const attachments: number[] = [];
  for (const name of ['first.txt', 'second.txt']) {
    const form = multipartForm([{ filename: name, data: sampleFiles.text() }]);
    const response = await made({
      method: 'POST',
      url: `/v1/admin/lectures/${scratchLecture}/attachments`,
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    attachments.push(response.json<{ id: number }>().id);
  }

  // Applicants the admin decides on, each for one row.
  const examResultTarget = await registeredApplicant();
  const verificationMailTarget = await registeredApplicant();
  const admissionTarget = await registeredApplicant();
  const rejectionTarget = await registeredApplicant();
  const bulkApplicantTarget = await registeredApplicant();
  await t.app.db
    .update(users)
    .set({ emailVerifiedAt: clock.now() })
    .where(eq(users.id, admissionTarget.userId));
  await asAdmin('POST', `/admin/applicants/${admissionTarget.applicantId}/exam-result`, {
    score: 90,
    passed: true,
  });

  // Mailed links and a temporary-password login, for the visitor's column of those rows.
  const linkHolder = await createUser(t.app, { passwordHash });
  const checkHolder = await createUser(t.app, { passwordHash });
  const temporary = await createUser(t.app, {
    passwordHash,
    temporaryPassword: true,
    temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 24 * 60 * 60 * 1000),
  });
  links = {
    verification: (await registeredApplicant()).verificationToken,
    reset: await resetLinkOf(linkHolder.email),
    check: await resetLinkOf(checkHolder.email),
    temporaryLogin: (await login(t.app, temporary)).accessToken,
    rebookingShown: await rebookingLink(7),
    rebooking: await rebookingLink(8),
  };

  Object.assign(ids, {
    student: student.id,
    applicant: applicant.applicantId,
    slot: first(await t.app.db.select({ id: examSlots.id }).from(examSlots)).id,
    privateFile: upload.json<{ id: string }>().id,
    publicFile: publicFile.id,
    pendingPayment: pending.payment.id,
    succeededPayment: paid.payment.id,
    succeededPaymentReference: paidRow.reference ?? '',
    creditNote,
    taskAttempt: {
      mentor: await attemptOf(reviewedByMentor),
      admin: await attemptOf(reviewedByAdmin),
    },
    submission: {
      mentor: await submissionOf(projectForMentor),
      admin: await submissionOf(projectForAdmin),
    },
    decidedSubmission: await decidedSubmission(),
    lectureQuestion: (
      await made({
        method: 'POST',
        url: `/v1/lectures/${first(learning.lectureIds)}/questions`,
        headers: bearer(student.token),
        payload: { body: 'What is a **closure**?' },
      })
    ).json<{ id: number }>().id,
    attachments,
    blacklistTarget: (await createUser(t.app, { passwordHash })).id,
    restoreTarget: (await createUser(t.app, { passwordHash, blacklisted: true })).id,
    resetLinkTarget: (await createUser(t.app, { passwordHash })).id,
    temporaryPasswordTarget: (await createUser(t.app, { passwordHash })).id,
    roleTarget: (await createUser(t.app, { passwordHash, role: 'mentor' })).id,
    deactivateTarget: (await createUser(t.app, { passwordHash, role: 'mentor' })).id,
    reactivateTarget: (await createUser(t.app, { passwordHash, role: 'mentor', deactivated: true }))
      .id,
    sessionTarget: await signedInSession(),
    resendInvitationTarget: await invitation(),
    revokeInvitationTarget: await invitation(),
    enrolTarget: (await createUser(t.app, { passwordHash })).id,
    enrolmentChangeTarget: await enrolledStudent(),
    enrolmentEndTarget: await enrolledStudent(),
    examResultTarget: examResultTarget.applicantId,
    pastSitting: await pastSitting(),
    sittingToCancel: await comingSitting(5),
    sittingToMove: await comingSitting(6),
    verificationMailTarget: verificationMailTarget.applicantId,
    bookingTarget: (await registeredApplicant()).applicantId,
    bookingLinkTarget: (await applicantOfCancelledSitting(9)).applicantId,
    admissionTarget: admissionTarget.applicantId,
    rejectionTarget: rejectionTarget.applicantId,
    bulkApplicantTarget: bulkApplicantTarget.applicantId,
    bulkUserTarget: (await createUser(t.app, { passwordHash })).id,
    ...(await matrixPromotions()),
  });

  ids.threadFile = await sentThreadFile(ids.submission.mentor);

  // Last: an admin blacklists the student, whose token was issued before.
  await asAdmin('POST', `/admin/users/${blacklisted.id}/blacklist`, { reason: 'Broke the rules' });
});

afterAll(async () => {
  await t?.close();
});

/* ---- Each row's request ---- */

const chapterOf = (content: CreatedContent) => first(content.chapters).id;
const taskOf = (content: CreatedContent, index = 0) => {
  const task = content.chapters[0]?.tasks[index];
  if (!task) throw new Error('No such test');
  return task;
};
const miniProjectOf = (content: CreatedContent, index = 0) => {
  const project = content.chapters[0]?.miniProjects[index];
  if (!project) throw new Error('No such mini project');
  return project;
};
const reviewer = (column: Column) => (column === 'admin' ? 'admin' : 'mentor');
let keys = 0;
const idempotencyKey = () => `matrix-${++keys}`;

/** A fresh signed-in user of the column's kind: a password change ends the others' tokens. */
async function freshCaller(column: Column): Promise<string | null> {
  switch (column) {
    case 'visitor':
      return null;
    case 'blacklisted':
      return tokens.blacklisted;
    case 'otherStudent':
    case 'student': {
      const user = await signedInUser();
      const content = column === 'student' ? learning : elsewhere;
      await enrol(t.app, user.id, content.directionId);
      return user.token;
    }
    default:
      return (await signedInUser({ role: roleOf[column] })).token;
  }
}

let feedToken: Promise<string> | null = null;
/** The token of the matrix student's calendar feed, made once. */
function studentFeedToken(): Promise<string> {
  feedToken ??= t.app
    .inject({ method: 'POST', url: '/v1/calendar-feed', headers: bearer(tokens.student) })
    .then((response) => {
      const { url } = response.json<{ url: string }>();
      return url.slice(url.lastIndexOf('/') + 1);
    });
  return feedToken;
}

/** The id of the session a token belongs to, as its owner's devices list says. */
async function ownSessionId(token: string | null): Promise<string> {
  if (token === null) return '00000000-0000-4000-8000-000000000000';
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/sessions',
    headers: bearer(token),
  });
  const nobody = '00000000-0000-4000-8000-000000000000';
  return response.json<{ items?: { id: string }[] }>().items?.[0]?.id ?? nobody;
}

/** A notification of the column's user, made for the call (any id for the visitor). */
async function ownNotificationId(column: Column): Promise<number> {
  if (column === 'visitor') return 1;
  const claims = tokens[column].split('.')[1] ?? '';
  const userId = Number(JSON.parse(Buffer.from(claims, 'base64url').toString()).sub);
  await t.app.unitOfWork((scope) =>
    notify(
      scope,
      { userIds: [userId] },
      notificationEvents.certificateIssued({ title: 'Matrix' }),
      clock.now(),
    ),
  );
  const [row] = await t.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 1;
}

/** A user of its own, signed in once: its id and the session's. */
async function signedInSession() {
  const user = await signedInUser();
  return { id: user.id, sessionId: await ownSessionId(user.token) };
}

/** A pending invitation of a mentor, made through the API: the invited account's id. */
async function invitation(): Promise<number> {
  const response = await asAdmin('POST', '/admin/invitations', {
    fullName: 'Invited Mentor',
    email: uniqueEmail('invited'),
    role: 'mentor',
    language: 'en',
  });
  return response.json<{ id: number }>().id;
}

/**
 * A fresh caller of the column's kind for the two-factor rows: staff have a second factor
 * whatever `secondFactor` says; students and applicants have one when it says `enrolled`.
 */
async function twoFactorCaller(
  column: Column,
  secondFactor: 'enrolled' | 'none',
): Promise<string | null> {
  if (column === 'visitor') return null;
  if (column === 'blacklisted') return tokens.blacklisted;
  const role = roleOf[column];
  const staff = role === 'mentor' || role === 'admin';
  return (await signedInUser({ role, secondFactor: staff ? 'enrolled' : secondFactor })).token;
}

/** The challenge token of a fresh mentor's login (the password's step done). */
async function staffChallenge(secondFactor: 'enrolled' | 'none'): Promise<string> {
  const user = await createUser(t.app, { passwordHash, role: 'mentor', secondFactor });
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: VALID_PASSWORD },
  });
  const challenge = response.json<LoginResponse>().secondFactor;
  if (!challenge) throw new Error(`No challenge: ${response.body}`);
  return challenge.challengeToken;
}

/** A fresh session of a user of its own, for the rows that spend a refresh token. */
async function freshRefreshToken() {
  const user = await createUser(t.app, { passwordHash });
  return (await login(t.app, user)).refreshToken;
}

/** The admin editor's current state of an item, for a save at its revision. */
async function adminItem<T>(path: string): Promise<T> {
  return (await asAdmin('GET', path)).json<T>();
}

const signedWebhook = () => {
  const rawBody = JSON.stringify({
    id: `evt_matrix_${++keys}`,
    type: 'payment.succeeded',
    reference: ids.succeededPaymentReference,
  });
  return {
    body: rawBody,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(TEST_WEBHOOK_SECRET, rawBody, clock.now()),
    },
  };
};

let importsMade = 0;

const requests: Record<EndpointName, (column: Column) => Call | Promise<Call>> = {
  health: () => ({}),
  healthLive: () => ({}),
  healthReady: () => ({}),
  listCountries: () => ({}),
  listWeekDays: () => ({}),
  listAvailableExamSlots: () => ({ query: EXAM_DATES }),
  getPublicFile: () => ({ params: { fileId: ids.publicFile } }),
  getPricing: () => ({}),
  // An event about a payment that already succeeded: recorded, and changes nothing.
  receivePaymentWebhook: () => ({ params: { provider: 'sandbox' }, ...signedWebhook() }),

  checkEmail: () => ({ body: { email: uniqueEmail() } }),
  checkPhone: () => ({ body: { phone: uniqueArmenianMobile() } }),
  // The callers' own names kept, each with a phone nobody has.
  updateMyProfile: () => ({ body: { fullName: 'Test Student', phone: uniqueArmenianMobile() } }),
  register: () => ({
    body: aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11 }),
  }),
  resendVerification: () => ({ body: { email: uniqueEmail() } }),
  login: async () => {
    const user = await createUser(t.app, { passwordHash });
    return { body: { email: user.email, password: VALID_PASSWORD } };
  },
  refreshToken: async () => ({ body: { refreshToken: await freshRefreshToken() } }),
  logout: async () => ({ body: { refreshToken: await freshRefreshToken() } }),
  forgotPassword: () => ({ body: { email: uniqueEmail() } }),

  verifyEmail: (column) => ({
    body: {},
    ...(column === 'visitor' ? { bearer: links.verification } : {}),
  }),
  resetPassword: (column) => ({
    body: aNewPassword(),
    ...(column === 'visitor' ? { bearer: links.reset } : {}),
  }),
  setPassword: (column) => ({
    body: aNewPassword(),
    ...(column === 'visitor' ? { bearer: links.temporaryLogin } : {}),
  }),
  checkPasswordLink: (column) => (column === 'visitor' ? { bearer: links.check } : {}),
  getExamRebooking: (column) => (column === 'visitor' ? { bearer: links.rebookingShown } : {}),
  bookExamWithLink: (column) => ({
    body: { testDateTime: MONDAY_11 },
    ...(column === 'visitor' ? { bearer: links.rebooking } : {}),
  }),
  // Each a login of a fresh staff member: without a second factor yet, or with one.
  beginTwoFactorEnrolment: async () => ({
    body: { challengeToken: await staffChallenge('none') },
  }),
  confirmTwoFactorEnrolment: async () => {
    const challengeToken = await staffChallenge('none');
    const begun = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/two-factor/enrolment',
      payload: { challengeToken },
    });
    const { secret } = begun.json<{ secret: string }>();
    return { body: { challengeToken, code: totpCode(secret, t.app.now()) } };
  },
  verifySecondFactor: async () => ({
    body: {
      challengeToken: await staffChallenge('enrolled'),
      code: totpCode(STAFF_TWO_FACTOR_SECRET, t.app.now()),
    },
  }),

  verifyCertificate: () => ({ params: { code: certificate.verificationCode } }),
  getCertificateCredential: () => ({ params: { code: certificate.verificationCode } }),
  getCredentialIssuer: () => ({}),
  getCredentialKeys: () => ({}),
  getCredentialStatusList: () => ({}),

  getMe: () => ({}),
  changePassword: async (column) => ({
    bearer: await freshCaller(column),
    body: {
      currentPassword: VALID_PASSWORD,
      newPassword: ANOTHER_VALID_PASSWORD,
      confirmPassword: ANOTHER_VALID_PASSWORD,
    },
  }),
  listMySessions: () => ({}),
  // A fresh caller ends its own session: the column's token keeps working for the other rows.
  endMySession: async (column) => {
    const caller = await freshCaller(column);
    return { bearer: caller, params: { sessionId: await ownSessionId(caller) } };
  },
  listMyNotifications: () => ({}),
  getMyUnreadNotifications: () => ({}),
  // Each caller reads a notification of its own (another's would be 404).
  readMyNotification: async (column) => ({ params: { id: await ownNotificationId(column) } }),
  readAllMyNotifications: () => ({}),
  streamMyNotifications: () => ({ endless: true }),
  getMyNotificationPreferences: () => ({}),
  // Every role may leave every kind in the app only (an applicant receives no kind at all).
  updateMyNotificationPreferences: () => ({ body: { preferences: [] } }),
  getSubmittedFile: () => ({ params: { fileId: ids.privateFile } }),
  getConversation: () => ({
    params: { thread: 'mini-project-submissions', id: ids.submission.mentor },
  }),
  createConversationMessage: () => ({
    params: { thread: 'mini-project-submissions', id: ids.submission.mentor },
    body: { body: 'A **question** from the matrix.' },
  }),
  uploadConversationFile: () => ({
    params: { thread: 'mini-project-submissions', id: ids.submission.mentor },
    form: [{ filename: 'notes.txt', data: sampleFiles.text() }],
  }),
  getConversationFile: () => ({
    params: {
      thread: 'mini-project-submissions',
      id: ids.submission.mentor,
      fileId: ids.threadFile,
    },
  }),
  listLectureQuestions: () => ({ params: { id: first(learning.lectureIds) } }),
  askLectureQuestion: () => ({
    params: { id: first(learning.lectureIds) },
    body: { body: 'Why does the matrix ask?' },
  }),
  listWaitingQuestions: () => ({}),
  getStaffLectureQuestion: () => ({ params: { id: ids.lectureQuestion } }),
  shareLectureQuestion: (column) => ({
    params: { id: ids.lectureQuestion },
    body: { shared: column === 'admin' },
  }),
  getMyApplication: () => ({}),
  getMyTwoFactor: () => ({}),
  beginMyTwoFactor: async (column) => ({ bearer: await twoFactorCaller(column, 'none'), body: {} }),
  confirmMyTwoFactor: async (column) => {
    const caller = await twoFactorCaller(column, 'none');
    const begun = caller
      ? await t.app.inject({
          method: 'POST',
          url: '/v1/profile/two-factor',
          headers: bearer(caller),
          payload: {},
        })
      : null;
    const secret = begun?.statusCode === 200 ? begun.json<{ secret: string }>().secret : null;
    return {
      bearer: caller,
      body: { code: secret ? totpCode(secret, t.app.now()) : '123456' },
    };
  },
  // The login used the code of the clock's step: the next step's is the one not used yet.
  replaceMyRecoveryCodes: async (column) => ({
    bearer: await twoFactorCaller(column, 'enrolled'),
    body: { code: totpCode(STAFF_TWO_FACTOR_SECRET, new Date(t.app.now().getTime() + 30_000)) },
  }),
  disableMyTwoFactor: async (column) => ({
    bearer: await twoFactorCaller(column, 'enrolled'),
    body: {
      password: VALID_PASSWORD,
      code: totpCode(STAFF_TWO_FACTOR_SECRET, new Date(t.app.now().getTime() + 30_000)),
    },
  }),

  listMyDirections: () => ({}),
  getDirection: () => ({ params: { id: learning.directionId } }),
  getSubject: () => ({ params: { id: learning.subjectId } }),
  getHomework: () => ({ params: { id: learning.subjectId } }),
  listMyHomework: () => ({}),
  getMyCalendarFeed: () => ({}),
  // Fresh callers: the student's own feed stays the one getCalendarFeed reads.
  createMyCalendarFeed: async (column) => ({ bearer: await freshCaller(column) }),
  deleteMyCalendarFeed: async (column) => ({ bearer: await freshCaller(column) }),
  getCalendarFeed: async () => ({ params: { token: await studentFeedToken() } }),
  getLastOpenedLecture: () => ({}),
  getLecture: () => ({ params: { id: first(learning.lectureIds) } }),
  completeLecture: () => ({
    params: { id: first(learning.lectureIds) },
    body: { status: 'completed' },
  }),
  getTask: () => ({ params: { id: taskOf(learning).id } }),
  submitTaskAnswers: () => ({
    body: {
      taskId: taskOf(learning).id,
      answers: [rightAnswer(first(taskOf(learning).questions))],
    },
  }),
  openTaskRetake: () => ({ params: { id: taskOf(learning, 1).id } }),
  getMiniProject: () => ({ params: { id: miniProjectOf(learning).id } }),
  submitMiniProject: () => ({
    params: { id: miniProjectOf(learning).id },
    body: {
      githubLink: GITHUB_LINK,
      answers: miniProjectOf(learning).questions.map((q) => ({
        questionId: q.id,
        answerText: 'A page',
      })),
    },
  }),
  uploadMiniProjectFile: () => ({
    params: { id: miniProjectOf(learning).id },
    form: [{ filename: 'notes.txt', data: sampleFiles.text() }],
  }),

  listMySubscriptions: () => ({}),
  listMyPayments: () => ({}),
  checkPromotion: () => ({ body: { planId: 'online-1', code: 'matrix10' } }),
  // The retake of a test the student failed: content of the student's direction.
  pay: () => ({
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey() },
    body: {
      purpose: 'retake',
      taskId: taskOf(learning, 4).id,
      expectedPrice: { amount: testBillingConfig.retakePrice, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    },
  }),
  getMyPaymentAttempt: () => ({ params: { key: 'matrix-succeeded' } }),
  // The student's own pending payment: another student's call finds no such payment.
  updatePayment: () => ({ body: { paymentId: ids.pendingPayment, action: 'cancel' } }),
  getMyPaymentReceipt: () => ({ params: { id: ids.succeededPayment } }),
  getMyCreditNote: () => ({ params: { id: ids.creditNote } }),
  listMyCertificates: () => ({}),
  getCertificatePdf: () => ({ params: { id: certificate.id } }),

  listReviewQueue: () => ({}),
  listAdminAnnouncements: () => ({}),
  createAnnouncement: () => ({ body: matrixAnnouncement(learning.directionId) }),
  // A row of the column's own to withdraw.
  withdrawAnnouncement: async () => ({
    params: {
      id: first(
        await t.app.db
          .insert(announcements)
          .values({ ...matrixAnnouncement(null), createdBy: null })
          .returning({ id: announcements.id }),
      ).id,
    },
  }),
  listMyAnnouncements: () => ({}),
  getMiniProjectReview: () => ({ params: { id: ids.submission.mentor } }),
  reviewMiniProject: (column) => ({
    params: { id: ids.submission[reviewer(column)] },
    body: { verdict: 'passed' },
  }),
  getTaskReview: () => ({ params: { id: ids.taskAttempt.mentor } }),
  reviewTaskAttempt: (column) => ({
    params: { id: ids.taskAttempt[reviewer(column)] },
    body: { verdict: 'passed', comment: 'Well argued' },
  }),

  revokeCertificate: () => ({
    params: { id: certificateToRevoke.id },
    body: { reason: 'Issued by mistake' },
  }),
  correctReviewVerdict: () => ({
    body: {
      kind: 'mini-project',
      id: ids.decidedSubmission,
      verdict: 'passed',
      reason: 'The README was there',
    },
  }),
  listAuditLog: () => ({}),
  exportAuditLog: () => ({ query: { action: 'admit' } }),
  getAdminDashboard: () => ({}),
  getExamSchedule: () => ({}),
  // The schedule as it is: the booked sittings keep their seats.
  updateExamSchedule: () => ({
    body: {
      timeZone: 'Asia/Yerevan',
      days: [
        {
          weekday: 1,
          times: [
            { time: '11:00', capacity: 60 },
            { time: '15:00', capacity: 60 },
          ],
        },
      ],
    },
  }),
  listExamSlots: () => ({ query: EXAM_DATES }),
  listExamSlotBookings: () => ({ params: { id: ids.slot } }),
  recordSittingExamResults: () => ({
    params: { id: ids.pastSitting.slot },
    body: { results: [{ applicantId: ids.pastSitting.applicant, score: 75, passed: true }] },
  }),
  recordExamAttendance: () => ({
    params: { id: ids.pastSitting.slot, applicantId: ids.pastSitting.applicant },
    body: { attended: true },
  }),
  cancelExamSitting: () => ({
    params: { id: ids.sittingToCancel },
    body: { reason: 'The examiner is ill' },
  }),
  moveExamSitting: () => ({
    params: { id: ids.sittingToMove },
    body: { startsAt: MONDAY_11, reason: 'The room is taken' },
  }),

  listAdminDirections: () => ({}),
  createDirection: () => ({ body: { title: 'A new direction' } }),
  reorderDirections: async () => ({
    body: { ids: (await t.app.db.select({ id: directions.id }).from(directions)).map((r) => r.id) },
  }),
  getAdminDirection: () => ({ params: { id: scratch.directionId } }),
  updateDirection: () => ({
    params: { id: scratch.directionId },
    body: { title: 'Scratch, renamed' },
  }),
  setDirectionStatus: () => ({
    params: { id: scratch.directionId },
    body: { status: 'published' },
  }),
  getDirectionDeletionImpact: () => ({ params: { id: scratch.directionId } }),
  deleteDirection: () => ({ params: { id: doomed.direction.directionId } }),
  uploadDirectionImage: () => ({
    params: { id: scratch.directionId },
    form: [{ filename: 'picture.png', data: gradientPng(4, 4, [10, 20, 30], [200, 210, 220]) }],
  }),
  removeDirectionImage: () => ({ params: { id: scratch.directionId } }),
  // Each call a direction of its own title: the admin's import succeeds every time.
  importDirection: async (column) => {
    importsMade += 1;
    return {
      form: [
        {
          filename: 'direction.zip',
          data: await zipOf(sampleFolder(`Imported for ${column} ${importsMade}`)),
        },
      ],
    };
  },
  exportDirection: () => ({ params: { id: scratch.directionId } }),
  listAdminSubjects: () => ({ params: { id: scratch.directionId } }),
  createSubject: () => ({ params: { id: scratch.directionId }, body: { title: 'A new subject' } }),
  reorderSubjects: async () => ({
    params: { id: scratch.directionId },
    body: {
      ids: (
        await t.app.db
          .select({ id: subjects.id })
          .from(subjects)
          .where(eq(subjects.directionId, scratch.directionId))
      ).map((r) => r.id),
    },
  }),
  getAdminSubject: () => ({ params: { id: scratch.subjectId } }),
  updateSubject: () => ({ params: { id: scratch.subjectId }, body: { title: 'Renamed subject' } }),
  setSubjectStatus: () => ({ params: { id: scratch.subjectId }, body: { status: 'published' } }),
  getSubjectDeletionImpact: () => ({ params: { id: scratch.subjectId } }),
  deleteSubject: () => ({ params: { id: doomed.subject.subjectId } }),
  listAdminChapters: () => ({ params: { id: scratch.subjectId } }),
  createChapter: () => ({ params: { id: scratch.subjectId }, body: { title: 'A new chapter' } }),
  reorderChapters: async () => ({
    params: { id: scratch.subjectId },
    body: {
      ids: (
        await t.app.db
          .select({ id: chapterRows.id })
          .from(chapterRows)
          .where(eq(chapterRows.subjectId, scratch.subjectId))
      ).map((r) => r.id),
    },
  }),
  updateChapter: () => ({ params: { id: chapterOf(scratch) }, body: { title: 'Renamed chapter' } }),
  setChapterStatus: () => ({ params: { id: chapterOf(scratch) }, body: { status: 'published' } }),
  getChapterPublishPlan: () => ({ params: { id: chapterOf(scratch) } }),
  // A chapter of its own: scratch's gets a new test without a question (createTask).
  publishChapter: () => ({ params: { id: chapterOf(publishable) } }),
  getChapterDeletionImpact: () => ({ params: { id: chapterOf(scratch) } }),
  deleteChapter: () => ({ params: { id: chapterOf(doomed.chapter) } }),
  createLecture: () => ({ params: { id: chapterOf(scratch) }, body: { title: 'A new lecture' } }),
  createTask: () => ({ params: { id: chapterOf(scratch) }, body: { title: 'A new test' } }),
  createMiniProject: () => ({
    params: { id: chapterOf(scratch) },
    body: { title: 'A new mini project' },
  }),
  reorderChapterItems: async () => {
    const chapterId = chapterOf(scratch);
    const [lectureIds, taskIds, projectIds] = await Promise.all([
      t.app.db.select({ id: lectures.id }).from(lectures).where(eq(lectures.chapterId, chapterId)),
      t.app.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.chapterId, chapterId)),
      t.app.db
        .select({ id: miniProjects.id })
        .from(miniProjects)
        .where(eq(miniProjects.chapterId, chapterId)),
    ]);
    return {
      params: { id: chapterId },
      body: {
        items: [
          ...lectureIds.map((r) => ({ kind: 'lecture', id: r.id })),
          ...taskIds.map((r) => ({ kind: 'task', id: r.id })),
          ...projectIds.map((r) => ({ kind: 'mini_project', id: r.id })),
        ],
      },
    };
  },

  getAdminLecture: () => ({ params: { id: first(scratch.lectureIds) } }),
  updateAdminLecture: async () => {
    const id = first(scratch.lectureIds);
    const lecture = await adminItem<{ revision: number; title: string; content: string }>(
      `/admin/lectures/${id}`,
    );
    return {
      params: { id },
      body: {
        revision: lecture.revision,
        title: lecture.title,
        content: lecture.content,
        videoUrl: null,
      },
    };
  },
  setAdminLectureStatus: () => ({
    params: { id: first(scratch.lectureIds) },
    body: { status: 'published' },
  }),
  getAdminLectureDeletionImpact: () => ({ params: { id: first(scratch.lectureIds) } }),
  deleteAdminLecture: () => ({ params: { id: first(doomedItems.lectureIds) } }),
  uploadLectureAttachment: () => ({
    params: { id: first(scratch.lectureIds) },
    form: [{ filename: 'more.txt', data: sampleFiles.text() }],
  }),
  renameLectureAttachment: () => ({
    params: { id: first(scratch.lectureIds), attachmentId: first(ids.attachments) },
    body: { name: 'Renamed notes.txt' },
  }),
  deleteLectureAttachment: () => ({
    params: { id: first(scratch.lectureIds), attachmentId: ids.attachments[1] ?? 0 },
  }),
  reorderLectureAttachments: async () => {
    const id = first(scratch.lectureIds);
    const rows = await t.app.db
      .select({ id: lectureAttachments.id })
      .from(lectureAttachments)
      .where(eq(lectureAttachments.lectureId, id));
    return { params: { id }, body: { ids: rows.map((r) => r.id).reverse() } };
  },
  getAdminTask: () => ({ params: { id: taskOf(scratch).id } }),
  // JavaScript only: the lightest engine (the admin's call starts the one worker).
  checkCodeExercise: () => ({
    body: {
      exercise: {
        language: 'javascript',
        starterCode: '',
        referenceSolution: 'const add = (a, b) => a + b;',
        functionName: 'add',
        timeLimitMs: 1000,
        examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
        hiddenTests: [{ kind: 'io', args: [2, 2], expected: 4 }],
        sql: null,
      },
    },
  }),
  saveAdminTask: async () => {
    const id = taskOf(scratch).id;
    const task = await adminItem<AdminTaskState>(`/admin/tasks/${id}`);
    return {
      params: { id },
      body: {
        revision: task.revision,
        title: task.title,
        description: task.description,
        passPercent: task.passPercent,
        dueDays: task.dueDays,
        questions: task.questions.map((q) => ({
          id: q.id,
          text: q.text,
          answerType: q.answerType,
          points: q.points,
          answers: q.answers.map((a) => ({ id: a.id, text: a.text, isCorrect: a.isCorrect })),
        })),
      },
    };
  },
  setAdminTaskStatus: () => ({ params: { id: taskOf(scratch).id }, body: { status: 'published' } }),
  getAdminTaskDeletionImpact: () => ({ params: { id: taskOf(scratch).id } }),
  deleteAdminTask: () => ({ params: { id: taskOf(doomedItems).id } }),
  getAdminMiniProject: () => ({ params: { id: miniProjectOf(scratch).id } }),
  saveAdminMiniProject: async () => {
    const id = miniProjectOf(scratch).id;
    const project = await adminItem<AdminMiniProjectState>(`/admin/mini-projects/${id}`);
    return {
      params: { id },
      body: {
        revision: project.revision,
        title: project.title,
        description: project.description,
        dueDays: project.dueDays,
        questions: project.questions.map((q) => ({
          id: q.id,
          text: q.text,
          answerType: q.answerType,
        })),
      },
    };
  },
  setAdminMiniProjectStatus: () => ({
    params: { id: miniProjectOf(scratch).id },
    body: { status: 'published' },
  }),
  getAdminMiniProjectDeletionImpact: () => ({ params: { id: miniProjectOf(scratch).id } }),
  deleteAdminMiniProject: () => ({ params: { id: miniProjectOf(doomedItems).id } }),

  listAdminUsers: () => ({}),
  getAdminUser: () => ({ params: { id: ids.student } }),
  blacklistUser: () => ({
    params: { id: ids.blacklistTarget },
    body: { reason: 'Broke the rules' },
  }),
  restoreUser: () => ({ params: { id: ids.restoreTarget } }),
  sendUserResetLink: () => ({ params: { id: ids.resetLinkTarget } }),
  blacklistUsers: () => ({ body: { ids: [ids.bulkUserTarget], reason: 'Broke the rules' } }),
  sendUsersResetLinks: () => ({ body: { ids: [ids.bulkUserTarget] } }),
  issueTemporaryPassword: () => ({ params: { id: ids.temporaryPasswordTarget } }),
  changeUserRole: () => ({ params: { id: ids.roleTarget }, body: { role: 'admin' } }),
  deactivateUser: () => ({ params: { id: ids.deactivateTarget } }),
  reactivateUser: () => ({ params: { id: ids.reactivateTarget } }),
  listUserSessions: () => ({ params: { id: ids.student } }),
  endUserSession: () => ({
    params: { id: ids.sessionTarget.id, sessionId: ids.sessionTarget.sessionId },
  }),
  listStaffInvitations: () => ({}),
  inviteStaff: () => ({
    body: {
      fullName: 'Matrix Mentor',
      email: uniqueEmail('invite'),
      role: 'mentor',
      language: 'ru',
    },
  }),
  // Its link was mailed a while ago: an invitation is mailed again at most once a minute.
  resendStaffInvitation: async () => {
    await t.app.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(clock.now().getTime() - 2 * 60_000) })
      .where(eq(oneTimeTokens.userId, ids.resendInvitationTarget));
    return { params: { id: ids.resendInvitationTarget } };
  },
  revokeStaffInvitation: () => ({ params: { id: ids.revokeInvitationTarget } }),
  enrolStudent: () => ({
    params: { id: ids.enrolTarget },
    body: { directionId: learning.directionId, courseType: 'offline', reason: 'Matrix check' },
  }),
  changeEnrolment: () => ({
    params: { id: ids.enrolmentChangeTarget, directionId: learning.directionId },
    body: { courseType: 'offline', reason: 'Matrix check' },
  }),
  endEnrolment: () => ({
    params: { id: ids.enrolmentEndTarget, directionId: learning.directionId },
    body: { reason: 'Matrix check' },
  }),
  getUserTwoFactor: () => ({ params: { id: ids.student } }),
  resetUserTwoFactor: async () => ({
    params: { id: (await createUser(t.app, { passwordHash, secondFactor: 'enrolled' })).id },
    body: {},
  }),
  // Plans: the retired one, which nothing else here buys; a new plan is a row of its own.
  listAdminPlans: () => ({}),
  createPlan: () => ({ body: matrixPlan }),
  updatePlan: () => ({ params: { id: 'retired' }, body: { ...matrixPlan, courseType: 'online' } }),
  deactivatePlan: () => ({ params: { id: 'retired' } }),
  reactivatePlan: () => ({ params: { id: 'retired' } }),
  movePlan: () => ({ params: { id: 'retired' }, body: { direction: 'up' } }),
  // The price it has: the retake the student buys here keeps its price.
  updateRetakePrice: () => ({ body: { amount: testBillingConfig.retakePrice } }),
  listAdminPromotions: () => ({ query: { search: 'matrix' } }),
  createPromotion: () => ({ body: matrixPromotion }),
  updatePromotion: () => ({
    params: { id: ids.promotion },
    body: { ...matrixPromotion, code: 'MATRIXEDIT', maxUses: 20 },
  }),
  deactivatePromotion: () => ({ params: { id: ids.promotionToStop } }),

  listAdminPayments: () => ({ query: { search: 'matrix' } }),
  exportAdminPayments: () => ({ query: { status: 'succeeded' } }),
  getPaymentTotals: () => ({}),
  getAdminPayment: () => ({ params: { id: ids.succeededPayment } }),
  getAdminPaymentReceipt: () => ({ params: { id: ids.succeededPayment } }),
  getAdminCreditNote: () => ({ params: { id: ids.creditNote } }),
  // A cent each time, under a key of the column's own: never past the payment's amount.
  refundPayment: (column) => ({
    params: { id: ids.succeededPayment },
    headers: { [IDEMPOTENCY_KEY_HEADER]: `matrix-refund-${column}` },
    body: { amount: 1, reason: 'Matrix check' },
  }),
  listAdminUserPayments: () => ({ params: { id: ids.student } }),
  grantAccess: () => ({
    params: { id: ids.student },
    body: { length: 3, unit: 'days', reason: 'Matrix check' },
  }),

  listApplicants: () => ({}),
  exportApplicants: () => ({}),
  getApplicant: () => ({ params: { id: ids.applicant } }),
  recordExamResult: () => ({
    params: { id: ids.examResultTarget },
    body: { score: 82, passed: true, comment: 'Good' },
  }),
  resendApplicantVerification: () => ({ params: { id: ids.verificationMailTarget } }),
  bookApplicantExam: () => ({
    params: { id: ids.bookingTarget },
    body: { startsAt: MONDAY_15, reason: 'Asked by phone' },
  }),
  sendApplicantBookingLink: () => ({ params: { id: ids.bookingLinkTarget } }),
  admitApplicant: () => ({
    params: { id: ids.admissionTarget },
    body: { directionId: learning.directionId },
  }),
  rejectApplicant: () => ({
    params: { id: ids.rejectionTarget },
    body: { reason: 'The exam score was below the pass mark.' },
  }),
  recordExamResults: () => ({
    body: { ids: [ids.bulkApplicantTarget], score: 82, passed: true, comment: null },
  }),
  admitApplicants: () => ({
    body: { ids: [ids.bulkApplicantTarget], directionId: learning.directionId },
  }),
  rejectApplicants: () => ({
    body: { ids: [ids.bulkApplicantTarget], reason: 'The exam score was below the pass mark.' },
  }),
  listAdmissionDirections: () => ({}),
  exportDirectionGrades: () => ({ params: { id: learning.directionId } }),
  exportSubjectGrades: () => ({ params: { id: learning.subjectId } }),
  getStudentRecordPdf: () => ({ params: { id: ids.student }, query: { language: 'ru' } }),
};

interface AdminTaskState {
  revision: number;
  title: string;
  description: string;
  passPercent: number;
  dueDays: number | null;
  questions: {
    id: number;
    text: string;
    answerType: string;
    points: number;
    answers: { id: number; text: string; isCorrect: boolean }[];
  }[];
}

interface AdminMiniProjectState {
  revision: number;
  title: string;
  description: string;
  dueDays: number | null;
  questions: { id: number; text: string; answerType: string }[];
}

/* ---- Running a cell ---- */

const byName = endpoints as Record<string, EndpointDefinition>;

interface Answer {
  status: number;
  message: string | undefined;
  body: string;
}

async function answerOf(name: EndpointName, column: Column): Promise<Answer> {
  const endpoint = byName[name];
  const call = requests[name];
  if (!endpoint || !call) throw new Error(`No endpoint or request named ${name}`);
  const input = await call(column);
  const token =
    input.bearer === undefined ? (column === 'visitor' ? null : tokens[column]) : input.bearer;
  const form = input.form ? multipartForm(input.form) : null;
  const payload = form ? form.payload : input.body;
  const response = await t.app.inject({
    method: endpoint.method,
    url: `${API_BASE_PATH}${endpointPath(endpoint, input.params)}`,
    ...(input.query ? { query: input.query } : {}),
    headers: { ...(token ? bearer(token) : {}), ...form?.headers, ...input.headers },
    ...(payload === undefined ? {} : { payload: payload as string | object | Buffer }),
    ...(input.endless ? { payloadAsStream: true } : {}),
  });
  if (input.endless) {
    // The stream stays open until the app closes; a refusal is an ordinary JSON answer.
    if (response.statusCode === 200) return { status: 200, message: undefined, body: '' };
    const text = (await response.stream().toArray()).join('');
    return { status: response.statusCode, message: JSON.parse(text).message, body: text };
  }
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const message =
    response.statusCode >= 400 && isJson
      ? response.json<{ message?: string }>().message
      : undefined;
  return { status: response.statusCode, message, body: response.body.slice(0, 300) };
}

/** What is wrong with a cell's answer beyond its status: its code, for each kind of refusal. */
function problemsOf(endpoint: EndpointDefinition, column: Column, answer: Answer): string[] {
  const { status, message } = answer;
  const at = `${column}: ${status} ${message ?? ''}`.trim();
  if (status < 400) {
    return (successStatuses(endpoint) as number[]).includes(status)
      ? []
      : [`${at} is not a success status the endpoint declares`];
  }
  const problems: string[] = [];
  const errors: Partial<Record<number, readonly string[]>> = endpointErrors(endpoint);
  const declared = errors[status] ?? [];
  if (!message || !declared.includes(message)) {
    problems.push(`${at} is not an error the endpoint declares (${answer.body})`);
  }
  if (message === 'ERR_VALIDATION' || message === 'ERR_BAD_REQUEST') {
    problems.push(`${at}: the request is not valid input (${answer.body})`);
  }
  if (status === 401 && message !== 'ERR_UNAUTHORIZED') problems.push(`${at}: not the guard's 401`);
  if (status === 403 && message !== 'ERR_USER_FORBIDDEN') {
    problems.push(`${at}: not the guard's 403`);
  }
  if (column === 'blacklisted' && status === 404 && message !== BLACKLISTED_MESSAGE) {
    problems.push(`${at}: a blacklisted caller's 404 is ${BLACKLISTED_MESSAGE}`);
  }
  return problems;
}

/**
 * What contracts' `access` alone says of a cell: a signed-in endpoint refuses the visitor
 * (401) and the blacklisted user (404), a role its access leaves out (403), and lets in the
 * roles it names (a student of another direction may still be refused by the enrolment
 * check: 403); a public or link endpoint lets the visitor in.
 */
function accessRule(endpoint: EndpointDefinition, column: Column) {
  const is = (wanted: number) => (status: number) => status === wanted;
  if (!requiresSignIn(endpoint.access)) {
    return column === 'visitor'
      ? { says: 'a visitor may call it', holds: (status: number) => status < 300 }
      : { says: '', holds: () => true };
  }
  if (column === 'visitor') return { says: 'expected 401', holds: is(401) };
  if (column === 'blacklisted') return { says: 'expected 404', holds: is(404) };
  const roles = allowedRoles(endpoint.access);
  if (roles && !roles.includes(roleOf[column])) return { says: 'expected 403', holds: is(403) };
  const refusals = column === 'otherStudent' ? [401] : [401, 403];
  return {
    says: `its access lets a ${roleOf[column]} in`,
    holds: (status: number) => !refusals.includes(status),
  };
}

const rowNames = Object.keys(expected) as EndpointName[];
const nameOf = new Map(Object.entries(byName).map(([name, endpoint]) => [endpoint, name]));
const byColumn = (statuses: readonly number[]) =>
  Object.fromEntries(columns.map((column, index) => [column, statuses[index]]));

describe('the security matrix', () => {
  it('has one row, and one request, for every endpoint of the catalogue and for nothing else', () => {
    const names = allEndpoints.map((endpoint) => nameOf.get(endpoint));
    const missing = names.filter((name) => !name || !(name in expected) || !(name in requests));
    const unknown = [...rowNames, ...Object.keys(requests)].filter((name) => !(name in byName));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    expect(rowNames).toHaveLength(allEndpoints.length);
  });

  it("agrees with each endpoint's declared access", () => {
    // The table is written out by hand; this holds it to contracts' `access`, so a row can't
    // be "fixed" to what a broken guard answers.
    const disagreements: string[] = [];
    for (const name of rowNames) {
      const endpoint = byName[name];
      if (!endpoint) continue;
      const row = byColumn(expected[name]);
      for (const column of columns) {
        const status = row[column] ?? 0;
        const rule = accessRule(endpoint, column);
        if (!rule.holds(status)) disagreements.push(`${name} ${column}: ${status}, ${rule.says}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  const labelOf = (name: string) => {
    const endpoint = byName[name];
    return endpoint ? `${endpoint.method} ${endpoint.path}` : 'no such endpoint';
  };
  it.each(rowNames.map((name) => [labelOf(name), name] as const))(
    '%s (%s)',
    async (_label, name) => {
      const endpoint = byName[name];
      if (!endpoint) throw new Error(`${name} is no endpoint of the catalogue`);
      const answers: Answer[] = [];
      for (const column of columns) answers.push(await answerOf(name, column));
      expect(byColumn(answers.map((answer) => answer.status))).toEqual(byColumn(expected[name]));
      const problems = columns.flatMap((column, index) =>
        problemsOf(endpoint, column, answers[index] as Answer),
      );
      expect(problems).toEqual([]);
    },
  );
});
