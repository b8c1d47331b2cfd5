import {
  type AdminPayment,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  paths,
  paymentLedgerEndpoints,
} from '@academy/contracts';
import { aStudent } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
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
    expect(within(row).getByRole('link', { name: /No\. 41 · Online · monthly/ })).toHaveAttribute(
      'href',
      paths.admin.payment(41),
    );
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
});
