import {
  type AdminPlan,
  type AdminPromotion,
  paths,
  planAdminEndpoints,
  promotionEndpoints,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { PromotionsPage } from './promotions-page';

const monthly: AdminPlan = {
  id: 'online-monthly',
  courseType: 'online',
  periodMonths: 1,
  price: { amount: 2900, currency: 'USD' },
  nameEn: 'Online · monthly',
  nameRu: 'Онлайн · помесячно',
  isActive: true,
  position: 0,
};

const promotion = (overrides: Partial<AdminPromotion>): AdminPromotion => ({
  id: 1,
  code: 'SPRING20',
  kind: 'percent',
  value: 20,
  currency: 'USD',
  planIds: ['online-monthly'],
  validFrom: null,
  validUntil: '2030-06-01T00:00:00.000Z',
  maxUses: 5,
  uses: 2,
  isActive: true,
  createdAt: '2030-05-01T00:00:00.000Z',
  updatedAt: '2030-05-01T00:00:00.000Z',
  ...overrides,
});

function answering(items: AdminPromotion[]) {
  const searches: (string | null)[] = [];
  server.use(
    handle(planAdminEndpoints.listAdminPlans, ({ reply }) =>
      reply(200, {
        plans: [monthly],
        retakePrice: { amount: 1500, currency: 'USD' },
        currency: 'USD',
      }),
    ),
    handle(promotionEndpoints.listAdminPromotions, ({ request, reply }) => {
      searches.push(new URL(request.url).searchParams.get('search'));
      return reply(200, { items, total: items.length, page: 1, pageSize: 20, currency: 'USD' });
    }),
  );
  return searches;
}

const open = () => renderScreen(paths.admin.promotions, paths.admin.promotions, PromotionsPage);

describe('/admin/promotions', () => {
  it('lists codes with their discount, plans, validity, uses and state', async () => {
    answering([
      promotion({}),
      promotion({
        id: 2,
        code: 'FIVEOFF',
        kind: 'fixed',
        value: 500,
        planIds: [],
        validUntil: null,
        maxUses: null,
        uses: 7,
        isActive: false,
      }),
    ]);
    await open();
    const rows = await screen.findAllByTestId('promotion-row');
    expect(within(rows[0] as HTMLElement).getByText('20% off · Online · monthly')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText(/Used 2 of 5 · 3 left/)).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('$5.00 off · All plans')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText(/Used 7 · unlimited/)).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Stopped')).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: 'Deactivate FIVEOFF' }),
    ).toBeNull();
  });

  it("creates a code with contracts' rules checked first, and sends it once", async () => {
    answering([]);
    const created: unknown[] = [];
    server.use(
      handle(promotionEndpoints.createPromotion, async ({ request, reply }) => {
        created.push(await request.json());
        return reply(201, promotion({ code: 'AUTUMN10', value: 10 }));
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('form', { name: 'Promotion code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'a b');
    await user.type(within(dialog).getByLabelText(/^Percent off/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Use 3 to 32 letters/)).toBeVisible();
    expect(within(dialog).getByText('Enter a whole percent from 1 to 100.')).toBeVisible();
    expect(created).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), 'autumn10');
    await user.clear(within(dialog).getByLabelText(/^Percent off/));
    await user.type(within(dialog).getByLabelText(/^Percent off/), '10');
    await user.type(within(dialog).getByLabelText(/^Most uses/), '50');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Code AUTUMN10 created.')).toBeVisible();
    expect(created).toEqual([
      {
        code: 'AUTUMN10',
        kind: 'percent',
        value: 10,
        planIds: [],
        validFrom: null,
        validUntil: null,
        maxUses: 50,
      },
    ]);
  });

  it('deactivates a code and searches by code', async () => {
    const searches = answering([promotion({})]);
    const stopped: string[] = [];
    server.use(
      handle(promotionEndpoints.deactivatePromotion, ({ params, reply }) => {
        stopped.push(String(params.id));
        return reply(200, promotion({ isActive: false }));
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING20' }));
    expect(await screen.findByText('Code SPRING20 deactivated.')).toBeVisible();
    expect(stopped).toEqual(['1']);
    await user.type(screen.getByLabelText('Search by code'), 'spr');
    await waitFor(() => expect(searches).toContain('spr'));
  });

  it('keeps the search and page in the address, and offers to clear a search that finds nothing', async () => {
    const asked: { search: string | null; page: string | null }[] = [];
    server.use(
      handle(planAdminEndpoints.listAdminPlans, ({ reply }) =>
        reply(200, {
          plans: [monthly],
          retakePrice: { amount: 1500, currency: 'USD' },
          currency: 'USD',
        }),
      ),
      handle(promotionEndpoints.listAdminPromotions, ({ request, reply }) => {
        const query = new URL(request.url).searchParams;
        asked.push({ search: query.get('search'), page: query.get('page') });
        const items = query.get('search') === 'NOPE' ? [] : [promotion({})];
        return reply(200, {
          items,
          total: items.length === 0 ? 0 : 41,
          page: 2,
          pageSize: 20,
          currency: 'USD',
        });
      }),
    );
    const { user, router } = await renderScreen(
      `${paths.admin.promotions}?search=spr&page=2`,
      paths.admin.promotions,
      PromotionsPage,
    );
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(asked[0]).toEqual({ search: 'spr', page: '2' });
    expect(screen.getByLabelText('Search by code')).toHaveValue('spr');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=spr&page=3'));

    const search = screen.getByLabelText('Search by code');
    await user.clear(search);
    await user.type(search, 'NOPE');
    await waitFor(() => expect(router.state.location.search).toBe('?search=NOPE'));
    expect(await screen.findByRole('heading', { name: 'No code matches' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('promotion-row')).toHaveLength(1);
  });
});
