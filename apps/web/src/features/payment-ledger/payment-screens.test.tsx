import {
  type AdminPayment,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  paths,
  paymentLedgerEndpoints,
} from '@academy/contracts';
import { aStudent } from '@academy/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catchDownloads } from '../../test/catch-downloads';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { answerStaffPlans } from '../../test/staff-plans';
import { PaymentPage } from './payment-page';
import { PaymentsPage } from './payments-page';

const payment: AdminPayment = {
  id: 41,
  student: { id: 5, fullName: 'Tia Trial', email: 'trial@academy.test' },
  purpose: 'subscription',
  description: 'Online · monthly',
  planId: 'online-1',
  taskId: null,
  price: { amount: 2900, currency: 'USD' },
  refunded: 0,
  promotion: null,
  provider: 'sandbox',
  status: 'succeeded',
  createdAt: '2026-05-01T10:00:00.000Z',
  paidAt: '2026-05-01T10:00:01.000Z',
  cardLabel: 'Visa •••• 4242',
  providerReference: 'sbx_1',
  refundable: 2900,
  retakeUsed: null,
  timeline: [
    { kind: 'created', at: '2026-05-01T10:00:00.000Z', eventType: null, amount: 2900 },
    { kind: 'paid', at: '2026-05-01T10:00:01.000Z', eventType: null, amount: null },
  ],
  refunds: [],
  periods: [],
};

function refundOf(body: { amount: number; reason: string }, status: 'succeeded' | 'failed') {
  return {
    id: 1,
    amount: body.amount,
    reason: body.reason,
    status,
    requestedBy: 'Ada Admin',
    atProvider: false,
    failureReason: null,
    createdAt: '2026-05-02T10:00:00.000Z',
    settledAt: '2026-05-02T10:00:00.000Z',
  };
}

beforeEach(() => answerStaffPlans());

