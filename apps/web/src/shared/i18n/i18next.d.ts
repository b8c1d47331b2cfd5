import type admin from '../../../public/locales/en/admin.json';
import type adminApplicants from '../../../public/locales/en/admin-applicants.json';
import type adminAudit from '../../../public/locales/en/admin-audit.json';
import type adminContent from '../../../public/locales/en/admin-content.json';
import type adminDashboard from '../../../public/locales/en/admin-dashboard.json';
import type adminEditors from '../../../public/locales/en/admin-editors.json';
import type adminExams from '../../../public/locales/en/admin-exams.json';
import type adminReviews from '../../../public/locales/en/admin-reviews.json';
import type adminUsers from '../../../public/locales/en/admin-users.json';
import type auth from '../../../public/locales/en/auth.json';
import type billing from '../../../public/locales/en/billing.json';
import type certificates from '../../../public/locales/en/certificates.json';
import type common from '../../../public/locales/en/common.json';
import type errors from '../../../public/locales/en/errors.json';
import type home from '../../../public/locales/en/home.json';
import type legal from '../../../public/locales/en/legal.json';
import type registration from '../../../public/locales/en/registration.json';
import type student from '../../../public/locales/en/student.json';
import type validation from '../../../public/locales/en/validation.json';

/** Translation keys are checked against the English bundles at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      'admin-content': typeof adminContent;
      'admin-editors': typeof adminEditors;
      'admin-exams': typeof adminExams;
      'admin-applicants': typeof adminApplicants;
      'admin-reviews': typeof adminReviews;
      'admin-users': typeof adminUsers;
      'admin-dashboard': typeof adminDashboard;
      'admin-audit': typeof adminAudit;
      auth: typeof auth;
      billing: typeof billing;
      certificates: typeof certificates;
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
      legal: typeof legal;
      registration: typeof registration;
      student: typeof student;
      validation: typeof validation;
    };
  }
}
