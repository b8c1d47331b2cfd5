import type { NotificationsPage, PaymentResult } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, testBillingConfig } from '../../test/billing-builders.js';
import { bearer, createUser, latestMailTo, login, testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';
import { includedTax } from './receipt-pdf.js';

/*
 * A payment's documents, read back as text: GET receipts/{id} and credit-notes/{id} (the
 * student's), GET admin/payments/{id}/receipt and admin/credit-notes/{id} (staff's, in the
 * student's language), and the mails that link to them. The test app's issuer
 * (testBillingConfig) has an address and a 20 % VAT included in its prices.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
let t: TestApp;
let directionId = 0;
let keyNumber = 0;
let admin: Record<string, string>;
let mentor: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ billing: testBillingConfig }, { now: clock.now });
  admin = bearer((await login(t.app, await createUser(t.app, { role: 'admin' }))).accessToken);
  mentor = bearer((await login(t.app, await createUser(t.app, { role: 'mentor' }))).accessToken);
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Receipts' })).directionId;
});

afterAll(async () => {
  await t.close();
});

async function paid(student: SignedIn, cardToken = 'tok_sandbox_succeeds') {
  const response = await pay(t.app, student, `receipt-key-${++keyNumber}`, {
    purpose: 'subscription',
    planId: 'online-1',
    expectedPrice: { amount: 2900, currency: 'USD' },
    cardToken,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentResult>().payment;
}

const receipt = (student: SignedIn, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/receipts/${id}${query}`, headers: student.headers });

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

describe('GET /v1/receipts/{id}', () => {
  it("answers the student's succeeded payment as a PDF download no cache keeps", async () => {
    const student = await signedIn(t.app, { directionId, fullName: 'Анна Петросян' });
    const payment = await paid(student);
    const response = await receipt(student, payment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${payment.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await textOf(response.rawPayload);
    for (const part of [
      'Academy of Tests',
      '1 Test Street, Yerevan 0010, Armenia',
      'Receipt',
      `Payment number ${payment.id}`,
      'Анна Петросян',
      student.email,
      'Online · monthly',
      '$29.00',
      'Of which VAT 20 %',
      '$4.83',
      'Visa •••• 4242',
      '2030-05-10',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("is written in the language asked for, else the student's own", async () => {
    const student = await signedIn(t.app, { directionId });
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, student.id));
    const payment = await paid(student);
    const own = await textOf((await receipt(student, payment.id)).rawPayload);
    expect(own).toContain('Квитанция');
    expect(own).toContain(`Платёж № ${payment.id}`);
    expect(own).toContain('В том числе VAT 20 %');
    // What was bought, by the plan's Russian name as it was when bought.
    expect(own).toContain('Онлайн · помесячно');
    const english = await textOf((await receipt(student, payment.id, '?language=en')).rawPayload);
    expect(english).toContain('Receipt');
    expect(english).not.toContain('Квитанция');
    expect(english).toContain('Online · monthly');

    // So say the receipt's mail and the notification, to a Russian reader.
    expect((await latestMailTo(t.app, student.email))?.text).toContain('Онлайн · помесячно');
    const told = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications',
      headers: student.headers,
    });
    const params = told
      .json<NotificationsPage>()
      .items.find((item) => item.kind === 'payment_succeeded')?.params;
    expect(params).toMatchObject({
      description: 'Online · monthly',
      descriptionRu: 'Онлайн · помесячно',
    });
  });

  it('finds no receipt for a payment that did not succeed, nor for one that does not exist', async () => {
    const student = await signedIn(t.app, { directionId });
    const pending = await paid(student, 'tok_sandbox_needs_confirmation');
    for (const id of [pending.id, 999_999]) {
      const response = await receipt(student, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'ERR_PAYMENT_NOT_FOUND' });
    }
  });

  it("never answers another student's receipt", async () => {
    const owner = await signedIn(t.app, { directionId });
    const other = await signedIn(t.app, { directionId });
    const payment = await paid(owner);
    const response = await receipt(other, payment.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'ERR_PAYMENT_NOT_FOUND' });
  });
});

/** An admin refunds part of the payment; the refund's id, which is its credit note's. */
async function refunded(paymentId: number, amount: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/payments/${paymentId}/refunds`,
    headers: { ...admin, 'idempotency-key': `credit-note-key-${++keyNumber}` },
    payload: { amount, reason: 'Internal: moved to the autumn group' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ refund: { id: number; status: string } }>().refund.id;
}

const creditNote = (student: SignedIn, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/credit-notes/${id}${query}`, headers: student.headers });

