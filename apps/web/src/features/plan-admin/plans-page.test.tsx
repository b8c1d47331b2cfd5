import {
  type AdminPlan,
  type AdminPlansResponse,
  paths,
  planAdminEndpoints,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { PlansPage } from './plans-page';

const plan = (overrides: Partial<AdminPlan>): AdminPlan => ({
  id: 'online-monthly',
  courseType: 'online',
  periodMonths: 1,
  price: { amount: 2900, currency: 'USD' },
  nameEn: 'Online · monthly',
  nameRu: 'Онлайн · помесячно',
  isActive: true,
  position: 0,
  ...overrides,
});

const answer = (plans: AdminPlan[], retake = 1500): AdminPlansResponse => ({
  plans,
  retakePrice: { amount: retake, currency: 'USD' },
  currency: 'USD',
});

const monthly = plan({});
const yearly = plan({
  id: 'online-yearly',
  periodMonths: 12,
  price: { amount: 24900, currency: 'USD' },
  nameEn: 'Online · 12 months',
  nameRu: 'Онлайн · 12 месяцев',
  position: 1,
});
const retired = plan({
  id: 'old',
  nameEn: 'Old plan',
  nameRu: 'Старый тариф',
  isActive: false,
  position: 2,
});

const open = () => renderScreen(paths.admin.plans, paths.admin.plans, PlansPage);

describe('/admin/plans', () => {
  it('lists every plan in order with its state, price and both names, in the currency', async () => {
    server.use(
      handle(planAdminEndpoints.listAdminPlans, ({ reply }) =>
        reply(200, answer([monthly, yearly, retired])),
      ),
    );
    await open();
    const rows = await screen.findAllByTestId('plan-row');
    expect(rows.map((row) => within(row).getAllByText(/^Online|^Old/)[0]?.textContent)).toEqual([
      'Online · monthly',
      'Online · 12 months',
      'Old plan',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Онлайн · 12 месяцев')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Online · 12 months · $249.00')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('Off sale')).toBeVisible();
    expect(screen.getByText(/Every price is in USD/)).toBeVisible();
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: 'Move Online · monthly up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Old plan down' })).toBeDisabled();
    expect(screen.getByLabelText(/^Price, USD/)).toHaveValue('15');
  });

  it('moves a plan with a keyboard, once however fast, and says so', async () => {
    let moves = 0;
    let plans = [monthly, yearly];
    server.use(
      handle(planAdminEndpoints.listAdminPlans, ({ reply }) => reply(200, answer(plans))),
      handle(planAdminEndpoints.movePlan, ({ reply }) => {
        moves += 1;
        plans = [yearly, monthly];
        return reply(200, answer(plans));
      }),
    );
    const { user } = await open();
    const down = await screen.findByRole('button', { name: 'Move Online · monthly down' });
    down.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByText('Online · monthly moved down.')).toBeVisible();
    expect(moves).toBe(1);
    await waitFor(() =>
      expect(screen.getAllByTestId('plan-row')[0]).toHaveTextContent('Online · 12 months'),
    );
  });

  it('creates a plan with the rules’ messages first, then sends minor units', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(planAdminEndpoints.listAdminPlans, ({ reply }) => reply(200, answer([monthly]))),
      handle(planAdminEndpoints.createPlan, async ({ reply, request }) => {
        sent.push(await request.json());
        return reply(201, plan({ id: 'new', nameEn: 'Offline · 2 months', position: 1 }));
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.clear(within(dialog).getByLabelText(/^Months/));
    await user.type(within(dialog).getByLabelText(/^Months/), '40');
    await user.type(within(dialog).getByLabelText(/^Price, USD/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 36.')).toBeVisible();
    expect(
      within(dialog).getByText('Enter a price from 0 to 1000000, with at most 2 decimal places.'),
    ).toBeVisible();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Months/));
    await user.type(within(dialog).getByLabelText(/^Months/), '2');
    await user.clear(within(dialog).getByLabelText(/^Price, USD/));
    await user.type(within(dialog).getByLabelText(/^Price, USD/), '49.90');
    await user.type(within(dialog).getByLabelText(/^Name in English/), 'Offline · 2 months');
    await user.type(within(dialog).getByLabelText(/^Name in Russian/), 'Офлайн · 2 месяца');
    await user.click(within(dialog).getByRole('combobox', { name: /Course format/ }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Offline · 2 months is on sale.')).toBeVisible();
    expect(sent).toEqual([
      {
        courseType: 'offline',
        periodMonths: 2,
        priceAmount: 4990,
        nameEn: 'Offline · 2 months',
        nameRu: 'Офлайн · 2 месяца',
      },
    ]);
  });

  it('takes a plan off sale and sets the retake price', async () => {
    const calls: string[] = [];
    server.use(
      handle(planAdminEndpoints.listAdminPlans, ({ reply }) => reply(200, answer([monthly]))),
      handle(planAdminEndpoints.deactivatePlan, ({ reply, params }) => {
        calls.push(`deactivate ${params.id}`);
        return reply(200, { ...monthly, isActive: false });
      }),
      handle(planAdminEndpoints.updateRetakePrice, async ({ reply, request }) => {
        calls.push(`retake ${JSON.stringify(await request.json())}`);
        return reply(200, answer([monthly], 1990));
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Take Online · monthly off sale' }));
    expect(await screen.findByText('Online · monthly is off sale.')).toBeVisible();
    const retake = screen.getByLabelText(/^Price, USD/);
    await user.clear(retake);
    await user.type(retake, '19.90');
    await user.click(screen.getByRole('button', { name: 'Save the retake price' }));
    expect(await screen.findByText('The retake price is saved.')).toBeVisible();
    expect(calls).toEqual(['deactivate online-monthly', 'retake {"amount":1990}']);
  });
});
