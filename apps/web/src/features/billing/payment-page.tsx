import { type ErrorCode, type PromotionCheckResponse, paths } from '@academy/contracts';
import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../shared/ui/loading';
import { PageTitle } from '../../shared/ui/page-title';
import { pricingQuery } from './api/queries';
import { useBillingFormat } from './format';
import { CardDetailsForm, FormNote } from './payment/card-form';
import { ConfirmDialog } from './payment/confirm-dialog';
import { PaymentSucceeded } from './payment/payment-succeeded';
import { PromotionField } from './payment/promotion-field';
import { SandboxCards } from './payment/sandbox-cards';
import { type Order, useOrder } from './payment/use-order';
import { usePaymentAttempt } from './payment/use-payment-attempt';
import { purchaseOf } from './payment-links';
import { paymentProvider } from './provider';
import { SectionFailure } from './section-failure';

/** Stripe's browser side, loaded only on this page and only with Stripe (its own chunk). */
const StripeCheckout = lazy(() => import('./provider/stripe-checkout'));

/**
 * /payment?plan=<id> or ?retake=<taskId>: the order, the card (tokenised by the payment
 * provider in the browser), and the payment's outcome: paid, declined (said on the form),
 * or a confirmation the card's bank asks for.
 */
export function PaymentPage() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const purchase = purchaseOf(search);

  return (
    <Stack gap="xl">
      <PageTitle title={t('payment.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('payment.title')}</Title>
        <Text size="lg" c="dark.4" maw={640}>
          {t('payment.description')}
        </Text>
      </Stack>
      {purchase ? <Checkout purchase={purchase} /> : <UnknownOrder reason="nothing" />}
    </Stack>
  );
}

function Checkout({ purchase }: { purchase: NonNullable<ReturnType<typeof purchaseOf>> }) {
  const order = useOrder(purchase);
  const onScreen = useRef<Order | null>(null);
  if (order.state === 'ready') onScreen.current = order.order;
  // Paying a retake refreshes the test, which then reads as paid already: the order on the
  // screen stays, so its payment's outcome ("Payment received") is what the page says.
  const paidHere =
    order.state === 'noRetake' &&
    order.reason === 'paid' &&
    onScreen.current?.request.purpose === 'retake' &&
    onScreen.current.request.taskId === order.taskId
      ? onScreen.current
      : null;
  if (paidHere) return <PayForOrder key={orderKey(paidHere)} order={paidHere} />;
  if (order.state === 'unknown') return <UnknownOrder reason={order.reason} />;
  if (order.state === 'noRetake') return <NoRetake reason={order.reason} taskId={order.taskId} />;
  if (order.state === 'failed') {
    return <SectionFailure error={order.error} onRetry={order.retry} retrying={order.retrying} />;
  }
  if (order.state === 'loading') return <Skeleton height={240} radius="lg" />;
  // A new order (another plan or test in the address) starts a payment of its own; a new
  // price of the same order does not, so the form can say the price changed.
  return <PayForOrder key={orderKey(order.order)} order={order.order} />;
}

/** What is bought, whatever its price: a plan or a test's retake. */
function orderKey({ request }: Order): string {
  return request.purpose === 'subscription' ? `plan:${request.planId}` : `retake:${request.taskId}`;
}

/**
 * The order as it is paid: with a promotion code the server accepted, its discounted total
 * is the price shown and sent (`expectedPrice`), and the code goes with it.
 */
function withPromotion(order: Order, applied: PromotionCheckResponse | null): Order {
  if (!applied || order.request.purpose !== 'subscription') return order;
  return {
    ...order,
    price: applied.total,
    request: { ...order.request, expectedPrice: applied.total, promotionCode: applied.code },
  };
}

function PayForOrder({ order: fullOrder }: { order: Order }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const [applied, setApplied] = useState<PromotionCheckResponse | null>(null);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  // A code checked at another price (the plan's price changed since) is checked again.
  const planPrice = fullOrder.price.amount;
  useEffect(() => {
    if (applied && applied.price.amount !== planPrice) setApplied(null);
  }, [applied, planPrice]);
  const order = useMemo(() => withPromotion(fullOrder, applied), [fullOrder, applied]);
  const { checkout, submit, submitToken, decide, paying, deciding } = usePaymentAttempt(order, {
    // The code stopped applying between the check and the payment: nothing was charged;
    // the field says why and the order is back at its full price.
    onPromotionRefused: (code: ErrorCode) => {
      setApplied(null);
      setRefusal(code);
    },
  });
  // The provider GET pricing names (the order was read from it, so it is there).
  const provider = useQuery(pricingQuery).data?.paymentProvider ?? { name: 'sandbox' };
  const payLabel = t('card.pay', { amount: format.money(order.price) });
  const note = checkout.step === 'form' ? checkout.note : null;
  // With Stripe, a charge that came back with its client secret goes through the bank's
  // step in Stripe's frame, as does one found after a reload while the step still waits (GET
  // payments/attempts answers the secret then); without one the dialog asks.
  const stripeStep =
    provider.name === 'stripe' && checkout.step === 'confirm' && checkout.clientSecret
      ? { paymentId: checkout.payment.id, clientSecret: checkout.clientSecret }
      : null;
  if (checkout.step === 'succeeded') {
    return <PaymentSucceeded order={order} payment={checkout.payment} />;
  }
  if (checkout.step === 'recovering') return <Skeleton height={240} radius="lg" />;
  if (checkout.step === 'processing') return <Processing />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <OrderSummary
          order={order}
          fullPrice={fullOrder.price}
          applied={applied}
          promotion={
            fullOrder.request.purpose === 'subscription' ? (
              <PromotionField
                planId={fullOrder.request.planId}
                applied={applied}
                onApplied={setApplied}
                refusal={refusal}
                onRefusal={setRefusal}
                disabled={paying || checkout.step === 'confirm'}
              />
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('card.title')}
            </Title>
            {provider.name === 'stripe' ? (
              <Suspense fallback={<Skeleton height={180} radius="md" />}>
                <StripeCheckout
                  publishableKey={provider.publishableKey}
                  price={order.price}
                  payLabel={payLabel}
                  note={<FormNote note={note} price={format.money(order.price)} />}
                  paying={paying || (checkout.step === 'confirm' && stripeStep === null)}
                  nextAction={stripeStep}
                  fingerprint={JSON.stringify(order.request)}
                  onPay={submitToken}
                  onConfirm={() => decide('confirm')}
                />
              </Suspense>
            ) : (
              <>
                {paymentProvider.testMode ? <SandboxCards /> : null}
                <CardDetailsForm
                  payLabel={payLabel}
                  price={format.money(order.price)}
                  note={note}
                  paying={paying || checkout.step === 'confirm'}
                  onPay={submit}
                />
              </>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      {checkout.step === 'confirm' && stripeStep === null ? (
        <ConfirmDialog
          payment={checkout.payment}
          deciding={deciding}
          onDecide={(action) => void decide(action)}
        />
      ) : null}
    </Grid>
  );
}

function OrderSummary({
  order,
  fullPrice,
  applied,
  promotion,
}: {
  order: Order;
  fullPrice: Order['price'];
  applied: PromotionCheckResponse | null;
  promotion: ReactNode;
}) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="order">
          {t('order.title')}
        </Title>
        <Text fw={700} size="lg">
          {order.title}
        </Text>
        {order.details.map((line) => (
          <Text key={line} size="sm" c="dark.4">
            {line}
          </Text>
        ))}
        {applied ? (
          <Stack gap={2} mt="xs" data-testid="order-discount">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('promotion.priceBefore')}</Text>
              <Text size="sm" td="line-through" c="dark.4">
                {format.money(fullPrice)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('promotion.discount', { code: applied.code })}</Text>
              <Text size="sm" fw={600} c="teal.9">
                −{format.money(applied.discount)}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {t('promotion.total')}
            </Text>
          </Stack>
        ) : null}
        <Text fz={28} fw={800} lh={1.2} mt={applied ? 0 : 'xs'} data-testid="order-total">
          {format.money(order.price)}
        </Text>
        {promotion}
        <Button component={Link} to={paths.student.pricing} variant="subtle" px={0} w="fit-content">
          {t('order.otherPlan')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * A reloaded page whose payment the server still holds in flight: its outcome replaces this
 * by itself; no card form, so nothing invites paying twice.
 */
function Processing() {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm">
        <Loading label={t('processing.title')} size="lg" />
        <Title order={2} size="h3" ta="center">
          {t('processing.title')}
        </Title>
        <Text ta="center" maw={520}>
          {t('processing.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A retake that cannot be bought, and why; the way back to its test. */
function NoRetake({ reason, taskId }: { reason: 'paid' | 'used' | 'notFailed'; taskId: number }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t(`noRetake.${reason}.title`)}
        </Title>
        <Text>{t(`noRetake.${reason}.text`)}</Text>
        <Button component={Link} to={paths.student.task(taskId)}>
          {t('noRetake.backToTest')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Nothing to pay for: no order in the address, or a plan or a test that isn't there. */
function UnknownOrder({ reason }: { reason: 'nothing' | 'plan' | 'task' }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t(`unknown.${reason}.title`)}
        </Title>
        <Text>{t(`unknown.${reason}.text`)}</Text>
        <Button component={Link} to={paths.student.pricing}>
          {t('unknown.toPricing')}
        </Button>
      </Stack>
    </Paper>
  );
}