describe('GET /v1/credit-notes/{id}', () => {
  it('states the refund, the original payment, the tax of the amount given back and a stable number', async () => {
    const student = await signedIn(t.app, { directionId, fullName: 'Анна Петросян' });
    const payment = await paid(student);
    const refundId = await refunded(payment.id, 1200);
    const response = await creditNote(student, refundId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${refundId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await textOf(response.rawPayload);
    for (const part of [
      'Academy of Tests',
      '1 Test Street, Yerevan 0010, Armenia',
      'Credit note',
      `Credit note number CN-${refundId}`,
      `Payment number ${payment.id} of 2030-05-10`,
      'Анна Петросян',
      'Online · monthly',
      'Total refunded',
      '$12.00',
      'Of which VAT 20 %',
      '$2.00',
      'Refunded to',
      'Visa •••• 4242',
    ]) {
      expect(text).toContain(part);
    }
    // The staff's reason is internal: the student's document does not print it.
    expect(text).not.toContain('autumn group');
    expect(text).not.toContain('$29.00');
    // The same number every time.
    const again = await textOf((await creditNote(student, refundId)).rawPayload);
    expect(again).toContain(`CN-${refundId}`);
  });

  it('is listed with its payment in GET payments, and the refund mail links to it', async () => {
    const student = await signedIn(t.app, { directionId });
    const payment = await paid(student);
    const receiptMail = await latestMailTo(t.app, student.email);
    expect(receiptMail.text).toContain(
      `Download the receipt (PDF): http://academy.test/pricing?receipt=${payment.id}`,
    );
    const first = await refunded(payment.id, 500);
    const refundMail = await latestMailTo(t.app, student.email);
    expect(refundMail.text).toContain(`Credit note: CN-${first}`);
    expect(refundMail.text).toContain(
      `Download the credit note (PDF): http://academy.test/pricing?credit-note=${first}`,
    );
    const second = await refunded(payment.id, 700);
    const history = await t.app.inject({
      method: 'GET',
      url: '/v1/payments',
      headers: student.headers,
    });
    const row = history
      .json<{ data: { id: number; creditNotes?: { id: number; amount: number }[] }[] }>()
      .data.find((candidate) => candidate.id === payment.id);
    expect(row?.creditNotes?.map(({ id, amount }) => ({ id, amount }))).toEqual([
      { id: first, amount: 500 },
      { id: second, amount: 700 },
    ]);
  });

  it("is written in the language asked for, else the student's own", async () => {
    const student = await signedIn(t.app, { directionId });
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, student.id));
    const refundId = await refunded((await paid(student)).id, 2900);
    const own = await textOf((await creditNote(student, refundId)).rawPayload);
    expect(own).toContain('Кредит-нота');
    expect(own).toContain(`Кредит-нота № CN-${refundId}`);
    expect(own).toContain('Итого возвращено');
    const english = await textOf((await creditNote(student, refundId, '?language=en')).rawPayload);
    expect(english).toContain('Credit note');
  });

  it("is not found for another student's refund, nor for one that does not exist", async () => {
    const owner = await signedIn(t.app, { directionId });
    const other = await signedIn(t.app, { directionId });
    const refundId = await refunded((await paid(owner)).id, 100);
    for (const id of [refundId, 999_999]) {
      const response = await creditNote(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'ERR_CREDIT_NOTE_NOT_FOUND' });
    }
  });
});

describe("staff's downloads", () => {
  it("answer the student's receipt and credit note in the student's language", async () => {
    const student = await signedIn(t.app, { directionId, fullName: 'Мария Иванова' });
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, student.id));
    const payment = await paid(student);
    const refundId = await refunded(payment.id, 900);

    const receiptResponse = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/payments/${payment.id}/receipt`,
      headers: admin,
    });
    expect(receiptResponse.statusCode, receiptResponse.body).toBe(200);
    expect(receiptResponse.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${payment.id}.pdf"`,
    );
    const receiptText = await textOf(receiptResponse.rawPayload);
    expect(receiptText).toContain('Квитанция');
    expect(receiptText).toContain('Мария Иванова');
    // The very document the student downloads.
    const students = await textOf((await receipt(student, payment.id)).rawPayload);
    expect(receiptText).toBe(students);

    const noteResponse = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/credit-notes/${refundId}`,
      headers: admin,
    });
    expect(noteResponse.statusCode, noteResponse.body).toBe(200);
    const noteText = await textOf(noteResponse.rawPayload);
    expect(noteText).toContain(`Кредит-нота № CN-${refundId}`);
    expect(noteText).toBe(await textOf((await creditNote(student, refundId)).rawPayload));
  });

  it('are refused to mentors, and find nothing for a payment that did not succeed', async () => {
    const student = await signedIn(t.app, { directionId });
    const payment = await paid(student);
    const asMentor = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/payments/${payment.id}/receipt`,
      headers: mentor,
    });
    expect(asMentor.statusCode).toBe(403);
    const pending = await paid(student, 'tok_sandbox_needs_confirmation');
    const notPaid = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/payments/${pending.id}/receipt`,
      headers: admin,
    });
    expect(notPaid.statusCode).toBe(404);
    expect(notPaid.json()).toMatchObject({ message: 'ERR_PAYMENT_NOT_FOUND' });
    const noNote = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/credit-notes/999999',
      headers: admin,
    });
    expect(noNote.json()).toMatchObject({ message: 'ERR_CREDIT_NOTE_NOT_FOUND' });
  });
});

describe('includedTax', () => {
  it('is the part of a price that includes the tax, rounded to the minor unit', () => {
    expect(includedTax(2900, 20)).toBe(483);
    expect(includedTax(12_000, 20)).toBe(2000);
    expect(includedTax(1500, 16.5)).toBe(212);
    expect(includedTax(0, 20)).toBe(0);
  });
});
