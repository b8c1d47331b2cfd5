import { type AuditListResponse, auditEndpoints, endpoints, paths } from '@academy/contracts';
import { anAccessToken, anAuditEntry, anAuditPage, aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// The screen's chunk loads lazily; compiled up front, the first test's wait stays short.
import './screens';

function signInAdmin() {
  tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'admin' }) }), true);
  server.use(handle(endpoints.students, ({ reply }) => reply(200, aStudent({ role: 'admin' }))));
}

const field = (name: string) =>
  screen.getByLabelText(name, { selector: 'input:not([type=hidden])' });

/** Answers GET admin/audit; remembers the query of every call. */
function answerAudit(
  answer: AuditListResponse | Answer<typeof auditEndpoints.listAuditLog> = anAuditPage(),
) {
  const queries: URLSearchParams[] = [];
  server.use(
    handle(auditEndpoints.listAuditLog, ({ request, reply }) => {
      queries.push(new URL(request.url).searchParams);
      return typeof answer === 'function' ? answer(reply) : reply(200, answer);
    }),
  );
  return queries;
}

const lectureUpdate = anAuditEntry({
  id: 2,
  action: 'update',
  entityType: 'lecture',
  entityId: '41',
  actor: { id: 7, fullName: 'Mariam Admin', email: 'mariam@academy.test' },
  before: { title: 'Old title', status: 'draft', order: 1 },
  after: { title: 'New title', status: 'draft', order: 1, tags: ['css', 'flex'] },
});

describe('the audit log', () => {
  it('lists entries with who did what to which record, linking to the record’s page', async () => {
    signInAdmin();
    answerAudit(anAuditPage([lectureUpdate, anAuditEntry()]));
    renderApp(paths.admin.audit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const rows = screen.getAllByRole('row');
    const lecture = within(rows[1] as HTMLElement);
    expect(lecture.getByText('Updated')).toBeVisible();
    expect(lecture.getByRole('link', { name: 'Lecture #41' })).toHaveAttribute(
      'href',
      paths.admin.contentLecture(41),
    );
    expect(lecture.getByRole('button', { name: /Mariam Admin/ })).toBeVisible();
    const certificate = within(rows[2] as HTMLElement);
    expect(certificate.getByText('Revoked')).toBeVisible();
    // No staff page shows a certificate: named, not linked.
    expect(certificate.getByText('Certificate #5')).toBeVisible();
    expect(certificate.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Entries: 2')).toBeVisible();
  });

  it('opens an entry to show its fields before and after, the changed ones marked', async () => {
    signInAdmin();
    answerAudit(anAuditPage([lectureUpdate]));
    const { user } = renderApp(paths.admin.audit);

    const toggle = await screen.findByRole('button', {
      name: 'Show the change: Updated, Lecture #41',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const opened = screen.getByRole('button', { name: 'Hide the change: Updated, Lecture #41' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(opened.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('no details');
    const fields = within(details)
      .getAllByRole('row')
      .slice(1)
      .map((row) => ({
        text: row.textContent,
        changed: row.hasAttribute('data-changed'),
      }));
    expect(fields).toEqual([
      { text: 'titlechangedOld titleNew title', changed: true },
      { text: 'statusdraftdraft', changed: false },
      { text: 'order11', changed: false },
      { text: expect.stringContaining('tagschanged—'), changed: true },
    ]);
    // JSON values pretty-printed.
    expect(within(details).getByText(/"css",\s+"flex"/)).toBeVisible();

    await user.click(opened);
    expect(screen.queryByText('Old title')).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks for what they choose', async () => {
    signInAdmin();
    const queries = answerAudit(anAuditPage([lectureUpdate]));
    const { user, router } = renderApp(`${paths.admin.audit}?entityType=lecture`);

    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(queries.at(-1)?.get('entityType')).toBe('lecture');
    expect(field('Record')).toHaveValue('Lecture');

    await user.click(field('Action'));
    await user.click(await screen.findByRole('option', { name: 'Updated' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?entityType=lecture&action=update'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('update'));

    // Clicking an actor's name narrows the log to their changes.
    await user.click(screen.getByRole('button', { name: /Mariam Admin/ }));
    await waitFor(() => expect(queries.at(-1)?.get('actorId')).toBe('7'));
    expect(await screen.findByText('By Mariam Admin')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show changes by everyone' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('actorId'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the log', async () => {
    signInAdmin();
    const queries = answerAudit(anAuditPage([lectureUpdate], { total: 120, pageSize: 50 }));
    const { user, router } = renderApp(paths.admin.audit);

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeVisible();
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    signInAdmin();
    answerAudit(anAuditPage([]));
    const { user, router } = renderApp(`${paths.admin.audit}?action=admit`);

    expect(await screen.findByRole('heading', { name: 'No change matches' })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeVisible();
  });

  it('shows a failure with "Try again"', async () => {
    signInAdmin();
    answerAudit((reply) => reply(500, 'ERR_INTERNAL'));
    const { user } = renderApp(paths.admin.audit);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The audit log could not be loaded')).toBeVisible();
    answerAudit();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Show the change: Revoked, Certificate #5' }),
    ).toBeVisible();
  });

  it('ignores a filter the URL cannot mean', async () => {
    signInAdmin();
    const queries = answerAudit();
    renderApp(`${paths.admin.audit}?action=explode&page=2`);

    await screen.findByRole('button', { name: 'Show the change: Revoked, Certificate #5' });
    expect(queries.at(-1)?.has('action')).toBe(false);
    expect(queries.at(-1)?.get('page')).toBe('2');
  });
});