describe('the payments ledger', () => {
  it('lists payments with their student and status, filters kept in the address', async () => {
    const queries: string[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.listAdminPayments, ({ request, reply }) => {
        queries.push(new URL(request.url).search);
        return reply(200, {
          items: [{ ...payment, status: 'partly_refunded', refunded: 900 }],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }),
    );
    await renderScreen(
      `${paths.admin.payments}?status=partly_refunded`,
      paths.admin.payments,
      PaymentsPage,
    );
    const row = await screen.findByTestId('payment-row');
    // Named by the staff's name of the plan once GET admin/plans has answered.
    expect(
      await within(row).findByRole('link', { name: /No\. 41 · Monthly online pass/ }),
    ).toHaveAttribute('href', paths.admin.payment(41));
    expect(within(row).getByText('Partly refunded')).toBeVisible();
    expect(within(row).getByText('Refunded $9.00')).toBeVisible();
    expect(queries[0]).toContain('status=partly_refunded');
  });
});

describe("a payment's page", () => {
  it('refunds once with a reason however often Refund is pressed, and says so', async () => {
    let current = payment;
    const keys: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.getAdminPayment, ({ reply }) => reply(200, current)),
      handle(paymentLedgerEndpoints.refundPayment, async ({ request, reply }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
        const body = (await request.json()) as { amount: number; reason: string };
        bodies.push(body);
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = { ...current, refunded: body.amount, refundable: 0, status: 'refunded' };
        return reply(201, {
          refund: {
            id: 1,
            amount: body.amount,
            reason: body.reason,
            status: 'succeeded',
            requestedBy: 'Ada Admin',
            atProvider: false,
            failureReason: null,
            createdAt: '2026-05-02T10:00:00.000Z',
            settledAt: '2026-05-02T10:00:00.000Z',
          },
          payment: current,
        });
      }),
    );
    const { user } = await renderScreen(
      paths.admin.payment(41),
      paths.admin.payment(':id'),
      PaymentPage,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment No. 41' })).toBeVisible();
    expect(screen.getByText('Payment succeeded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // No reason, no refund.
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Course cancelled');
    const button = within(dialog).getByRole('button', { name: 'Refund' });
    await user.dblClick(button);
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent(
      '$29.00 refunded. The student was told by e-mail.',
    );
    expect(bodies).toEqual([{ amount: 2900, reason: 'Course cancelled' }]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an unanswered refund with its draft: after a reload the retry reuses its key', async () => {
    let current = payment;
    const keys: string[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.getAdminPayment, ({ reply }) => reply(200, current)),
      handle(paymentLedgerEndpoints.refundPayment, async ({ request, reply, networkError }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
        const body = (await request.json()) as { amount: number; reason: string };
        // The first answer is lost on the way back (the server made the refund).
        if (keys.length === 1) return networkError();
        current = { ...current, refunded: body.amount, refundable: 2900 - body.amount };
        return reply(201, {
          refund: refundOf(body, 'succeeded'),
          payment: { ...current, status: 'partly_refunded' },
        });
      }),
    );
    const first = await renderScreen(
      paths.admin.payment(41),
      paths.admin.payment(':id'),
      PaymentPage,
    );
    await first.user.click(await screen.findByRole('button', { name: 'Refund…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    await first.user.clear(amount);
    await first.user.type(amount, '12.5');
    await first.user.type(within(dialog).getByLabelText(/Reason/), 'Half a month');
    await first.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByTestId('refund-unanswered')).toHaveTextContent(
      'The last try of this refund got no answer',
    );

    // The page is reloaded: the dialog brings the draft back, and sends it under its key.
    cleanup();
    const again = await renderScreen(
      paths.admin.payment(41),
      paths.admin.payment(':id'),
      PaymentPage,
    );
    await again.user.click(await screen.findByRole('button', { name: 'Refund…' }));
    dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    expect(within(dialog).getByTestId('refund-unanswered')).toBeVisible();
    expect(within(dialog).getByLabelText(/Amount to refund/)).toHaveValue('12.5');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Half a month');
    await again.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent('$12.50 refunded.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Answered: the next refund of this payment is a new attempt.
    expect(window.localStorage.getItem('academy.refund-attempt.41')).toBeNull();
  });

  it('says why the provider refused a refund, and that nothing was given back', async () => {
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.getAdminPayment, ({ reply }) => reply(200, payment)),
      handle(paymentLedgerEndpoints.refundPayment, async ({ request, reply }) => {
        const body = (await request.json()) as { amount: number; reason: string };
        const refund = {
          ...refundOf(body, 'failed'),
          failureReason: 'charge_disputed: Charge ch_1 has been charged back',
        };
        return reply(201, { refund, payment: { ...payment, refunds: [refund] } });
      }),
    );
    const { user } = await renderScreen(
      paths.admin.payment(41),
      paths.admin.payment(':id'),
      PaymentPage,
    );
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payment' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked for it');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent(
      'The provider refused the refund of $29.00 (charge_disputed: Charge ch_1 has been charged back). Nothing was given back.',
    );
  });

  it('says a used retake can no longer be refunded', async () => {
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.getAdminPayment, ({ reply }) =>
        reply(200, { ...payment, purpose: 'retake', description: 'Loops', retakeUsed: true }),
      ),
    );
    await renderScreen(paths.admin.payment(41), paths.admin.payment(':id'), PaymentPage);
    expect(await screen.findByRole('button', { name: 'Refund…' })).toBeDisabled();
    expect(screen.getByText(/has been used: it can no longer be refunded/)).toBeVisible();
  });

  it("downloads the receipt and a succeeded refund's credit note as the student got them", async () => {
    const requests: string[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ id: 1, role: 'admin' }))),
      handle(paymentLedgerEndpoints.getAdminPayment, ({ reply }) =>
        reply(200, {
          ...payment,
          status: 'partly_refunded',
          refunded: 900,
          refundable: 2000,
          refunds: [
            {
              id: 7,
              amount: 900,
              reason: 'Moved to the autumn group',
              status: 'succeeded',
              requestedBy: 'Ada Admin',
              atProvider: false,
              failureReason: null,
              createdAt: '2026-05-02T10:00:00.000Z',
              settledAt: '2026-05-02T10:00:01.000Z',
            },
            {
              id: 8,
              amount: 100,
              reason: 'Declined by the bank',
              status: 'failed',
              requestedBy: 'Ada Admin',
              atProvider: false,
              failureReason: 'expired_card',
              createdAt: '2026-05-03T10:00:00.000Z',
              settledAt: '2026-05-03T10:00:01.000Z',
            },
            {
              id: 9,
              amount: 200,
              reason: 'Refunded in the payment provider’s dashboard',
              status: 'succeeded',
              requestedBy: null,
              atProvider: true,
              failureReason: null,
              createdAt: '2026-05-04T10:00:00.000Z',
              settledAt: '2026-05-04T10:00:00.000Z',
            },
          ],
        }),
      ),
      handle(paymentLedgerEndpoints.getAdminPaymentReceipt, ({ params, reply }) => {
        requests.push(`receipt ${params.id}`);
        return reply(200, '%PDF-1.7');
      }),
      handle(paymentLedgerEndpoints.getAdminCreditNote, ({ params, reply }) => {
        requests.push(`credit note ${params.id}`);
        return reply(200, '%PDF-1.7');
      }),
    );
    const saved = catchDownloads();
    const { user } = await renderScreen(
      paths.admin.payment(41),
      paths.admin.payment(':id'),
      PaymentPage,
    );

    await user.click(await screen.findByRole('button', { name: 'Receipt (PDF)' }));
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    // A failed refund gave nothing back: it has no credit note.
    expect(within(refunds).getAllByRole('button', { name: /Credit note/ })).toHaveLength(2);
    // One made in the provider's dashboard says so, not "a former staff member".
    expect(
      within(refunds).getByText(/^By the payment provider, in its own dashboard,/),
    ).toBeVisible();
    await user.click(
      within(refunds).getByRole('button', {
        name: 'Credit note CN-7 (PDF) of the refund of $9.00',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['receipt-41.pdf', 'credit-note-7.pdf']));
    expect(requests).toEqual(['receipt 41', 'credit note 7']);
  });
});
