import { describe, expect, it } from 'vitest';
import { renderVerificationMail, type VerificationMailInput } from './verification-mail.js';

const input: VerificationMailInput = {
  language: 'en',
  fullName: 'Zoë O’Brien',
  link: 'https://academy.example/auth/verification?token=abc_DEF-123',
  linkLifetimeHours: 24,
  siteUrl: 'https://academy.example',
  booking: {
    uid: 'exam-booking-7@academy.example',
    startsAt: new Date('2026-11-23T11:00:00.000Z'),
    durationMinutes: 60,
    timeZone: 'Asia/Yerevan',
    courseType: 'offline',
  },
};

describe('renderVerificationMail', () => {
  it('carries the link, the local date and time, the format and an invitation', () => {
    const mail = renderVerificationMail(input);
    // The time is written as the web app writes it: 12-hour in English.
    expect(mail.text).toContain('  Time: 3:00 PM\n');
    expect(mail.subject).toBe('Confirm your e-mail for the Academy entrance exam');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://academy.example/auth/verification?token=abc_DEF-123');
      expect(part).toContain('Monday, November 23, 2026');
      expect(part).toContain('3:00 PM');
      expect(part).not.toContain('15:00');
      expect(part).toContain('Offline');
      expect(part).toContain('Asia/Yerevan');
      expect(part).toContain('The link can be used once and expires in 24 hours.');
    }
    expect(mail.html).toContain(
      'href="https://academy.example/auth/verification?token=abc_DEF-123"',
    );
    const ics = Buffer.from(mail.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Academy entrance exam');
    expect(ics).toContain('DTSTART:20261123T110000Z');
    expect(ics).toContain('UID:exam-booking-7@academy.example');
  });

  it('is translated into Russian', () => {
    const mail = renderVerificationMail({ ...input, language: 'ru' });
    expect(mail.subject).toBe('Подтвердите e-mail для вступительного экзамена Академии');
    expect(mail.text).toContain('Здравствуйте, Zoë O’Brien!');
    expect(mail.text).toContain('понедельник, 23 ноября 2026');
    expect(mail.text).toContain('Время: 15:00');
    expect(mail.text).toContain('Офлайн');
    expect(mail.html).toContain('lang="ru"');
  });

  it('escapes user-provided text in the HTML part', () => {
    const mail = renderVerificationMail({
      ...input,
      fullName: `<img src=x onerror="alert(1)">&'`,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    // The text part is plain text: nothing to escape.
    expect(mail.text).toContain(`<img src=x onerror="alert(1)">&'`);
  });

  it('leaves out the booking and the invitation when there is none', () => {
    const mail = renderVerificationMail({ ...input, booking: null });
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('Your entrance exam');
    expect(mail.text).toContain(input.link);
  });
});
