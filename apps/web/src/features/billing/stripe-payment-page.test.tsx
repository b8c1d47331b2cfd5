import { billingEndpoints, endpoints, paths } from '@academy/contracts';
import { aPricing, aStudent, aSubscriptions, aTokenPair } from '@academy/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

function studentWithStripe() {
  tokens.save(aTokenPair(), true);
  answerPricingScreen({
    pricing: aPricing({ paymentProvider: { name: 'stripe', publishableKey: 'pk_test_academy' } }),
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
