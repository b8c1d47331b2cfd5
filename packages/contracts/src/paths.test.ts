import { describe, expect, it } from 'vitest';
import { apiPaths, filePublicUrl } from './api-paths.js';
import { API_BASE_PATH } from './constants.js';
import { endpoints } from './endpoints/index.js';
import { paths, STUDENT_ROOT } from './paths.js';

describe('filePublicUrl', () => {
  it.each<[string, string | undefined, string]>([
    ['abc-123', undefined, '/v1/files/abc-123/public'],
    [
      '0b9e6c1e-4f5a-4a7e-9d8b-3c2a1f0e9d8c',
      undefined,
      '/v1/files/0b9e6c1e-4f5a-4a7e-9d8b-3c2a1f0e9d8c/public',
    ],
    ['id', 'https://academy.example', 'https://academy.example/v1/files/id/public'],
    ['id', 'http://localhost:3000', 'http://localhost:3000/v1/files/id/public'],
  ])('%j on %j → %j', (fileId, host, expected) => {
    expect(filePublicUrl(fileId, host)).toBe(expected);
  });

  it('sits under the API base path', () => {
    expect(filePublicUrl('x').startsWith(`${API_BASE_PATH}/`)).toBe(true);
    expect(apiPaths.getPublicFile).toBe('/files/:fileId/public');
  });
});

describe('apiPaths (below /v1), derived from the endpoints', () => {
  it.each<[string, string]>([
    [apiPaths.health, '/health'],
    [apiPaths.login, '/auth/login'],
    [apiPaths.refreshToken, '/auth/refresh-token'],
    [apiPaths.logout, '/auth/logout'],
    [apiPaths.forgotPassword, '/auth/forgot-password'],
    [apiPaths.setPassword, '/auth/set-password'],
    [apiPaths.resetPassword, '/auth/reset-password'],
    [apiPaths.verifyEmail, '/auth/verification'],
    [apiPaths.resendVerification, '/auth/verification/resend'],
    [apiPaths.register, '/auth/registration'],
    [apiPaths.checkPhone, '/auth/check/phone'],
    [apiPaths.checkEmail, '/auth/check/email'],
    [apiPaths.getMe, '/students'],
    [apiPaths.changePassword, '/students/password'],
    [apiPaths.listCountries, '/countries'],
    [apiPaths.getMyApplication, '/applicants/me'],
    [apiPaths.listWeekDays, '/week-days'],
    [apiPaths.listAvailableExamSlots, '/week-days/available'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has one path per endpoint', () => {
    expect(Object.keys(apiPaths).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('paths', () => {
  it.each<[string, string]>([
    [paths.root, '/'],
    [paths.home, '/home'],
    [paths.auth.root, '/auth'],
    [paths.auth.login, '/auth/login'],
    [paths.auth.forgotPassword, '/auth/forgot-password'],
    [paths.auth.resetPassword, '/auth/reset-password'],
    [paths.auth.setPassword, '/auth/set-password'],
    [paths.auth.verification, '/auth/verification'],
    [paths.registration.root, '/registration'],
    [paths.registration.mainInformation, '/registration/main-information'],
    [paths.registration.courseFormat, '/registration/course-format'],
    [paths.registration.examDate, '/registration/exam-date'],
    [paths.registration.examConfirmation, '/registration/exam-confirmation'],
    [paths.registration.checkEmail, '/registration/check-email'],
    [paths.student.pricing, '/pricing'],
    [paths.student.payment, '/payment'],
    [paths.student.dashboard, '/dashboard'],
    [paths.student.subject(1), '/subject/1'],
    [paths.student.task(2), '/task/2'],
    [paths.student.miniProject(3), '/mini-project/3'],
    [paths.student.lecture(4), '/lecture/4'],
    [paths.student.homework(5), '/homework/5'],
    [paths.student.certificates, '/certificates'],
    [paths.student.profile, '/profile'],
    [paths.student.changePassword, '/profile/change-password'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the student root is the dashboard', () => {
    expect(STUDENT_ROOT).toBe('/dashboard');
  });
});
