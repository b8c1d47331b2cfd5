import { endpoints, paths } from '@academy/contracts';
import { aDashboard, anAccessToken, aStudent, aTokenPair } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { answerDashboard } from './dashboard-test-server';
// The screen's chunk loads lazily; compiled up front, the first test's wait stays short.
import './screens';

function signInAdmin() {
  tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'admin' }) }), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ role: 'admin' }))));
}

/** The chart section titled `name`. */
async function chart(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** The rows of a chart's text alternative, cell texts in order. */
function tableRows(section: ReturnType<typeof within>) {
  return section
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the dashboard', () => {
  it('shows the headline numbers as links to their sections', async () => {
    signInAdmin();
    answerDashboard();
    renderApp(paths.admin.root);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const pending = screen.getByRole('link', { name: /Applicants waiting for a decision/ });
    expect(pending).toHaveAttribute('href', paths.admin.applicants);
    expect(pending).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: /Exam seats booked this week/ })).toHaveAttribute(
      'href',
      paths.admin.examSchedule,
    );
    expect(screen.getByRole('link', { name: /Works waiting for review/ })).toHaveAttribute(
      'href',
      paths.admin.reviews,
    );
    expect(screen.getByRole('link', { name: /Students learning now/ })).toHaveTextContent('21');
  });

  it('gives every chart a title and its figures as a table', async () => {
    signInAdmin();
    answerDashboard();
    renderApp(paths.admin.root);

    const applications = await chart('Applications per week');
    expect(applications.getByText(/10 in all/)).toBeVisible();
    expect(tableRows(applications)).toEqual([
      ['Nov 2', '2'],
      ['Nov 9', '0'],
      ['Nov 16', '5'],
      ['Nov 23', '3'],
    ]);

    const exams = await chart('Exam seats in the coming weeks');
    expect(exams.getByText('This week')).toBeVisible();
    expect(exams.getByText('4 of 15 · 27%')).toBeVisible();
    expect(tableRows(exams)[0]).toEqual(['Week of Nov 23', '3', '4', '15']);

    const funnel = await chart('Admission funnel');
    expect(tableRows(funnel)).toEqual([
      ['Registered', '40', '—'],
      ['E-mail verified', '30', '75%'],
      ['Exam result recorded', '20', '67%'],
      ['Admitted', '15', '75%'],
      ['Paying', '6', '40%'],
    ]);
    expect(funnel.getByText('6 · 40%')).toBeVisible();

    const passRates = await chart('Pass rate per test');
    expect(passRates.getByText('25% · 2 of 8')).toBeVisible();
    expect(tableRows(passRates)[0]).toEqual(['Flexbox basics', 'HTML & CSS', '2', '8', '25%']);

    const reviews = await chart('Review queue by waiting time');
    expect(reviews.getByText('The oldest waits 10 days')).toBeVisible();
    expect(tableRows(reviews)).toEqual([
      ['Under 1 day', '1'],
      ['1–3 days', '1'],
      ['3–7 days', '0'],
      ['Over 7 days', '1'],
    ]);
  });

  it("draws the takings per month and per plan in the academy's currency, with their tables", async () => {
    signInAdmin();
    answerDashboard();
    renderApp(paths.admin.root);

    const months = await chart('Takings per month');
    expect(months.getByText(/in USD, the last 12 months.*\$307\.00 net in all/)).toBeVisible();
    const rows = tableRows(months);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Dec 25', '$0.00', '$0.00', '$0.00']);
    expect(rows.at(-1)).toEqual(['Nov 26', '$58.00', '$29.00', '$29.00']);

    const plans = await chart('Takings per plan');
    // The largest net first; plans named by the staff's name, retakes on their own line.
    expect(tableRows(plans)).toEqual([
      ['Online year', '$249.00', '$0.00', '$249.00'],
      ['Monthly online pass', '$58.00', '$29.00', '$29.00'],
      ['Test retakes', '$29.00', '$0.00', '$29.00'],
    ]);
    expect(plans.getByText('Paid $58.00 · refunded $29.00')).toBeVisible();
  });

  it('keeps the other charts when the takings fail, and asks the takings again', async () => {
    signInAdmin();
    const calls = answerDashboard(aDashboard(), (reply) => reply(500, 'ERR_INTERNAL'));
    const { user } = renderApp(paths.admin.root);

    const takings = await chart('Takings per month');
    expect(await takings.findByText('The takings could not be loaded.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Admission funnel' })).toBeVisible();
    const before = calls.takings;
    answerDashboard();
    await user.click(takings.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Takings per plan' })).toBeVisible();
    expect(before).toBeGreaterThan(0);
  });

  it('gives the age of a queue under a day old in hours, not as "0 days"', async () => {
    signInAdmin();
    const generatedAt = aDashboard().generatedAt;
    answerDashboard(
      aDashboard({
        reviewQueue: {
          waiting: 1,
          oldestSubmittedAt: new Date(Date.parse(generatedAt) - 5 * 3_600_000).toISOString(),
          ages: { underOneDay: 1, oneToThreeDays: 0, threeToSevenDays: 0, overSevenDays: 0 },
        },
      }),
    );
    renderApp(paths.admin.root);

    const reviews = await chart('Review queue by waiting time');
    expect(reviews.getByText('The oldest waits 5 hours')).toBeVisible();
  });

  it('says so when there is nothing to draw', async () => {
    signInAdmin();
    answerDashboard(
      aDashboard({
        funnel: { registered: 0, emailVerified: 0, examined: 0, admitted: 0, paying: 0 },
        passRates: [],
        examWeeks: aDashboard().examWeeks.map((week) => ({
          ...week,
          sittings: 0,
          capacity: 0,
          booked: 0,
        })),
        reviewQueue: {
          waiting: 0,
          oldestSubmittedAt: null,
          ages: { underOneDay: 0, oneToThreeDays: 0, threeToSevenDays: 0, overSevenDays: 0 },
        },
      }),
    );
    renderApp(paths.admin.root);

    expect(await screen.findByText('Nobody has applied yet.')).toBeVisible();
    expect(screen.getByText('No test attempt has been decided yet.')).toBeVisible();
    expect(screen.getByText('Nothing waits for a review.')).toBeVisible();
    expect(screen.getByText('The exam schedule offers no sittings in these weeks.')).toBeVisible();
  });

  it('shows a failure with "Try again", which asks again', async () => {
    signInAdmin();
    const calls = answerDashboard((reply) => reply(500, 'ERR_INTERNAL'));
    const { user } = renderApp(paths.admin.root);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The dashboard could not be loaded')).toBeVisible();
    const before = calls.count;
    answerDashboard();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Admission funnel' })).toBeVisible();
    expect(before).toBeGreaterThan(0);
  });

  it('speaks Russian', async () => {
    signInAdmin();
    answerDashboard();
    const { user } = renderApp(paths.admin.root);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Воронка зачисления' })).toBeVisible();
    const plans = await chart('Выручка по тарифам');
    expect(tableRows(plans)[1]?.[0]).toBe('Онлайн на месяц');
  });
});
