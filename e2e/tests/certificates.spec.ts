import { readFile } from 'node:fs/promises';
import { API_BASE_PATH, type CompletionResponse } from '@academy/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoStudent, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { apiToken, demoAdmin } from '../support/staff';

/*
 * A certificate in Chromium against the real server: the demo student's certificate of the
 * subject the seed completed for them (demo-learning.json's certifiedSubject) is listed with
 * its badge, its PDF carries the student's name, the public verification page says it is
 * valid, and once an admin revokes it, says it is revoked. An unknown code tells nothing.
 */

const { certifiedSubject } = demoLearning;

/** The demo student's certificate of the certified subject, as GET students/completion lists it. */
async function certifiedSubjectCertificate(request: APIRequestContext) {
  const response = await request.get(`${API_BASE_PATH}/students/completion`, {
    headers: { authorization: `Bearer ${await apiToken(request, demoStudent)}` },
  });
  expect(response.status()).toBe(200);
  const certificate = ((await response.json()) as CompletionResponse).find(
    (entry) => entry.kind === 'subject' && entry.title === certifiedSubject.subject,
  );
  expect(certificate, `${certifiedSubject.subject} is certified`).toBeDefined();
  if (!certificate) throw new Error('no certificate');
  return certificate;
}

test('a certificate: listed with its badge, its PDF names the student, verified in public, then revoked', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const certificate = await certifiedSubjectCertificate(request);

  await logIn(page, demoStudent);
  await page.getByRole('link', { name: 'Certificate' }).first().click();
  await expect(page).toHaveURL(/\/certificates$/);
  const card = page.getByRole('article').filter({ hasText: certifiedSubject.subject });
  await expect(
    card.getByRole('img', { name: `Badge of ${certifiedSubject.subject}` }),
  ).toBeVisible();
  await expect(card.getByText(certificate.verificationCode)).toBeVisible();

  // The PDF: downloaded as a file, its text carries the student's name, the subject and the code.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(text).toContain(demoStudent.fullName);
  expect(text).toContain(certifiedSubject.subject);
  expect(text).toContain(certificate.verificationCode);

  // The public verification page, opened by someone without an account.
  const stranger = await browser.newPage();
  await stranger.goto(`/verify/${certificate.verificationCode}`);
  await expect(stranger.getByRole('heading', { name: 'This certificate is valid' })).toBeVisible();
  await expect(stranger.getByText(demoStudent.fullName)).toBeVisible();
  await expect(
    stranger.getByText("Signature verified with the academy's published key"),
  ).toBeVisible();

  // Revoked by an admin: the page says so.
  const revoked = await request.post(
    `${API_BASE_PATH}/admin/certificates/${certificate.id}/revocation`,
    {
      headers: { authorization: `Bearer ${await apiToken(request, demoAdmin)}` },
      data: { reason: 'Issued in error' },
    },
  );
  expect(revoked.status()).toBe(200);
  await stranger.reload();
  await expect(
    stranger.getByRole('heading', { name: 'This certificate has been revoked' }),
  ).toBeVisible();
  await expect(
    stranger.getByText("Marked as revoked in the academy's revocation status list"),
  ).toBeVisible();

  // The student's list shows it revoked too.
  await page.reload();
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();

  // An unknown code says nothing about anyone.
  await stranger.goto('/verify/AAAA-BBBB-CCCC');
  await expect(
    stranger.getByRole('heading', { name: 'No certificate has this code' }),
  ).toBeVisible();
  await expect(stranger.getByText(demoStudent.fullName)).toHaveCount(0);
  await stranger.close();
});
