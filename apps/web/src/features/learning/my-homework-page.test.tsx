import { learningEndpoints, paths } from '@academy/contracts';
import { aMyHomework, aMyHomeworkItem } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import { answerMyHomework, failLearningCall, signInStudent } from './learning-test-server';
import { MyHomeworkPage } from './my-homework-page';

const homework = aMyHomework({
  items: [
    aMyHomeworkItem({
      kind: 'task',
      id: 201,
      title: 'HTML quiz',
      chapterTitle: 'Semantic HTML',
      subjectTitle: 'HTML & CSS',
      state: 'failed',
      dueAt: '2026-01-10T09:00:00.000Z',
      overdue: true,
    }),
    aMyHomeworkItem({
      kind: 'mini-project',
      id: 301,
      title: 'A sorter',
      chapterTitle: 'Sorting',
      subjectId: 12,
      subjectTitle: 'Algorithms',
      directionTitle: 'Software Engineering',
      state: 'waiting_for_review',
      dueAt: '2099-05-01T09:00:00.000Z',
      overdue: false,
    }),
    aMyHomeworkItem({
      kind: 'task',
      id: 203,
      title: 'Layout quiz',
      chapterTitle: 'Layout',
      state: 'not_started',
      dueAt: null,
      overdue: false,
    }),
  ],
});

function row(title: string): HTMLElement {
  const item = screen.getByRole('link', { name: title }).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return item;
}

describe('the homework of every subject', () => {
  it('lists the open work of all subjects in the server’s order, each with its subject and chapter', async () => {
    signInStudent();
    answerMyHomework(homework);
    renderApp(paths.student.homeworkAll);

    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Open: 3' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['HTML quiz', 'A sorter', 'Layout quiz']);
    expect(row('HTML quiz').querySelector('a')).toHaveAttribute('href', paths.student.task(201));
    expect(row('A sorter').querySelector('a')).toHaveAttribute(
      'href',
      paths.student.miniProject(301),
    );
    expect(within(row('A sorter')).getByText(/Mini project/)).toHaveTextContent(
      'Mini project · Algorithms · Sorting',
    );
    expect(within(row('HTML quiz')).getByText('Overdue')).toBeVisible();
    expect(within(row('A sorter')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('Overdue: 1')).toBeVisible();
    expect(document.title).toBe('Homework · Academy');

    const menu = screen.getByRole('navigation', { name: 'Student menu' });
    expect(within(menu).getByRole('link', { name: 'Homework' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('celebrates when nothing is open anywhere, and leads back to the directions', async () => {
    signInStudent();
    answerMyHomework(aMyHomework({ items: [] }));
    renderApp(paths.student.homeworkAll);

    expect(await screen.findByRole('heading', { level: 2, name: 'All caught up!' })).toBeVisible();
    expect(screen.getByText(/Nothing is open in any of your subjects/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my directions' })).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
  });

  it('is stood in for by its shape while it loads', async () => {
    signInStudent();
    answerMyHomework(homework, { delayMs: 300 });
    await renderScreen(paths.student.homeworkAll, '/homework', MyHomeworkPage);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  });

  it('keeps a failure on screen and tries again on request', async () => {
    signInStudent();
    let fail = true;
    failLearningCall(learningEndpoints.listMyHomework, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, homework),
    );
    const { user, notify } = renderApp(paths.student.homeworkAll);

    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});
