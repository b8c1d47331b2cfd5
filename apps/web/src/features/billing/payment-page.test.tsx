import {
  billingEndpoints,
  endpoints,
  learningEndpoints,
  paths,
  promotionEndpoints,
} from '@academy/contracts';
import {
  aPayment,
  aPaymentResult,
  aPlan,
  aPricing,
  aStudent,
  aSubscriptions,
  aTask,
  aTaskAssignment,
  aTokenPair,
} from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { i18n } from '../../shared/i18n/i18n';
import { answerPricingScreen } from '../../test/billing-answers';
import { type HandleInfo, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './billing-screens';

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINES = '4000 0000 0000 0002';
const NEEDS_CONFIRMATION = '4000 0027 6000 3184';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface PayCall {
  key: string | null;
  body: unknown;
}

/** A signed-in student with the pricing answered; payments/pay answers with `answer`. */
function logInAndPay(
  answer: (
    info: HandleInfo<typeof billingEndpoints.pay>,
  ) =>
    | ReturnType<HandleInfo<typeof billingEndpoints.pay>['reply']>
    | Promise<ReturnType<HandleInfo<typeof billingEndpoints.pay>['reply']>>,
) {
  tokens.save(aTokenPair(), true);
  answerPricingScreen();
  let studentCalls = 0;
  let subscriptionCalls = 0;
  const calls: PayCall[] = [];
  server.use(
    handle(endpoints.getMe, ({ reply }) => {
      studentCalls += 1;
      return reply(200, aStudent());
    }),
    handle(billingEndpoints.listMySubscriptions, ({ reply }) => {
      subscriptionCalls += 1;
      return reply(
        200,
        aSubscriptions({ access: { state: 'subscription', endsAt: '2027-01-12T09:00:00.000Z' } }),
      );
    }),
    handle(billingEndpoints.pay, async (info) => {
      const { request } = info;
      calls.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      return answer(info);
    }),
  );
  return {
    calls,
    studentCalls: () => studentCalls,
    subscriptionCalls: () => subscriptionCalls,
  };
}

async function openPayment(path = `${paths.student.payment}?plan=online-monthly`) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return app;
}

type App = Awaited<ReturnType<typeof openPayment>>;

/** Test 41 after a failed first attempt: its retake is for sale. */
const failedFirstAttempt = (assignment: Parameters<typeof aTaskAssignment>[0] = {}) =>
  aTask({
    id: 41,
    assignment: aTaskAssignment({ reviewStatus: 'failed', attempt: 1, ...assignment }),
  });

async function fillCard(app: App, number: string) {
  const number$ = await screen.findByLabelText(/^card number/i);
  await app.user.clear(number$);
  await app.user.type(number$, number);
  const expiry = screen.getByLabelText(/^expiry date/i);
  if (!(expiry as HTMLInputElement).value) {
    await app.user.type(expiry, '12/30');
    await app.user.type(screen.getByLabelText(/^security code/i), '123');
    await app.user.type(screen.getByLabelText(/^name on card/i), 'Anna Petrosyan');
  }
}

const payButton = () => screen.getByRole('button', { name: 'Pay $29.00' });

