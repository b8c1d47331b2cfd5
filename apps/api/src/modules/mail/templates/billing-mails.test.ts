import { describe, expect, it } from 'vitest';
import { renderAccessReminderMail, renderReceiptMail } from './billing-mails.js';

describe('the receipt', () => {
  const input = {
    language: 'en' as const,
    fullName: 'Anna <b>Hakobyan</b>',
    paymentId: 42,
    purpose: 'retake' as const,
    description: '<script>alert(1)</script>',
    amount: 1500,
    currency: 'USD',
    paidAt: new Date('2030-05-10T10:07:00.000Z'),
    timeZone: 'Asia/Yerevan',
    cardLabel: 'Visa •••• 4242',
    documentLink: 'http://academy.test/pricing?receipt=42',
  };

  it('names what was bought, the amount, the date, the card and the payment number', () => {
    const mail = renderReceiptMail(input);
    expect(mail.subject).toBe('Your Academy payment receipt');
    expect(mail.text).toContain('Paid for: Retake: <script>alert(1)</script>');
    expect(mail.text).toContain('Amount: $15.00');
    expect(mail.text).toContain('Date: 2030-05-10 14:07 (Asia/Yerevan)');
    expect(mail.text).toContain('Card: Visa •••• 4242');
    expect(mail.text).toContain('Payment number: 42');
    expect(mail.attachments).toEqual([]);
  });

  it('escapes every value in the HTML part', () => {
    const { html } = renderReceiptMail(input);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('is written in Russian for Russian-speaking students', () => {
    const mail = renderReceiptMail({ ...input, language: 'ru', cardLabel: null });
    expect(mail.subject).toBe('Квитанция об оплате в Академии');
    expect(mail.text).toContain('Номер платежа: 42');
    expect(mail.text).toContain('За что: Пересдача: <script>alert(1)</script>');
    expect(mail.text).not.toContain('Карта');
  });
});

describe('the access reminder', () => {
  it('tells a trial from a subscription and links to the pricing page', () => {
    const base = {
      language: 'en' as const,
      fullName: 'Anna',
      endsAt: new Date('2030-05-12T09:00:00.000Z'),
      timeZone: 'Asia/Yerevan',
      pricingLink: 'http://academy.test/pricing',
    };
    const trial = renderAccessReminderMail({ ...base, kind: 'trial' });
    expect(trial.subject).toBe('Your Academy free trial ends soon');
    expect(trial.text).toContain('Your free trial ends on 2030-05-12 13:00 (Asia/Yerevan).');
    expect(trial.text).toContain('Choose a plan: http://academy.test/pricing');
    const paid = renderAccessReminderMail({ ...base, kind: 'paid' });
    expect(paid.subject).toBe('Your Academy subscription ends soon');
  });
});
