import type { PaymentResult } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, testBillingConfig } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';
import { includedTax } from './receipt-pdf.js';

/*
 * GET receipts/{id}: a succeeded payment's receipt as a PDF, read back as text. The test
 * app's issuer (testBillingConfig) has an address and a 20 % VAT included in its prices.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
let t: TestApp;
let directionId = 0;
let keyNumber = 0;

beforeAll(async () => {
  t = await buildTestApp({ billing: testBillingConfig }, { now: clock.now });
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
    const english = await textOf((await receipt(student, payment.id, '?language=en')).rawPayload);
    expect(english).toContain('Receipt');
    expect(english).not.toContain('Квитанция');
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

describe('includedTax', () => {
  it('is the part of a price that includes the tax, rounded to the minor unit', () => {
    expect(includedTax(2900, 20)).toBe(483);
    expect(includedTax(12_000, 20)).toBe(2000);
    expect(includedTax(1500, 16.5)).toBe(212);
    expect(includedTax(0, 20)).toBe(0);
  });
});
