import type { Language } from '@academy/contracts';

/** What the receipt and the refund mail both say, in the same words. */
export interface PaymentMailTexts {
  greeting: (name: string) => string;
  /** What a test's retake is called, by the test's title. */
  retake: (title: string) => string;
  item: string;
  date: string;
  paymentId: string;
  signature: string;
}

/** The payment receipt's own texts. */
export interface ReceiptTexts {
  subject: string;
  intro: string;
  amount: string;
  card: string;
  /** The button to the receipt's PDF. */
  button: string;
}

/** The mail of a succeeded refund: its own texts. */
export interface RefundTexts {
  subject: string;
  intro: string;
  amount: string;
  paid: string;
  /** The credit note's number. */
  creditNote: string;
  /** What the refund did to the access it bought. */
  effect: (purpose: 'subscription' | 'retake', full: boolean) => string;
  /** The button to the credit note's PDF. */
  button: string;
}

/** The reminder before the learning access ends. */
export interface AccessReminderTexts {
  subject: (kind: 'trial' | 'paid') => string;
  greeting: (name: string) => string;
  ends: (kind: 'trial' | 'paid', when: string) => string;
  choose: string;
  button: string;
  signature: string;
}

export const paymentMailTexts: Record<Language, PaymentMailTexts> = {
  en: {
    greeting: (name) => `Hello, ${name}!`,
    retake: (title) => `Retake: ${title}`,
    item: 'Paid for',
    date: 'Date',
    paymentId: 'Payment number',
    signature: 'The Academy team',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    retake: (title) => `Пересдача: ${title}`,
    item: 'За что',
    date: 'Дата',
    paymentId: 'Номер платежа',
    signature: 'Команда Академии',
  },
};

export const receiptTexts: Record<Language, ReceiptTexts> = {
  en: {
    subject: 'Your Academy payment receipt',
    intro: 'Thank you: your payment went through. Here is your receipt.',
    amount: 'Amount',
    card: 'Card',
    button: 'Download the receipt (PDF)',
  },
  ru: {
    subject: 'Квитанция об оплате в Академии',
    intro: 'Спасибо, оплата прошла. Ниже ваша квитанция.',
    amount: 'Сумма',
    card: 'Карта',
    button: 'Скачать квитанцию (PDF)',
  },
};

export const accessReminderTexts: Record<Language, AccessReminderTexts> = {
  en: {
    subject: (kind) =>
      kind === 'trial'
        ? 'Your Academy free trial ends soon'
        : 'Your Academy subscription ends soon',
    greeting: paymentMailTexts.en.greeting,
    ends: (kind, when) =>
      kind === 'trial'
        ? `Your free trial ends on ${when}. After that, lectures, tests and mini projects stay closed until you choose a plan.`
        : `Your subscription ends on ${when}. After that, lectures, tests and mini projects stay closed until you renew it.`,
    choose: 'Choose a plan now and keep learning without a break.',
    button: 'Choose a plan',
    signature: paymentMailTexts.en.signature,
  },
  ru: {
    subject: (kind) =>
      kind === 'trial'
        ? 'Бесплатный период в Академии скоро закончится'
        : 'Подписка в Академии скоро закончится',
    greeting: paymentMailTexts.ru.greeting,
    ends: (kind, when) =>
      kind === 'trial'
        ? `Бесплатный период закончится ${when}. После этого лекции, тесты и мини-проекты будут закрыты, пока вы не выберете тариф.`
        : `Подписка закончится ${when}. После этого лекции, тесты и мини-проекты будут закрыты, пока вы её не продлите.`,
    choose: 'Выберите тариф сейчас, чтобы учиться без перерыва.',
    button: 'Выбрать тариф',
    signature: paymentMailTexts.ru.signature,
  },
};

export const refundTexts: Record<Language, RefundTexts> = {
  en: {
    subject: 'Your Academy payment was refunded',
    intro: 'We have given money back on one of your payments.',
    amount: 'Refunded',
    paid: 'Paid',
    creditNote: 'Credit note',
    effect: (purpose, full) =>
      purpose === 'retake'
        ? 'The retake this payment bought is no longer available.'
        : full
          ? 'The subscription period this payment bought has ended.'
          : 'The subscription period this payment bought was shortened in proportion to the refund.',
    button: 'Download the credit note (PDF)',
  },
  ru: {
    subject: 'Платёж в Академии возвращён',
    intro: 'Мы вернули деньги по одному из ваших платежей.',
    amount: 'Возвращено',
    paid: 'Оплачено',
    creditNote: 'Кредит-нота',
    effect: (purpose, full) =>
      purpose === 'retake'
        ? 'Пересдача, оплаченная этим платежом, больше недоступна.'
        : full
          ? 'Период подписки, оплаченный этим платежом, закончился.'
          : 'Период подписки, оплаченный этим платежом, сокращён пропорционально возврату.',
    button: 'Скачать кредит-ноту (PDF)',
  },
};
