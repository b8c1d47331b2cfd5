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
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ role: 'admin' }))));
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
  title: 'Flexbox basics',
  actor: { id: 7, fullName: 'Mariam Admin', email: 'mariam@academy.test' },
  at: '2026-11-25T10:00:00.000Z',
  before: { title: 'Old title', status: 'draft', position: 1, published: false },
  after: {
    title: 'New title',
    status: 'draft',
    position: 1,
    published: true,
    tags: ['css', 'flex'],
    examRecordedAt: '2026-11-25T10:00:00.000Z',
  },
});

const scheduleUpdate = anAuditEntry({
  id: 3,
  action: 'update',
  entityType: 'exam_schedule',
  entityId: '1',
  title: null,
  before: { days: [{ weekday: 1, times: [{ time: '10:00', capacity: 20 }] }] },
  after: { days: [{ weekday: 3, times: [{ time: '11:30', capacity: 1 }] }] },
});

const deletedSubject = anAuditEntry({
  id: 4,
  action: 'delete',
  entityType: 'subject',
  entityId: '9',
  title: 'Databases',
  gone: true,
  before: { title: 'Databases' },
  after: null,
});

describe('the audit log', () => {
  it('lists entries with who did what to which record, linking to the record’s page', async () => {
    signInAdmin();
    answerAudit(anAuditPage([lectureUpdate, anAuditEntry(), deletedSubject]));
    renderApp(paths.admin.audit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const rows = screen.getAllByRole('row');
    const lecture = within(rows[1] as HTMLElement);
    expect(lecture.getByText('Updated')).toBeVisible();
    // Named by its title as it was, linking to its page; the time on the academy's clock.
    expect(lecture.getByRole('link', { name: 'Flexbox basics' })).toHaveAttribute(
      'href',
      paths.admin.contentLecture(41),
    );
    expect(lecture.getByText('Lecture')).toBeVisible();
    expect(lecture.getByText('Nov 25, 2026, 2:00 PM')).toBeVisible();
    expect(screen.getByText('Times in Asia/Yerevan, GMT+4')).toBeVisible();
    expect(lecture.getByRole('button', { name: /Mariam Admin/ })).toBeVisible();
    const certificate = within(rows[2] as HTMLElement);
    expect(certificate.getByText('Revoked')).toBeVisible();
    // No staff page shows a certificate: named, not linked.
    expect(certificate.getByText('Anna Hakobyan — Algorithms')).toBeVisible();
    expect(certificate.queryByRole('link')).not.toBeInTheDocument();
    // A deleted record: named, said to be deleted, linked nowhere.
    const subject = within(rows[3] as HTMLElement);
    expect(subject.getByText('Databases')).toBeVisible();
    expect(subject.getByText('Record deleted')).toBeVisible();
    expect(subject.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Entries: 3')).toBeVisible();
  });

  it('opens an entry to show its fields before and after, the changed ones marked', async () => {
    signInAdmin();
    answerAudit(anAuditPage([lectureUpdate]));
    const { user } = renderApp(paths.admin.audit);

    const toggle = await screen.findByRole('button', {
      name: 'Show the change: Updated, Lecture: Flexbox basics',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const opened = screen.getByRole('button', {
      name: 'Hide the change: Updated, Lecture: Flexbox basics',
    });
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
    // Labelled fields, values in words: yes or no, lists, times on the academy's clock.
    expect(fields).toEqual([
      { text: 'TitlechangedOld titleNew title', changed: true },
      { text: 'StatusDraftDraft', changed: false },
      { text: 'Position11', changed: false },
      { text: 'PublishedchangedNoYes', changed: true },
      { text: 'Tagschanged—css, flex', changed: true },
      { text: 'Exam result recordedchanged—Nov 25, 2026, 2:00 PM', changed: true },
    ]);
    expect(details.textContent).not.toMatch(/[{}[\]"]/);

    await user.click(opened);
    expect(screen.queryByText('Old title')).not.toBeInTheDocument();
  });

  it('shows a schedule change by weekday names, never as JSON', async () => {
    signInAdmin();
    answerAudit(anAuditPage([scheduleUpdate]));
    const { user } = renderApp(paths.admin.audit);

    await user.click(
      await screen.findByRole('button', { name: 'Show the change: Updated, Exam schedule' }),
    );
    const row = screen.getByRole('row', { name: /^Days/ });
    expect(within(row).getByText('Monday: 10:00 (seats: 20)')).toBeVisible();
    expect(within(row).getByText('Wednesday: 11:30 (seats: 1)')).toBeVisible();
  });

  it('keeps the filters in the URL and asks for what they choose', async () => {
    signInAdmin();
    const queries = answerAudit(
      anAuditPage([lectureUpdate], {
        actors: [
          { id: 1, fullName: 'Ada Admin' },
          { id: 7, fullName: 'Mariam Admin' },
        ],
      }),
    );
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

    // Clicking an actor's name narrows the log to their changes; the filter shows whose.
    await user.click(screen.getByRole('button', { name: /Mariam Admin/ }));
    await waitFor(() => expect(queries.at(-1)?.get('actorId')).toBe('7'));
    await waitFor(() => expect(field('Staff member')).toHaveValue('Mariam Admin'));

    // The staff member is chosen from everyone the log holds changes of.
    await user.click(field('Staff member'));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await waitFor(() => expect(queries.at(-1)?.get('actorId')).toBe('1'));

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
      await screen.findByRole('button', {
        name: 'Show the change: Revoked, Certificate: Anna Hakobyan — Algorithms',
      }),
    ).toBeVisible();
  });

  it('ignores a filter the URL cannot mean', async () => {
    signInAdmin();
    const queries = answerAudit();
    renderApp(`${paths.admin.audit}?action=explode&page=2`);

    await screen.findByRole('button', {
      name: 'Show the change: Revoked, Certificate: Anna Hakobyan — Algorithms',
    });
    expect(queries.at(-1)?.has('action')).toBe(false);
    expect(queries.at(-1)?.get('page')).toBe('2');
  });
});
