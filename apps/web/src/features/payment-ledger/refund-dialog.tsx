import { type AdminPayment, LEDGER_REASON_LESS_THAN, type RefundResult } from '@academy/contracts';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { refundPaymentMutation } from './api/refund-payment';
import { currencyDigits, useMoney } from './money';
import {
  forgetRefundAttempt,
  keepRefundAttempt,
  storedRefundAttempt,
} from './refund-attempt-store';

/**
 * A refund, full or partial, with its reason. One idempotency key per attempt, made when the
 * form is first sent and kept with the draft (refund-attempt-store.ts) until an answer comes:
 * an attempt that got none (no connection, or the server still at it) keeps its key when sent
 * again with the same amount and reason, after a reload or from another tab too, so the
 * server answers the first refund instead of making a second; any answer ends the attempt.
 * The button is single-flight: a double click is one request.
 */
export function RefundDialog({
  payment,
  onDone,
  onClose,
}: {
  payment: AdminPayment;
  onDone: (result: RefundResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-payments');
  const money = useMoney();
  const digits = currencyDigits(payment.price.currency);
  // An attempt left unanswered (before a reload, in another tab): its draft comes back.
  const [kept] = useState(() => storedRefundAttempt(payment.id));
  const [amount, setAmount] = useState<number | string>(
    (kept?.amount ?? payment.refundable) / 10 ** digits,
  );
  const [reason, setReason] = useState(kept?.reason ?? '');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const attempt = useRef<{ key: string; body: string } | null>(
    kept
      ? { key: kept.key, body: JSON.stringify({ amount: kept.amount, reason: kept.reason }) }
      : null,
  );
  const [unanswered, setUnanswered] = useState(kept !== null);
  const refund = useMutation(refundPaymentMutation);

  const send = useSingleFlight(async () => {
    const minor = Math.round(Number(amount) * 10 ** digits);
    const next: typeof errors = {};
    if (!Number.isFinite(minor) || minor <= 0 || minor > payment.refundable) {
      next.amount = t('refund.amountRange', {
        max: money({ amount: payment.refundable, currency: payment.price.currency }),
      });
    }
    if (reason.trim().length === 0) next.reason = t('refund.reasonRequired');
    else if (reason.trim().length >= LEDGER_REASON_LESS_THAN) {
      next.reason = t('refund.reasonTooLong', { lessThan: LEDGER_REASON_LESS_THAN });
    }
    setErrors(next);
    if (next.amount || next.reason) return;
    const request = { amount: minor, reason: reason.trim() };
    const body = JSON.stringify(request);
    if (!attempt.current || attempt.current.body !== body) {
      attempt.current = { key: crypto.randomUUID(), body };
    }
    const { key } = attempt.current;
    keepRefundAttempt(payment.id, { key, ...request });
    try {
      const result = await refund.mutateAsync({
        paymentId: payment.id,
        request,
        idempotencyKey: key,
      });
      attempt.current = null;
      forgetRefundAttempt(payment.id);
      onDone(result);
    } catch (error) {
      // No answer, or the first request still at work: the same attempt may go again.
      const noAnswer =
        error instanceof ApiError &&
        (error.kind === 'network' || error.code === 'ERR_REFUND_IN_PROGRESS');
      setUnanswered(noAnswer);
      if (!noAnswer) {
        attempt.current = null;
        forgetRefundAttempt(payment.id);
      }
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('refund.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('refund.text', {
              paid: money(payment.price),
              left: money({ amount: payment.refundable, currency: payment.price.currency }),
            })}
          </Text>
          {unanswered ? (
            <Alert color="orange" variant="light" role="status" data-testid="refund-unanswered">
              {t('refund.unanswered')}
            </Alert>
          ) : null}
          {payment.purpose === 'retake' ? (
            <Text size="sm">{t('refund.retakeEffect')}</Text>
          ) : (
            <Text size="sm">{t('refund.subscriptionEffect')}</Text>
          )}
          <NumberInput
            label={t('refund.amount', { currency: payment.price.currency })}
            required
            min={0}
            decimalScale={digits}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <Textarea
            label={t('refund.reason')}
            description={t('refund.reasonHint')}
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('refund.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              {t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
