import {
  type AdmissionDirections,
  API_BASE_PATH,
  type ApplicantListResponse,
  type CourseType,
  type LoginResponse,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailsTo } from './accounts';
import { apiToken, confirmAddress, demoAdmin, registerApplicant } from './staff';

/*
 * A student of one's own, for journeys that change a student's state (pay, end their
 * sessions, get blocked), so the demo accounts stay as the other journeys expect them:
 * signed up through the public API, the address confirmed, the exam passed and admitted into
 * Front-End Development by the demo admin, and a password of their own set in place of the
 * mailed temporary one. Their free trial runs from now.
 */

export interface ThrowawayStudent {
  email: string;
  password: string;
  fullName: string;
  /** The user's id, e.g. to block them through the admin API. */
  userId: number;
}

const DIRECTION = 'Front-End Development';
const PASSWORD = 'Throwaway#2026';

export async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
}

export async function throwawayStudent(
  page: Page,
  request: APIRequestContext,
  options: { fullName?: string; courseType?: CourseType } = {},
): Promise<ThrowawayStudent> {
  const fullName = options.fullName ?? 'Lilit Throwaway';
  const applicant = await registerApplicant(request, { fullName });
  await confirmAddress(page, applicant.email);
  const headers = await adminHeaders(request);

  const found = await request.get(
    `${API_BASE_PATH}/admin/applicants?${new URLSearchParams({ search: applicant.email })}`,
    { headers },
  );
  expect(found.status(), await found.text()).toBe(200);
  const item = ((await found.json()) as ApplicantListResponse).items[0];
  expect(item, `the applicant ${applicant.email}`).toBeTruthy();
  const { id, userId } = item ?? { id: 0, userId: 0 };
  const exam = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/exam-result`, {
    headers,
    data: { score: 90, passed: true },
  });
  expect(exam.status(), await exam.text()).toBe(200);
  const directions = (await (
    await request.get(`${API_BASE_PATH}/admin/admission/directions`, { headers })
  ).json()) as AdmissionDirections;
  const direction = directions.items.find((candidate) => candidate.title === DIRECTION);
  expect(direction, DIRECTION).toBeTruthy();
  const admitted = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/admission`, {
    headers,
    data: { directionId: direction?.id, courseType: options.courseType ?? 'online' },
  });
  expect(admitted.status(), await admitted.text()).toBe(200);

  // The temporary password from the admission mail, replaced by one of the student's own.
  await page.goto('/dev/mailbox');
  const mail = mailsTo(page, applicant.email, 'Welcome to the Academy: you are admitted');
  await expect(mail).toHaveCount(1);
  const text = (await mail.locator('pre').textContent()) ?? '';
  const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
  expect(temporary, 'the temporary password mailed').toHaveLength(16);
  const login = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email: applicant.email, password: temporary },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as LoginResponse;
  const set = await request.post(`${API_BASE_PATH}/auth/set-password`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { email: applicant.email, password: PASSWORD, fullName, userId };
}

/** Blocks the account through the admin API, with a reason: its sessions end, its calls are refused. */
export async function blockAccount(request: APIRequestContext, userId: number) {
  const blocked = await request.post(`${API_BASE_PATH}/admin/users/${userId}/blacklist`, {
    headers: await adminHeaders(request),
    data: { reason: 'Blocked by a browser journey' },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
}
