/**
 * What other parts of the API use of mail: queueing a mail in a unit of work, the outbox,
 * the templates of the mails other modules queue, and the sender with its SMTP transport
 * (the mailer plugin).
 */
export { bookingCalendarUid } from './calendar.js';
export { createOutboxRepository, type MailRecipient } from './outbox-repository.js';
export { queueMail } from './queue-mail.js';
export { createMailSender, type MailSender } from './sender.js';
export { renderAdmissionMail, renderRejectionMail } from './templates/admission-mails.js';
export {
  renderAccessReminderMail,
  renderReceiptMail,
  renderRefundMail,
} from './templates/billing-mails.js';
export { renderEnrolmentMail } from './templates/enrolment-mails.js';
export { renderInvitationMail } from './templates/invitation-mail.js';
export { mailMoment } from './templates/mail-time.js';
export {
  type MailedNotification,
  renderNotificationDigestMail,
  renderNotificationMail,
} from './templates/notification-mails.js';
export { renderPasswordChangedMail, renderPasswordResetMail } from './templates/password-mails.js';
export { renderRecoveryCodesReplacedMail } from './templates/recovery-codes-replaced-mail.js';
export {
  renderChooseSittingMail,
  renderExamBookedMail,
  renderSittingCancelledMail,
  renderSittingMovedMail,
  type SittingCalendar,
} from './templates/sitting-mails.js';
export { renderTemporaryPasswordMail } from './templates/temporary-password-mail.js';
export { renderTwoFactorResetMail } from './templates/two-factor-reset-mail.js';
export { renderVerificationMail } from './templates/verification-mail.js';
export { createSmtpTransport } from './transport.js';
