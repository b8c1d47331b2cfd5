import type { Money } from '@academy/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { Loading } from '../../../shared/ui/loading';

/*
 * Stripe's browser side (PAYMENT_PROVIDER=stripe; ARCHITECTURE.md, "Billing in the browser").
 * This module is imported lazily by the payment page, and only with Stripe, so neither
 * Stripe.js's loader nor React Stripe.js weighs on the sandbox's bundles; Stripe.js itself
 * comes from js.stripe.com only when this renders (`@stripe/stripe-js/pure`).
 *
 * The Payment Element in deferred-intent mode (cards only, the order's amount and currency)
 * takes the card in Stripe's own frames; `createConfirmationToken` answers the token that
 * payments/pay charges. A charge the bank wants confirmed (3-D Secure) comes back with the
 * PaymentIntent's client secret: `handleNextAction` runs the bank's step, then the payment is
 * confirmed with PATCH payments. When Stripe.js cannot be loaded the page says so, and
 * nothing is charged.
 */

/** One load of Stripe.js per publishable key; a failed load is tried again on asking. */
const loads = new Map<string, Promise<Stripe>>();

function stripeFor(publishableKey: string): Promise<Stripe> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available here');
      return stripe;
    });
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}

/** Stripe refused the card before any payment (its message is in the student's language). */
class StripeCardRefused extends Error {
  override readonly name = 'StripeCardRefused';
}

export interface StripeCheckoutProps {
  publishableKey: string;
  price: Money;
  payLabel: string;
  /** The note of the attempt before, drawn above the card (the page's own FormNote). */
  note: React.ReactNode;
  paying: boolean;
  /** The bank's step, when the charge needs it: the PaymentIntent's client secret. */
  nextAction: { paymentId: number; clientSecret: string } | null;
  onPay: (fingerprint: string, tokenize: () => Promise<string>) => Promise<void>;
  /** PATCH payments confirm, once the bank's step has run. */
  onConfirm: () => Promise<void>;
  fingerprint: string;
}

export default function StripeCheckout(props: StripeCheckoutProps) {
  const { t, i18n } = useTranslation('billing');
  const [stripe, setStripe] = useState<Stripe | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    let current = true;
    setStripe('loading');
    stripeFor(props.publishableKey).then(
      (loaded) => current && setStripe(loaded),
      () => current && setStripe('failed'),
    );
    return () => {
      current = false;
    };
  }, [props.publishableKey, attempt]);

  if (stripe === 'failed') {
    return (
      <Alert
        ref={focusOnMount}
        tabIndex={-1}
        color="red"
        variant="light"
        role="alert"
        title={t('stripe.unavailableTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('stripe.unavailable')}</Text>
          <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t('stripe.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (stripe === 'loading') return <Loading label={t('stripe.loading')} size="md" />;
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: props.price.amount,
        currency: props.price.currency.toLowerCase(),
        allowedPaymentMethodTypes: ['card'],
        locale: i18n.language === 'ru' ? 'ru' : 'en',
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  payLabel,
  note,
  paying,
  nextAction,
  onPay,
  onConfirm,
  fingerprint,
}: StripeCheckoutProps) {
  const { t } = useTranslation('billing');
  const stripe = useStripe();
  const elements = useElements();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const handled = useRef<number | null>(null);

  const pay = useSingleFlight(async () => {
    if (!stripe || !elements) return;
    setRefusal(null);
    // The Element checks its own fields and shows what is wrong in them.
    const checked = await elements.submit();
    if (checked.error) return;
    try {
      await onPay(fingerprint, async () => {
        const { confirmationToken, error } = await stripe.createConfirmationToken({ elements });
        if (error || !confirmationToken) {
          throw new StripeCardRefused(error?.message ?? t('stripe.refused'));
        }
        return confirmationToken.id;
      });
    } catch (error) {
      if (!(error instanceof StripeCardRefused)) throw error;
      setRefusal(error.message);
    }
  });

  // The bank's step (3-D Secure) in Stripe's own frame, once per payment; then the server
  // reads the PaymentIntent's outcome (PATCH payments confirm).
  useEffect(() => {
    if (!stripe || !nextAction || handled.current === nextAction.paymentId) return;
    handled.current = nextAction.paymentId;
    setAuthenticating(true);
    void stripe
      .handleNextAction({ clientSecret: nextAction.clientSecret })
      .then(() => onConfirm())
      .finally(() => setAuthenticating(false));
  }, [stripe, nextAction, onConfirm]);

  const busy = paying || authenticating || nextAction !== null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      noValidate
      aria-label={t('card.title')}
    >
      <Stack gap="md">
        {note}
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <PaymentElement options={{ layout: 'tabs' }} />
        {authenticating ? <Loading label={t('stripe.authenticating')} size="sm" /> : null}
        <Group>
          <Button type="submit" size="md" loading={busy} disabled={busy || !stripe}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
