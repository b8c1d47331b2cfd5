import type { Language } from '@academy/contracts';

/** The payment receipt's texts per language. */
export interface ReceiptTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  item: string;
  /** What a test's retake is called, by the test's title. */
  retake: (title: string) => string;
  amount: string;
  date: string;
  card: string;
  paymentId: string;
  button: string;
  signature: string;
}

/** The mail of a succeeded refund. */
export interface RefundTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  item: string;
  retake: (title: string) => string;
  amount: string;
  paid: string;
  date: string;
  paymentId: string;
  /** What the refund did to the access it bought. */
  effect: (purpose: 'subscription' | 'retake', full: boolean) => string;
  button: string;
  signature: string;
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

export const receiptTexts: Record<Language, ReceiptTexts> = {
  en: {
    subject: 'Your Academy payment receipt',
    greeting: (name) => `Hello, ${name}!`,
    intro: 'Thank you: your payment went through. Here is your receipt.',
    item: 'Paid for',
    retake: (title) => `Retake: ${title}`,
    amount: 'Amount',
    date: 'Date',
    card: 'Card',
    paymentId: 'Payment number',
    button: 'See your payments',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Квитанция об оплате в Академии',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Спасибо, оплата прошла. Ниже ваша квитанция.',
    item: 'За что',
    retake: (title) => `Пересдача: ${title}`,
    amount: 'Сумма',
    date: 'Дата',
    card: 'Карта',
    paymentId: 'Номер платежа',
    button: 'Посмотреть платежи',
    signature: 'Команда Академии',
  },
};

export const accessReminderTexts: Record<Language, AccessReminderTexts> = {
  en: {
    subject: (kind) =>
      kind === 'trial'
        ? 'Your Academy free trial ends soon'
        : 'Your Academy subscription ends soon',
    greeting: (name) => `Hello, ${name}!`,
    ends: (kind, when) =>
      kind === 'trial'
        ? `Your free trial ends on ${when}. After that, lectures, tests and mini projects stay closed until you choose a plan.`
        : `Your subscription ends on ${when}. After that, lectures, tests and mini projects stay closed until you renew it.`,
    choose: 'Choose a plan now and keep learning without a break.',
    button: 'Choose a plan',
    signature: 'The Academy team',
  },
  ru: {
    subject: (kind) =>
      kind === 'trial'
        ? 'Бесплатный период в Академии скоро закончится'
        : 'Подписка в Академии скоро закончится',
    greeting: (name) => `Здравствуйте, ${name}!`,
    ends: (kind, when) =>
      kind === 'trial'
        ? `Бесплатный период закончится ${when}. После этого лекции, тесты и мини-проекты будут закрыты, пока вы не выберете тариф.`
        : `Подписка закончится ${when}. После этого лекции, тесты и мини-проекты будут закрыты, пока вы её не продлите.`,
    choose: 'Выберите тариф сейчас, чтобы учиться без перерыва.',
    button: 'Выбрать тариф',
    signature: 'Команда Академии',
  },
};

export const refundTexts: Record<Language, RefundTexts> = {
  en: {
    subject: 'Your Academy payment was refunded',
    greeting: (name) => `Hello, ${name}!`,
    intro: 'We have given money back on one of your payments.',
    item: 'Payment for',
    retake: (title) => `Retake: ${title}`,
    amount: 'Refunded',
    paid: 'Paid',
    date: 'Date',
    paymentId: 'Payment number',
    effect: (purpose, full) =>
      purpose === 'retake'
        ? 'The retake this payment bought is no longer available.'
        : full
          ? 'The subscription period this payment bought has ended.'
          : 'The subscription period this payment bought was shortened in proportion to the refund.',
    button: 'See your payments',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Платёж в Академии возвращён',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Мы вернули деньги по одному из ваших платежей.',
    item: 'За что',
    retake: (title) => `Пересдача: ${title}`,
    amount: 'Возвращено',
    paid: 'Оплачено',
    date: 'Дата',
    paymentId: 'Номер платежа',
    effect: (purpose, full) =>
      purpose === 'retake'
        ? 'Пересдача, оплаченная этим платежом, больше недоступна.'
        : full
          ? 'Период подписки, оплаченный этим платежом, закончился.'
          : 'Период подписки, оплаченный этим платежом, сокращён пропорционально возврату.',
    button: 'Посмотреть платежи',
    signature: 'Команда Академии',
  },
};
