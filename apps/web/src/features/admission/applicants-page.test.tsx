import { admissionEndpoints, paths } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { anApplicantListItem, answerApplicants, signInAdmin } from './applicants-test-server';

// The staff area's chunks compile once, before the first test's clock starts (the first
// render of a lazy area is slow on a busy machine).
beforeAll(async () => {
  signInAdmin();
  answerApplicants();
  const view = renderApp(paths.admin.applicants);
  await screen.findByRole('link', { name: 'Gohar Zakaryan' }, { timeout: 60_000 });
  view.unmount();
}, 90_000);

describe('the applicants list', () => {
  it('shows each applicant with their status, e-mail state and exam result', async () => {
    signInAdmin();
    answerApplicants([
      anApplicantListItem(),
      anApplicantListItem({
        id: 8,
        fullName: 'Иван Петров',
        email: 'ivan@example.com',
        emailVerified: false,
        status: 'rejected',
        examScore: 41,
        examPassed: false,
      }),
    ]);
    renderApp(paths.admin.applicants);

    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    const gohar = await screen.findByRole('link', { name: 'Gohar Zakaryan' });
    expect(gohar).toHaveAttribute('href', paths.admin.applicant(7));
    const ivan = screen.getByRole('row', { name: /Иван Петров/ });
    expect(within(ivan).getByText('Rejected')).toBeVisible();
    expect(within(ivan).getByText('E-mail not confirmed')).toBeVisible();
    expect(within(ivan).getByText('41 / 100 · Failed')).toBeVisible();
    expect(screen.getByText('Applicants found: 2')).toBeVisible();
  });

  it('keeps the search and the filters in the address and asks with them', async () => {
    signInAdmin();
    const queries = answerApplicants();
    const { user, router } = renderApp(`${paths.admin.applicants}?status=pending`);
    await screen.findByRole('link', { name: 'Gohar Zakaryan' });
    expect(queries.at(-1)?.get('status')).toBe('pending');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gohar');
    await waitFor(() => expect(router.state.location.search).toContain('search=gohar'));
    expect(router.state.location.search).toContain('status=pending');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('gohar'));

    await user.click(
      screen.getByLabelText('E-mail confirmed', { selector: 'input:not([type=hidden])' }),
    );
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(router.state.location.search).toContain('emailVerified=no'));
    await waitFor(() => expect(queries.at(-1)?.get('emailVerified')).toBe('no'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 30_000);

  it('says when nothing matches', async () => {
    signInAdmin();
    answerApplicants([]);
    renderApp(`${paths.admin.applicants}?search=nobody`);
    expect(await screen.findByRole('heading', { name: 'No applicant matches' })).toBeVisible();
    expect(screen.getByText('Change the search or the filters.')).toBeVisible();
  });

  it('says a page past the end is past it, and links to the last page', async () => {
    signInAdmin();
    server.use(
      handle(admissionEndpoints.listApplicants, ({ reply }) =>
        reply(200, { items: [], total: 43, page: 999, pageSize: 20 }),
      ),
    );
    renderApp(`${paths.admin.applicants}?status=pending&page=999`);
    expect(await screen.findByRole('heading', { name: 'There is no page 999' })).toBeVisible();
    expect(screen.queryByText('No one has applied yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page (3)' })).toHaveAttribute(
      'href',
      `${paths.admin.applicants}?status=pending&page=3`,
    );
  });

  it('says the list could not be loaded, and asks again on "Try again"', async () => {
    signInAdmin();
    server.use(
      handle(admissionEndpoints.listApplicants, ({ reply }) => reply(500, 'ERR_INTERNAL')),
    );
    const { user } = renderApp(paths.admin.applicants);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The applicants could not be loaded' }),
    ).toBeVisible();
    answerApplicants();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Gohar Zakaryan' })).toBeVisible();
  });
});

describe('bulk work on the list', () => {
  it('rejects the ticked applicants with one reason and names those it could not', async () => {
    signInAdmin();
    answerApplicants([
      anApplicantListItem(),
      anApplicantListItem({
        id: 8,
        userId: 18,
        fullName: 'Иван Петров',
        email: 'ivan@example.com',
      }),
    ]);
    let sent: unknown;
    server.use(
      handle(admissionEndpoints.rejectApplicants, async ({ reply, request }) => {
        sent = await request.json();
        return reply(200, {
          done: 1,
          failed: 1,
          results: [
            { id: 7, code: null },
            { id: 8, code: 'ERR_APPLICANT_NOT_PENDING' },
          ],
        });
      }),
    );
    const { user } = renderApp(paths.admin.applicants);
    await screen.findByRole('link', { name: 'Gohar Zakaryan' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Selected: 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject (selected: 2)' });
    // The reason is required, as for one applicant.
    const confirm = within(dialog).getByRole('button', { name: 'Reject and send the e-mail' });
    await user.click(confirm);
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The exam was not passed.');
    await user.click(confirm);

    const summary = await screen.findByTestId('bulk-summary');
    expect(sent).toEqual({ ids: [7, 8], reason: 'The exam was not passed.' });
    expect(within(summary).getByText('Done for 1 of 2')).toBeVisible();
    expect(
      within(summary).getByText(
        'Иван Петров: This applicant has already been admitted or rejected',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Selected: 2')).toBeNull();
  });
});
