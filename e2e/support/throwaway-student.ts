import { API_BASE_PATH } from '@academy/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailsTo } from './accounts';
import { apiToken, confirmAddress, demoAdmin, registerApplicant } from './staff';

/*
 * A student of one's own, for journeys that change a student's state or end their sessions:
 * signed up and confirmed like an applicant, admitted by the demo admin through the API into
 * Front-End Development, and given a password of their own. The demo accounts stay as the
 * other journeys expect them.
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
  request: APIRequestContext,
  page: Page,
  fullName: string,
): Promise<ThrowawayStudent> {
  const applicant = await registerApplicant(request, { fullName });
  await confirmAddress(page, applicant.email);
  const headers = await adminHeaders(request);

  const list = await request.get(`${API_BASE_PATH}/admin/applicants`, {
    headers,
    params: { search: applicant.email },
  });
  expect(list.status(), await list.text()).toBe(200);
  const found = ((await list.json()) as { items: { id: number; userId: number }[] }).items[0];
  expect(found, `the applicant ${applicant.email}`).toBeTruthy();
  const { id, userId } = found ?? { id: 0, userId: 0 };

  const exam = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/exam-result`, {
    headers,
    data: { score: 90, passed: true },
  });
  expect(exam.status(), await exam.text()).toBe(200);
  const directions = await request.get(`${API_BASE_PATH}/admin/admission/directions`, { headers });
  const direction = (
    (await directions.json()) as { items: { id: number; title: string }[] }
  ).items.find((item) => item.title === DIRECTION);
  expect(direction, DIRECTION).toBeTruthy();
  const admission = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/admission`, {
    headers,
    data: { directionId: direction?.id },
  });
  expect(admission.status(), await admission.text()).toBe(200);

  // The temporary password from the admission mail, replaced by one of the student's own.
  await page.goto('/dev/mailbox');
  const mail = mailsTo(page, applicant.email, 'Welcome to the Academy: you are admitted');
  await expect(mail).toHaveCount(1);
  const text = (await mail.locator('pre').textContent()) ?? '';
  const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
  const login = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email: applicant.email, password: temporary },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const set = await request.post(`${API_BASE_PATH}/auth/set-password`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { email: applicant.email, password: PASSWORD, fullName, userId };
}

/** Blocks the account through the admin API: its sessions end and its calls are refused. */
export async function blockAccount(request: APIRequestContext, userId: number) {
  const blocked = await request.post(`${API_BASE_PATH}/admin/users/${userId}/blacklist`, {
    headers: await adminHeaders(request),
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
}
