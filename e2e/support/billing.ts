import {
  type AdmissionDirections,
  API_BASE_PATH,
  type ApplicantListResponse,
  type CourseType,
  type LoginResponse,
  sandboxTestCards,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailsTo } from './accounts';
import { apiToken, confirmAddress, demoAdmin, registerApplicant } from './staff';

/*
 * Paying through the payment screen with the sandbox provider's documented test cards
 * (contracts' `sandboxTestCards`): the card number stays in the browser, the server sees the
 * sandbox's token only.
 */

export type SandboxOutcome = (typeof sandboxTestCards)[number]['outcome'];

/** The sandbox's test card number with this outcome. */
export function sandboxCard(outcome: SandboxOutcome): string {
  const card = sandboxTestCards.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`No sandbox card ${outcome}`);
  return card.number;
}

/** Fills the card form of /payment and presses its pay button. */
export async function payByCard(page: Page, outcome: SandboxOutcome, holder = 'Anna Hakobyan') {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(sandboxCard(outcome));
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill(holder);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The payment screen's success state. */
export async function expectPaymentReceived(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

export interface ThrowawayStudent {
  email: string;
  password: string;
  fullName: string;
}

/**
 * A student of their own for a journey that pays, so that the demo accounts other specs read
 * keep their payments: signed up through the public API, the address confirmed, the exam
 * passed and admitted into Front-End Development by the demo admin, and their own password
 * set in place of the mailed temporary one. Their free trial runs from now.
 */
export async function throwawayStudent(
  page: Page,
  request: APIRequestContext,
  options: { fullName?: string; courseType?: CourseType } = {},
): Promise<ThrowawayStudent> {
  const fullName = options.fullName ?? 'Lilit Payments';
  const applicant = await registerApplicant(request, { fullName });
  await confirmAddress(page, applicant.email);

  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const found = await request.get(
    `${API_BASE_PATH}/admin/applicants?${new URLSearchParams({ search: applicant.email })}`,
    { headers },
  );
  expect(found.status(), await found.text()).toBe(200);
  const id = ((await found.json()) as ApplicantListResponse).items[0]?.id;
  expect(id, `the applicant ${applicant.email}`).toBeTruthy();
  const exam = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/exam-result`, {
    headers,
    data: { score: 90, passed: true },
  });
  expect(exam.status(), await exam.text()).toBe(200);
  const directions = (await (
    await request.get(`${API_BASE_PATH}/admin/admission/directions`, { headers })
  ).json()) as AdmissionDirections;
  const frontEnd = directions.items.find((item) => item.title === 'Front-End Development');
  const admitted = await request.post(`${API_BASE_PATH}/admin/applicants/${id}/admission`, {
    headers,
    data: { directionId: frontEnd?.id, courseType: options.courseType ?? 'online' },
  });
  expect(admitted.status(), await admitted.text()).toBe(200);

  await page.goto('/dev/mailbox');
  const mail = mailsTo(page, applicant.email, 'Welcome to the Academy: you are admitted');
  const text = (await mail.first().locator('pre').textContent()) ?? '';
  const temporary = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
  expect(temporary, 'the temporary password mailed').toHaveLength(16);
  const login = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email: applicant.email, password: temporary },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as LoginResponse;
  const password = 'Payments#2026';
  const set = await request.post(`${API_BASE_PATH}/auth/set-password`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password, confirmPassword: password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { email: applicant.email, password, fullName };
}