describe('/payment of a plan', () => {
  it('a price changed meanwhile: refused, said with the new price, then paid knowingly', async () => {
    let price = 2900;
    const pay = logInAndPay(({ reply }) => {
      const sent = pay.calls.at(-1)?.body as { expectedPrice: { amount: number } };
      return sent.expectedPrice.amount === price
        ? reply(201, aPaymentResult())
        : reply(409, { message: 'ERR_PRICE_CHANGED' });
    });
    server.use(
      handle(billingEndpoints.getPricing, ({ reply }) =>
        reply(
          200,
          aPricing({
            plans: [aPlan({ price: { amount: price, currency: 'USD' } })],
          }),
        ),
      ),
    );
    const app = await openPayment();
    await screen.findByRole('button', { name: 'Pay $29.00' });
    // Staff raise the price while the page is open.
    price = 3500;
    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The price changed while you were paying. Nothing was charged: check the new price and pay again. The price is now $35.00.',
    );
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('$35.00')).toBeVisible();
    // No toast on top of the form's message.
    expect(app.notify).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Pay $35.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(
      pay.calls.map((call) => (call.body as { expectedPrice: unknown }).expectedPrice),
    ).toEqual([
      { amount: 2900, currency: 'USD' },
      { amount: 3500, currency: 'USD' },
    ]);
    // A new attempt, a new key: the refused one charged nothing.
    expect(pay.calls[0]?.key).not.toBe(pay.calls[1]?.key);
  });

  it("names the plan in the reader's language, as staff wrote it", async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    server.use(
      handle(billingEndpoints.getPricing, ({ reply }) =>
        reply(
          200,
          aPricing({ plans: [aPlan({ names: { en: 'Online · monthly', ru: 'Онлайн · месяц' } })] }),
        ),
      ),
    );
    await openPayment();
    await screen.findByRole('region', { name: 'Your order' });
    expect(screen.getByText('Online · monthly')).toBeVisible();
    await act(() => i18n.changeLanguage('ru'));
    const order = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(within(order).getByText('Онлайн · месяц')).toBeVisible();
  });

  it('shows the order and the sandbox cards, and pays with a new idempotency key', async () => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    const app = await openPayment();

    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Online · monthly')).toBeVisible();
    expect(within(order).getByText('Format: Online')).toBeVisible();
    expect(within(order).getByText('Access for 1 month')).toBeVisible();
    expect(within(order).getByText('$29.00')).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();

    const studentCallsBefore = pay.studentCalls();
    const subscriptionCallsBefore = pay.subscriptionCalls();
    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toHaveFocus();
    expect(pay.calls).toEqual([
      {
        key: expect.stringMatching(UUID),
        body: {
          purpose: 'subscription',
          planId: 'online-monthly',
          // The price the student was shown: the server charges it or refuses.
          expectedPrice: { amount: 2900, currency: 'USD' },
          cardToken: 'tok_sandbox_succeeds',
        },
      },
    ]);
    // The card number never goes to our server.
    expect(JSON.stringify(pay.calls)).not.toContain('4242424242424242');
    expect(screen.getByText('A receipt is on its way to student@academy.test.')).toBeVisible();
    expect(await screen.findByText('Your directions are open until Jan 12, 2027.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
    // What the payment changed is read again.
    await waitFor(() => expect(pay.studentCalls()).toBeGreaterThan(studentCallsBefore));
    expect(pay.subscriptionCalls()).toBeGreaterThan(subscriptionCallsBefore);
    expect(app.notify).not.toHaveBeenCalled();
  });

  it("checks the card with contracts' rules, and refuses a card the sandbox doesn't know", async () => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    const app = await openPayment();

    await app.user.click(await screen.findByRole('button', { name: 'Pay $29.00' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);

    await app.user.type(screen.getByLabelText(/^card number/i), '4242 4242 4242 4241');
    await app.user.type(screen.getByLabelText(/^expiry date/i), '01/20');
    await app.user.type(screen.getByLabelText(/^security code/i), '12');
    await app.user.type(screen.getByLabelText(/^name on card/i), 'Anna Petrosyan');
    await app.user.click(payButton());
    expect(await screen.findByText('Enter a valid card number.')).toBeVisible();
    expect(screen.getByText('This card has expired.')).toBeVisible();
    expect(screen.getByText('Enter the 3 or 4 digits of the security code.')).toBeVisible();

    const number = screen.getByLabelText(/^card number/i);
    await app.user.clear(number);
    await app.user.type(number, '5555 5555 5555 4444');
    const expiry = screen.getByLabelText(/^expiry date/i);
    await app.user.clear(expiry);
    await app.user.type(expiry, '12/30');
    await app.user.type(screen.getByLabelText(/^security code/i), '3');
    await app.user.click(payButton());

    expect(await screen.findByText('Use one of the sandbox test cards')).toBeVisible();
    expect(number).toHaveFocus();
    expect(pay.calls).toEqual([]);
  });

  it('says a decline on the form without a toast, and the next attempt has a new key', async () => {
    let declined = false;
    const pay = logInAndPay(({ reply }) => {
      if (!declined) {
        declined = true;
        return reply(402, 'ERR_PAYMENT_DECLINED');
      }
      return reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, DECLINES);
    await app.user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your card was declined. No money was taken: try another card.',
    );
    expect(app.notify).not.toHaveBeenCalled();

    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls).toHaveLength(2);
    expect(pay.calls[0]?.key).not.toBe(pay.calls[1]?.key);
    expect(pay.calls.map((call) => (call.body as { cardToken: string }).cardToken)).toEqual([
      'tok_sandbox_declines',
      'tok_sandbox_succeeds',
    ]);
  });

  it('repeats an attempt that got no answer with the same key, and a changed card with a new one', async () => {
    let answers = 0;
    const pay = logInAndPay(({ reply, networkError }) => {
      answers += 1;
      return answers <= 2 ? networkError() : reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    expect(await screen.findByText(/No answer came about this payment/)).toBeVisible();
    await app.user.click(payButton());
    await waitFor(() => expect(pay.calls).toHaveLength(2));
    expect(pay.calls[1]?.key).toBe(pay.calls[0]?.key);

    // Another name on the card: another attempt.
    await app.user.type(screen.getByLabelText(/^name on card/i), 'a');
    await app.user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls[2]?.key).not.toBe(pay.calls[0]?.key);
  });

  it('repeats an attempt the server could not finish (503) with the same key', async () => {
    let answers = 0;
    const pay = logInAndPay(({ reply }) => {
      answers += 1;
      return answers === 1
        ? reply(503, { message: 'ERR_SERVICE_UNAVAILABLE' })
        : reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    expect(await screen.findByText(/No answer came about this payment/)).toBeVisible();
    await app.user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls).toHaveLength(2);
    expect(pay.calls[1]?.key).toBe(pay.calls[0]?.key);
  });

  it('says an unfinished attempt retried after its window expired, and pays anew with a new key', async () => {
    let answers = 0;
    const pay = logInAndPay(({ reply }) => {
      answers += 1;
      if (answers === 1) return reply(503, { message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE' });
      if (answers === 2) return reply(409, { message: 'ERR_PAYMENT_EXPIRED' });
      return reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    expect(await screen.findByText(/No answer came about this payment/)).toBeVisible();
    await app.user.click(payButton());
    expect(await screen.findByText(/could not be finished in time and has expired/)).toBeVisible();
    await app.user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls[1]?.key).toBe(pay.calls[0]?.key);
    expect(pay.calls[2]?.key).not.toBe(pay.calls[1]?.key);
  });

  it('sends one payment however fast the button is clicked', async () => {
    const pay = logInAndPay(async ({ reply }) => {
      await delay(300);
      return reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, SUCCEEDS);
    await app.user.dblClick(payButton());
    await app.user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls).toHaveLength(1);
  });

  it('asks to confirm when the bank wants it, and confirms', async () => {
    const pending = aPayment({ id: 40, status: 'pending', paidAt: null });
    logInAndPay(({ reply }) =>
      reply(201, aPaymentResult({ payment: pending, confirmationRequired: true })),
    );
    const updates: unknown[] = [];
    server.use(
      handle(billingEndpoints.updatePayment, async ({ request, reply }) => {
        updates.push(await request.json());
        return reply(200, aPaymentResult({ payment: aPayment({ id: 40 }) }));
      }),
    );
    const app = await openPayment();

    await fillCard(app, NEEDS_CONFIRMATION);
    await app.user.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm this payment of $29.00.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(updates).toEqual([{ paymentId: 40, action: 'confirm' }]);
  });

  it('goes back to the form with a note when the confirmation is cancelled', async () => {
    const pending = aPayment({ id: 40, status: 'pending', paidAt: null });
    logInAndPay(({ reply }) =>
      reply(201, aPaymentResult({ payment: pending, confirmationRequired: true })),
    );
    const updates: unknown[] = [];
    server.use(
      handle(billingEndpoints.updatePayment, async ({ request, reply }) => {
        updates.push(await request.json());
        return reply(
          200,
          aPaymentResult({ payment: aPayment({ id: 40, status: 'cancelled', paidAt: null }) }),
        );
      }),
    );
    const app = await openPayment();

    await fillCard(app, NEEDS_CONFIRMATION);
    await app.user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('The payment was cancelled. No money was taken.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([{ paymentId: 40, action: 'cancel' }]);
    expect(payButton()).toBeEnabled();
  });
});

describe('/payment with a promotion code', () => {
  const checked = {
    code: 'SPRING20',
    price: { amount: 2900, currency: 'USD' },
    discount: { amount: 580, currency: 'USD' },
    total: { amount: 2320, currency: 'USD' },
  };

  it('applies a code: the discount and the new total, then pays the discounted price', async () => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    const checks: unknown[] = [];
    server.use(
      handle(promotionEndpoints.checkPromotion, async ({ request, reply }) => {
        checks.push(await request.json());
        return reply(200, checked);
      }),
    );
    const app = await openPayment();
    const order = await screen.findByRole('region', { name: 'Your order' });
    await app.user.type(within(order).getByLabelText('Promotion code'), ' spring20 ');
    await app.user.click(within(order).getByRole('button', { name: 'Apply' }));

    expect(await within(order).findByText('Code SPRING20 applied')).toBeVisible();
    expect(within(order).getByText('Discount (SPRING20)')).toBeVisible();
    expect(within(order).getByText('−$5.80')).toBeVisible();
    expect(within(order).getByTestId('order-total')).toHaveTextContent('$23.20');
    // Written as it is stored once the field is left: upper-case, no edge spaces.
    expect(checks).toEqual([{ planId: 'online-monthly', code: 'SPRING20' }]);

    await fillCard(app, SUCCEEDS);
    await app.user.click(screen.getByRole('button', { name: 'Pay $23.20' }));
    await screen.findByRole('heading', { name: 'Payment received' });
    expect(pay.calls.map((call) => call.body)).toEqual([
      {
        purpose: 'subscription',
        planId: 'online-monthly',
        expectedPrice: { amount: 2320, currency: 'USD' },
        cardToken: 'tok_sandbox_succeeds',
        promotionCode: 'SPRING20',
      },
    ]);
  });

  it('says why a code does not apply, keeps what was typed, and removes an applied code', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    let answer: 'expired' | 'ok' = 'expired';
    server.use(
      handle(promotionEndpoints.checkPromotion, ({ reply }) =>
        answer === 'expired'
          ? reply(409, { message: 'ERR_PROMOTION_CODE_EXPIRED' })
          : reply(200, checked),
      ),
    );
    const app = await openPayment();
    const order = await screen.findByRole('region', { name: 'Your order' });
    const field = within(order).getByLabelText('Promotion code');
    await app.user.type(field, 'SPRING20');
    await app.user.click(within(order).getByRole('button', { name: 'Apply' }));
    expect(
      await within(order).findByText(
        'This promotion code is no longer valid. Nothing was charged.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('SPRING20');
    expect(app.notify).not.toHaveBeenCalled();

    answer = 'ok';
    await app.user.click(within(order).getByRole('button', { name: 'Apply' }));
    await within(order).findByText('Code SPRING20 applied');
    await app.user.click(within(order).getByRole('button', { name: 'Remove code' }));
    expect(within(order).getByTestId('order-total')).toHaveTextContent('$29.00');
    expect(payButton()).toBeVisible();
  });

  it('a code used up between the check and the payment: nothing charged, said at the field', async () => {
    const pay = logInAndPay(({ reply }) => reply(409, { message: 'ERR_PROMOTION_CODE_USED_UP' }));
    server.use(handle(promotionEndpoints.checkPromotion, ({ reply }) => reply(200, checked)));
    const app = await openPayment();
    const order = await screen.findByRole('region', { name: 'Your order' });
    await app.user.type(within(order).getByLabelText('Promotion code'), 'SPRING20');
    await app.user.click(within(order).getByRole('button', { name: 'Apply' }));
    await within(order).findByText('Code SPRING20 applied');
    await fillCard(app, SUCCEEDS);
    await app.user.click(screen.getByRole('button', { name: 'Pay $23.20' }));

    expect(
      await within(order).findByText('This promotion code has been used up. Nothing was charged.'),
    ).toBeVisible();
    expect(within(order).getByTestId('order-total')).toHaveTextContent('$29.00');
    expect(payButton()).toBeEnabled();
    expect(pay.calls).toHaveLength(1);
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('offers no code for a retake', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(200, failedFirstAttempt())));
    await openPayment(`${paths.student.payment}?retake=41`);
    await screen.findByRole('region', { name: 'Your order' });
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
  });
});

describe('/payment of a retake', () => {
  it("names the test, charges the retake's price and leads back to the test", async () => {
    const pay = logInAndPay(({ reply }) =>
      reply(
        201,
        aPaymentResult({
          payment: aPayment({
            purpose: 'retake',
            planId: null,
            taskId: 41,
            description: 'Variables and types',
            price: { amount: 900, currency: 'USD' },
          }),
        }),
      ),
    );
    let taskCalls = 0;
    server.use(
      handle(learningEndpoints.getTask, ({ reply }) => {
        taskCalls += 1;
        // Read again once paid, as the server answers then.
        return reply(200, failedFirstAttempt({ retakePaid: taskCalls > 1 }));
      }),
    );
    const app = await openPayment(`${paths.student.payment}?retake=41`);

    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(await within(order).findByText('Retake of “Variables and types”')).toBeVisible();
    expect(within(order).getByText('$9.00')).toBeVisible();

    await fillCard(app, SUCCEEDS);
    await app.user.click(screen.getByRole('button', { name: 'Pay $9.00' }));

    expect(await screen.findByText('Your second attempt at the test is open.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the test' })).toHaveAttribute(
      'href',
      paths.student.task(41),
    );
    expect(pay.calls[0]?.body).toEqual({
      purpose: 'retake',
      taskId: 41,
      expectedPrice: { amount: 900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    });
    // The test is read again: its retake is open now, and the page keeps saying it was paid
    // here rather than that it was paid already.
    await waitFor(() => expect(taskCalls).toBe(2));
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.queryByText('Your retake is already paid')).not.toBeInTheDocument();
  });
});

describe('/payment without a known order', () => {
  it.each([
    [paths.student.payment, 'Nothing to pay for'],
    [`${paths.student.payment}?plan=gold-forever`, 'This plan is not available'],
    [`${paths.student.payment}?retake=abc`, 'Nothing to pay for'],
  ])('%s → %s, with the way to the plans', async (path, title) => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    await openPayment(path);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      paths.student.pricing,
    );
  });

  it('says a test that is not there was not found', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(404, 'ERR_TASK_NOT_EXISTS')));
    await openPayment(`${paths.student.payment}?retake=999`);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Test not found' })).toBeVisible();
  });
});

