import { billingEndpoints, endpoints, paths } from '@academy/contracts';
import {
  aPayment,
  aPaymentResult,
  aPricing,
  aStudent,
  aSubscriptions,
  aTokenPair,
} from '@academy/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { answerPricingScreen } from '../../test/billing-answers';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import './billing-screens';

/*
 * /payment with PAYMENT_PROVIDER=stripe: Stripe.js is loaded from js.stripe.com only here.
 * The test environment loads no outside script, so the page's script tag is failed by hand,
 * as a browser fails it when js.stripe.com can't be reached.
 */

const stripeScript = () =>
  document.querySelector<HTMLScriptElement>('script[src^="https://js.stripe.com/"]');

/** js.stripe.com out of reach: the script fails, and so does the loader's one retry of it. */
async function failStripeJs() {
  for (let round = 0; round < 2; round += 1) {
    const script = await waitFor(() => {
      const current = stripeScript();
      if (!current || current.dataset.failed) throw new Error('no fresh Stripe.js script');
      return current;
    });
    script.dataset.failed = 'yes';
    fireEvent.error(script);
  }
}

beforeEach(() => {
  for (const script of document.querySelectorAll('script[src^="https://js.stripe.com/"]')) {
    script.remove();
  }
});

function studentWithStripe(publishableKey = 'pk_test_academy') {
  tokens.save(aTokenPair(), true);
  answerPricingScreen({
    pricing: aPricing({ paymentProvider: { name: 'stripe', publishableKey } }),
  });
  const payCalls: unknown[] = [];
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
    handle(billingEndpoints.listMySubscriptions, ({ reply }) => reply(200, aSubscriptions())),
    handle(billingEndpoints.pay, async ({ request, reply }) => {
      payCalls.push(await request.json());
      return reply(503, { message: 'ERR_SERVICE_UNAVAILABLE' });
    }),
  );
  return payCalls;
}

describe('/payment with Stripe', () => {
  it('says clearly when Stripe.js cannot be loaded, charges nothing, and tries again', async () => {
    const payCalls = studentWithStripe();
    renderApp(`${paths.student.payment}?plan=online-monthly`);
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    // No sandbox test cards and no card fields of ours: the card is Stripe's to take.
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(screen.queryByText('4242 4242 4242 4242')).toBeNull();
    expect(screen.queryByLabelText(/^card number/i)).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the secure card form…' })).toBeVisible();

    await failStripeJs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card form could not be loaded');
    expect(alert).toHaveTextContent(
      'Stripe, our payment service, cannot be reached from this browser, so the card form did not load. No money was taken.',
    );
    expect(screen.queryByRole('button', { name: 'Pay $29.00' })).toBeNull();
    expect(payCalls).toEqual([]);

    // "Try again" asks js.stripe.com again (a new script tag), and says it again if it fails.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('status', { name: 'Loading the secure card form…' }),
    ).toBeVisible();
    await failStripeJs();
    expect(await screen.findByRole('alert')).toHaveTextContent('No money was taken.');
    expect(payCalls).toEqual([]);
  });

  it('loads nothing from Stripe with the sandbox', async () => {
    tokens.save(aTokenPair(), true);
    answerPricingScreen();
    server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
    renderApp(`${paths.student.payment}?plan=online-monthly`);
    expect(await screen.findByText('4242 4242 4242 4242')).toBeVisible();
    expect(stripeScript()).toBeNull();
  });
});

/**
 * Stripe.js as the page meets it once js.stripe.com answered (`window.Stripe`): the Payment
 * Element mounts into nothing, and `handleNextAction` plays the bank's step the student
 * passes (or abandons). One instance for the file: the loader keeps the first Stripe.js it
 * found, as a page does.
 */
