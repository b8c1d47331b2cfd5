import type admin from '../../../public/locales/en/admin.json';
import type adminDashboard from '../../../public/locales/en/admin-dashboard.json';
import type adminEditors from '../../../public/locales/en/admin-editors.json';
import type adminPayments from '../../../public/locales/en/admin-payments.json';
import type admission from '../../../public/locales/en/admission.json';
import type announcements from '../../../public/locales/en/announcements.json';
import type audit from '../../../public/locales/en/audit.json';
import type auth from '../../../public/locales/en/auth.json';
import type billing from '../../../public/locales/en/billing.json';
import type certificates from '../../../public/locales/en/certificates.json';
import type common from '../../../public/locales/en/common.json';
import type content from '../../../public/locales/en/content.json';
import type errors from '../../../public/locales/en/errors.json';
import type examSchedule from '../../../public/locales/en/exam-schedule.json';
import type home from '../../../public/locales/en/home.json';
import type legal from '../../../public/locales/en/legal.json';
import type notifications from '../../../public/locales/en/notifications.json';
import type planAdmin from '../../../public/locales/en/plan-admin.json';
import type promotionAdmin from '../../../public/locales/en/promotion-admin.json';
import type registration from '../../../public/locales/en/registration.json';
import type reviews from '../../../public/locales/en/reviews.json';
import type student from '../../../public/locales/en/student.json';
import type studentCode from '../../../public/locales/en/student-code.json';
import type userAdmin from '../../../public/locales/en/user-admin.json';
import type validation from '../../../public/locales/en/validation.json';

/** Translation keys are checked against the English bundles at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      content: typeof content;
      'admin-editors': typeof adminEditors;
      'exam-schedule': typeof examSchedule;
      admission: typeof admission;
      reviews: typeof reviews;
      'user-admin': typeof userAdmin;
      'admin-payments': typeof adminPayments;
      'plan-admin': typeof planAdmin;
      'promotion-admin': typeof promotionAdmin;
      announcements: typeof announcements;
      'admin-dashboard': typeof adminDashboard;
      audit: typeof audit;
      auth: typeof auth;
      billing: typeof billing;
      certificates: typeof certificates;
      notifications: typeof notifications;
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
      legal: typeof legal;
      registration: typeof registration;
      student: typeof student;
      'student-code': typeof studentCode;
      validation: typeof validation;
    };
  }
}