describe('/payment of a retake that cannot be bought', () => {
  it.each([
    [
      'paid already',
      failedFirstAttempt({ retakePaid: true }),
      'Your retake is already paid',
      'There is nothing more to pay: your second attempt at this test is open.',
    ],
    [
      'both attempts used',
      failedFirstAttempt({ attempt: 2, retakePaid: true }),
      'No retake is left for this test',
      'Both attempts at this test have been used, so a retake cannot be bought.',
    ],
    [
      'passed',
      aTask({ id: 41, assignment: aTaskAssignment({ reviewStatus: 'passed' }) }),
      'No retake is needed',
      'A retake can be bought after a failed first attempt at this test.',
    ],
  ])('%s: says why, offers no card and leads back to the test', async (_, task, title, text) => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    server.use(handle(learningEndpoints.getTask, ({ reply }) => reply(200, task)));
    await openPayment(`${paths.student.payment}?retake=41`);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link', { name: 'Back to the test' })).toHaveAttribute(
      'href',
      paths.student.task(41),
    );
    expect(screen.queryByLabelText(/^card number/i)).toBeNull();
    expect(pay.calls).toEqual([]);
  });
});

describe('/payment when things go wrong half-way', () => {
  /** This tab's attempt for the monthly plan, as the page keeps it while the payment runs. */
  function keptAttempt(key = 'kept-attempt-key') {
    window.sessionStorage.setItem(
      'academy.payment-attempt',
      JSON.stringify({
        key,
        order: JSON.stringify({ purpose: 'subscription', planId: 'online-monthly' }),
      }),
    );
  }

  it('after a reload mid-payment, shows it processing (no card form), then its outcome', async () => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    keptAttempt();
    let asked = 0;
    server.use(
      handle(billingEndpoints.getMyPaymentAttempt, ({ params, reply }) => {
        expect(params.key).toBe('kept-attempt-key');
        asked += 1;
        return asked === 1
          ? reply(200, { state: 'processing' })
          : reply(200, { state: 'answered', payment: aPayment() });
      }),
    );
    await openPayment();

    expect(
      await screen.findByRole('heading', { name: 'Your payment is being processed' }),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^card number/i)).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('You paid $29.00 for Online · monthly.')).toBeVisible();
    expect(pay.calls).toEqual([]);
  });

  it('after a reload at the bank’s step, asks to confirm again, and one click is one request', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    keptAttempt();
    const pending = aPayment({ id: 40, status: 'pending', paidAt: null });
    const updates: unknown[] = [];
    server.use(
      handle(billingEndpoints.getMyPaymentAttempt, ({ reply }) =>
        reply(200, { state: 'answered', payment: pending }),
      ),
      handle(billingEndpoints.updatePayment, async ({ request, reply }) => {
        updates.push(await request.json());
        await delay(300);
        return reply(200, aPaymentResult({ payment: aPayment({ id: 40 }) }));
      }),
    );
    const app = await openPayment();

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await app.user.dblClick(confirm);
    await app.user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(updates).toEqual([{ paymentId: 40, action: 'confirm' }]);
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('after a reload, says a payment left waiting too long expired, and offers the form', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    keptAttempt();
    server.use(
      handle(billingEndpoints.getMyPaymentAttempt, ({ reply }) =>
        reply(200, {
          state: 'answered',
          payment: aPayment({ status: 'expired', paidAt: null }),
        }),
      ),
    );
    await openPayment();

    expect(
      await screen.findByText(
        'The payment waited too long for your confirmation and has expired. No money was taken.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^card number/i)).toBeEnabled();
    expect(window.sessionStorage.getItem('academy.payment-attempt')).toBeNull();
  });

  it('after a reload, reuses the key of an attempt the provider left unfinished', async () => {
    const pay = logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    keptAttempt('unfinished-attempt-key');
    server.use(
      handle(billingEndpoints.getMyPaymentAttempt, ({ reply }) =>
        reply(200, { state: 'unfinished' }),
      ),
    );
    const app = await openPayment();

    expect(await screen.findByText(/No answer came about this payment/)).toBeVisible();
    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(pay.calls.map((call) => call.key)).toEqual(['unfinished-attempt-key']);
  });

  it('aborts a payment under way when the browser goes offline: the form is usable again', async () => {
    const pay = logInAndPay(async ({ reply }) => {
      await delay('infinite');
      return reply(201, aPaymentResult());
    });
    const app = await openPayment();

    await fillCard(app, SUCCEEDS);
    await app.user.click(payButton());
    await waitFor(() => expect(pay.calls).toHaveLength(1));
    expect(payButton()).toBeDisabled();
    window.dispatchEvent(new Event('offline'));

    expect(await screen.findByText(/No answer came about this payment/)).toBeVisible();
    await waitFor(() => expect(payButton()).toBeEnabled());
    // The attempt's key is kept for the next try: the server charges it once.
    expect(window.sessionStorage.getItem('academy.payment-attempt')).toContain(
      pay.calls[0]?.key ?? 'none',
    );
  });

  it('groups the card number by four and takes digits only', async () => {
    logInAndPay(({ reply }) => reply(201, aPaymentResult()));
    const app = await openPayment();

    const number = await screen.findByLabelText(/^card number/i);
    await app.user.type(number, '4242x4242-4242abc42424');
    expect(number).toHaveValue('4242 4242 4242 4242 4');
  });
});
