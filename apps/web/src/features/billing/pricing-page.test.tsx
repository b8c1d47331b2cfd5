import { billingEndpoints, endpoints, paths } from '@academy/contracts';
import {
  aPaidPeriod,
  aPayment,
  aPaymentHistory,
  aPlan,
  aPricing,
  aStudent,
  aSubscriptions,
  aTokenPair,
  aTrialPeriod,
} from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { pricingForEndedAccess } from '../../shared/session/learning-access';
import { anEndedAccess, answerPricingScreen } from '../../test/billing-answers';
import { catchDownloads } from '../../test/catch-downloads';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './billing-screens';

function logIn(student = aStudent()) {
  tokens.save(aTokenPair(), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, student)));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/pricing', () => {
  it('shows the access now, the free trial, the plans, the periods and the payments', async () => {
    logIn();
    answerPricingScreen({
      subscriptions: aSubscriptions({
        data: [aPaidPeriod({ state: 'upcoming' }), aTrialPeriod()],
        access: { state: 'trial', endsAt: '2026-12-12T09:00:00.000Z' },
      }),
      payments: aPaymentHistory([
        aPayment(),
        aPayment({
          id: 32,
          purpose: 'retake',
          status: 'declined',
          description: 'Variables and types',
          price: { amount: 900, currency: 'USD' },
          planId: null,
          taskId: 2,
          cardLabel: 'Visa •••• 0002',
          paidAt: null,
          createdAt: '2026-12-09T10:00:00.000Z',
        }),
      ]),
    });
    renderApp(paths.student.pricing);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const access = section('Your access now');
    expect(within(access).getByText('Free trial — ends on Dec 12, 2026')).toBeVisible();
    expect(within(access).getByText(/learns free for 7 days from admission/)).toBeVisible();

    const plans = section('Plans');
    const monthly = within(plans).getByRole('article', { name: 'Online · monthly' });
    expect(within(monthly).getByText('$29.00')).toBeVisible();
    expect(within(monthly).getByText('Access for 1 month')).toBeVisible();
    expect(within(monthly).getByRole('link', { name: 'Choose Online · monthly' })).toHaveAttribute(
      'href',
      `${paths.student.payment}?plan=online-monthly`,
    );
    expect(within(plans).getByText('Access for 12 months')).toBeVisible();
    expect(within(plans).getByText('$290.00')).toBeVisible();

    const periods = within(section('Your access periods')).getAllByRole('listitem');
    expect(periods.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Online · monthlyUpcomingDec 12, 2026 – Jan 12, 2027'),
      expect.stringContaining('Free trialActiveDec 5, 2026 – Dec 12, 2026'),
    ]);
    expect(periods[1]).toHaveTextContent('Opens: Front-End Development');

    const payments = within(section('Payment history')).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent('Online · monthly');
    expect(payments[0]).toHaveTextContent('Dec 10, 2026 · Visa •••• 4242');
    expect(payments[0]).toHaveTextContent('$29.00Paid');
    expect(payments[1]).toHaveTextContent('Retake: Variables and types');
    expect(payments[1]).toHaveTextContent('$9.00Declined');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("groups the plans by format, the student's own first", async () => {
    logIn(
      aStudent({
        enrolments: [{ directionId: 2, title: 'Data Analysis', courseType: 'offline' }],
      }),
    );
    answerPricingScreen();
    renderApp(paths.student.pricing);

    const plans = await screen.findByRole('region', { name: 'Plans' });
    await within(plans).findByRole('heading', { level: 3, name: /In class/ });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['In class', 'Online']);
    expect(within(plans).getByText('Your format')).toBeVisible();
  });

  it('says when the subscription runs until, and when the access has ended', async () => {
    logIn();
    answerPricingScreen({
      subscriptions: aSubscriptions({
        data: [aPaidPeriod()],
        access: { state: 'subscription', endsAt: '2027-01-12T09:00:00.000Z' },
      }),
    });
    const { unmount } = renderApp(paths.student.pricing);
    expect(await screen.findByText('Subscribed until Jan 12, 2027')).toBeVisible();
    unmount();

    answerPricingScreen({ subscriptions: anEndedAccess() });
    renderApp(paths.student.pricing);
    expect(
      await screen.findByText('Your access has ended: choose a plan to continue learning'),
    ).toBeVisible();
  });

  it('tells the end of the trial, then the end of a plan bought during it', async () => {
    logIn();
    answerPricingScreen({
      subscriptions: aSubscriptions({
        data: [aPaidPeriod({ state: 'upcoming' }), aTrialPeriod()],
        access: { state: 'trial', endsAt: '2027-01-12T09:00:00.000Z' },
      }),
    });
    renderApp(paths.student.pricing);

    const access = await screen.findByRole('region', { name: 'Your access now' });
    expect(await within(access).findByText('Free trial — ends on Dec 12, 2026')).toBeVisible();
    expect(within(access).getByText('Then your plan: subscribed until Jan 12, 2027')).toBeVisible();
  });

  it('puts the reason at the top when the student was sent here because the access ended', async () => {
    logIn();
    answerPricingScreen({ subscriptions: anEndedAccess() });
    const { notify } = renderApp(pricingForEndedAccess);

    const alert = await screen.findByRole('alert', { name: 'Your access has ended' });
    expect(alert).toHaveTextContent(
      'Your free trial or subscription has ended. Choose a plan to continue learning.',
    );
    expect(alert).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says so when there are no periods, payments or plans', async () => {
    logIn();
    answerPricingScreen({
      pricing: aPricing({ plans: [] }),
      subscriptions: aSubscriptions({ data: [] }),
      payments: aPaymentHistory([]),
    });
    renderApp(paths.student.pricing);

    expect(await screen.findByText('No payments yet.')).toBeVisible();
    expect(screen.getByText('No access periods yet.')).toBeVisible();
    expect(screen.getByText(/No plans are on sale right now/)).toBeVisible();
  });

  it('shows a failed section with its text and tries again on request, without a toast', async () => {
    logIn();
    answerPricingScreen();
    let fail = true;
    server.use(
      handle(billingEndpoints.listMyPayments, ({ reply }) =>
        fail ? reply(500, 'ERR_INTERNAL') : reply(200, aPaymentHistory([aPayment()])),
      ),
    );
    const { user, notify } = renderApp(paths.student.pricing);

    const history = await screen.findByRole('region', { name: 'Payment history' });
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    // The other sections stand.
    expect(await screen.findByRole('article', { name: 'Online · monthly' })).toBeVisible();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(history).findByText('Visa •••• 4242', { exact: false })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it('formats prices in the interface language', async () => {
    logIn();
    answerPricingScreen({ pricing: aPricing({ plans: [aPlan()] }) });
    const { i18n } = await import('../../shared/i18n/i18n');
    await i18n.changeLanguage('ru');
    renderApp(paths.student.pricing);

    // The plan's name in Russian too, from its format and period.
    const plan = await screen.findByRole('article', { name: 'Онлайн · помесячно' });
    expect(within(plan).getByText(/^29,00\s\$$/)).toBeVisible();
    expect(within(plan).getByText('Доступ на 1 месяц')).toBeVisible();
  });

  it('names a retake once, and confirms a payment left waiting with one request', async () => {
    logIn();
    const waiting = aPayment({
      id: 52,
      status: 'pending',
      paidAt: null,
      createdAt: '2026-12-10T10:00:00.000Z',
    });
    let history = aPaymentHistory([
      waiting,
      aPayment({
        id: 51,
        purpose: 'retake',
        planId: null,
        taskId: 41,
        description: 'Variables and types',
        price: { amount: 900, currency: 'USD' },
      }),
      aPayment({ id: 50, status: 'expired', paidAt: null }),
    ]);
    answerPricingScreen();
    const updates: unknown[] = [];
    server.use(
      handle(billingEndpoints.listMyPayments, ({ reply }) => reply(200, history)),
      handle(billingEndpoints.updatePayment, async ({ request, reply }) => {
        updates.push(await request.json());
        await delay(300);
        const paid = aPayment({ id: 52 });
        history = aPaymentHistory([paid, ...history.data.slice(1)]);
        return reply(200, { payment: paid, confirmationRequired: false });
      }),
    );
    const app = renderApp(paths.student.pricing);

    const list = await screen.findByRole('region', { name: 'Payment history' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Retake: Variables and types');
    expect(rows[1]).not.toHaveTextContent('Retake: Retake');
    expect(within(rows[2] as HTMLElement).getByText('Expired')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Waiting')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Waiting for your confirmation until');

    const confirm = within(rows[0] as HTMLElement).getByRole('button', {
      name: 'Confirm the payment for Online · monthly',
    });
    await app.user.dblClick(confirm);
    await app.user.click(confirm);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Paid'));
    expect(updates).toEqual([{ paymentId: 52, action: 'confirm' }]);
    expect(within(list).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it("downloads a paid payment's receipt with the session, in the page's language", async () => {
    logIn();
    answerPricingScreen({
      payments: aPaymentHistory([
        aPayment({ id: 41 }),
        aPayment({ id: 42, status: 'declined', paidAt: null }),
      ]),
    });
    const requests: { id: string; language: string | null; authorization: string | null }[] = [];
    server.use(
      handle(billingEndpoints.getMyPaymentReceipt, ({ request, params, reply }) => {
        requests.push({
          id: String(params.id),
          language: new URL(request.url).searchParams.get('language'),
          authorization: request.headers.get('Authorization'),
        });
        return reply(200, '%PDF-1.7');
      }),
    );
    const saved = catchDownloads();
    const app = renderApp(paths.student.pricing);

    const list = await screen.findByRole('region', { name: 'Payment history' });
    const rows = await within(list).findAllByRole('listitem');
    // Only a payment that went through has a receipt.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Receipt/ })).toBeNull();
    await app.user.click(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: 'Receipt (PDF) for Online · monthly',
      }),
    );

    await waitFor(() => expect(saved).toEqual(['receipt-41.pdf']));
    expect(requests).toEqual([
      { id: '41', language: 'en', authorization: `Bearer ${aTokenPair().accessToken}` },
    ]);
  });

  it('offers a credit note per refund beside the receipt, one download per click', async () => {
    logIn();
    answerPricingScreen({
      payments: aPaymentHistory([
        aPayment({
          id: 41,
          refunded: 1200,
          creditNotes: [
            { id: 7, amount: 500, settledAt: '2026-05-02T10:00:00.000Z' },
            { id: 9, amount: 700, settledAt: '2026-05-03T10:00:00.000Z' },
          ],
        }),
      ]),
    });
    const requests: string[] = [];
    server.use(
      handle(billingEndpoints.getMyCreditNote, async ({ params, reply }) => {
        requests.push(String(params.id));
        await delay(50);
        return reply(200, '%PDF-1.7');
      }),
    );
    const saved = catchDownloads();
    const app = renderApp(paths.student.pricing);

    const list = await screen.findByRole('region', { name: 'Payment history' });
    const button = await within(list).findByRole('button', {
      name: 'Credit note CN-9 (PDF) for the refund of $7.00 on Online · monthly',
    });
    expect(within(list).getByRole('button', { name: /Credit note CN-7/ })).toBeVisible();
    await app.user.dblClick(button);

    await waitFor(() => expect(saved).toEqual(['credit-note-9.pdf']));
    expect(requests).toEqual(['9']);
  });

  it("puts the document a mail linked to first, and says when it isn't the student's", async () => {
    logIn();
    answerPricingScreen({
      payments: aPaymentHistory([
        aPayment({
          id: 41,
          refunded: 500,
          creditNotes: [{ id: 7, amount: 500, settledAt: '2026-05-02T10:00:00.000Z' }],
        }),
      ]),
    });
    server.use(handle(billingEndpoints.getMyCreditNote, ({ reply }) => reply(200, '%PDF-1.7')));
    const saved = catchDownloads();
    const app = renderApp(`${paths.student.pricing}?credit-note=7`);

    const mailed = await screen.findByTestId('mailed-document');
    expect(mailed).toHaveTextContent('Credit note CN-7: $5.00 refunded on Online · monthly.');
    await app.user.click(within(mailed).getByRole('button', { name: 'Download (PDF): CN-7' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-7.pdf']));
    app.unmount();

    renderApp(`${paths.student.pricing}?receipt=999`);
    expect(await screen.findByTestId('mailed-document')).toHaveTextContent(
      'This document is not among your payments.',
    );
  });
});