const element = {
  mount: vi.fn(),
  unmount: vi.fn(),
  destroy: vi.fn(),
  update: vi.fn(),
  on: vi.fn(),
  off: vi.fn(),
};
const fakeStripe = {
  elements: vi.fn(() => ({
    create: vi.fn(() => element),
    getElement: vi.fn(() => null),
    update: vi.fn(),
    submit: vi.fn(async () => ({})),
  })),
  handleNextAction: vi.fn(),
  createConfirmationToken: vi.fn(),
  // What React Stripe.js checks a Stripe instance by.
  createToken: vi.fn(),
  createPaymentMethod: vi.fn(),
  confirmCardPayment: vi.fn(),
  _registerWrapper: vi.fn(),
  registerAppInfo: vi.fn(),
};

function stripeJsLoaded(bankStep: { error?: { message: string } }) {
  fakeStripe.handleNextAction.mockReset();
  fakeStripe.handleNextAction.mockResolvedValue(bankStep);
  (window as unknown as { Stripe?: unknown }).Stripe = Object.assign(
    vi.fn(() => fakeStripe),
    { version: 'endive' },
  );
  return fakeStripe;
}

describe('/payment with Stripe, reloaded during 3-D Secure', () => {
  afterEach(() => {
    delete (window as unknown as { Stripe?: unknown }).Stripe;
    window.sessionStorage.clear();
  });

  /** This tab's attempt for the monthly plan, as the page keeps it while the bank's step runs. */
  function keptAttempt() {
    window.sessionStorage.setItem(
      'academy.payment-attempt',
      JSON.stringify({
        key: 'attempt-at-the-bank',
        order: JSON.stringify({ purpose: 'subscription', planId: 'online-monthly' }),
      }),
    );
  }

  function reloadedAtTheBank(publishableKey: string, confirmed: 'succeeded' | 'declined') {
    const payCalls = studentWithStripe(publishableKey);
    keptAttempt();
    const updates: unknown[] = [];
    server.use(
      handle(billingEndpoints.getMyPaymentAttempt, ({ params, reply }) => {
        expect(params.key).toBe('attempt-at-the-bank');
        return reply(200, {
          state: 'answered',
          payment: aPayment({ id: 52, status: 'pending', paidAt: null }),
          nextAction: { clientSecret: 'pi_3DS_secret_resumed' },
        });
      }),
      handle(billingEndpoints.updatePayment, async ({ request, reply }) => {
        updates.push(await request.json());
        return confirmed === 'succeeded'
          ? reply(200, aPaymentResult({ payment: aPayment({ id: 52 }) }))
          : reply(402, { message: 'ERR_PAYMENT_DECLINED' });
      }),
    );
    return { payCalls, updates };
  }

  it('finishes the bank’s step with the secret the attempt answers, then confirms once', async () => {
    const stripe = stripeJsLoaded({});
    const { payCalls, updates } = reloadedAtTheBank('pk_test_resumed', 'succeeded');
    renderApp(`${paths.student.payment}?plan=online-monthly`);

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({
      clientSecret: 'pi_3DS_secret_resumed',
    });
    expect(updates).toEqual([{ paymentId: 52, action: 'confirm' }]);
    // No confirmation dialog asked instead, and nothing charged again.
    expect(screen.queryByRole('dialog', { name: 'Confirm the payment' })).toBeNull();
    expect(payCalls).toEqual([]);
    expect(window.sessionStorage.getItem('academy.payment-attempt')).toBeNull();
  });

  it('says so when the student abandons the bank’s step: declined, nothing taken', async () => {
    const stripe = stripeJsLoaded({ error: { message: 'Authentication failed.' } });
    const { payCalls, updates } = reloadedAtTheBank('pk_test_abandoned', 'declined');
    renderApp(`${paths.student.payment}?plan=online-monthly`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. No money was taken: try another card.',
    );
    expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
    expect(updates).toEqual([{ paymentId: 52, action: 'confirm' }]);
    expect(payCalls).toEqual([]);
    expect(window.sessionStorage.getItem('academy.payment-attempt')).toBeNull();
  });
});
