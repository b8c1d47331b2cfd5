import { learningEndpoints, paths } from '@academy/contracts';
import { aHomework, aHomeworkItem } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPricingScreen } from '../../test/billing-answers';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import { HomeworkPage } from './homework-page';
import {
  answerHomework,
  failLearningCall,
  grantRefresh,
  signInStudent,
} from './learning-test-server';

const homework = aHomework({
  subjectId: 11,
  subjectTitle: 'HTML & CSS',
  directionTitle: 'Front-End Development',
  items: [
    aHomeworkItem({
      kind: 'task',
      id: 201,
      title: 'HTML quiz',
      chapterTitle: 'Semantic HTML',
      state: 'failed',
      dueAt: '2026-01-10T09:00:00.000Z',
      overdue: true,
    }),
    aHomeworkItem({
      kind: 'mini-project',
      id: 301,
      title: 'A landing page',
      chapterTitle: 'Semantic HTML',
      state: 'waiting_for_review',
      dueAt: '2099-05-01T09:00:00.000Z',
      overdue: false,
    }),
    aHomeworkItem({
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

describe('the homework screen', () => {
  it('lists the subject’s open work in course order, each with its kind, chapter, state and due date', async () => {
    signInStudent();
    answerHomework(homework);
    renderApp(paths.student.homework(11));

    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
    expect(screen.getByText('HTML & CSS · Front-End Development')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Open: 3' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Open: 3' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['HTML quiz', 'A landing page', 'Layout quiz']);

    expect(row('HTML quiz').querySelector('a')).toHaveAttribute('href', paths.student.task(201));
    expect(row('A landing page').querySelector('a')).toHaveAttribute(
      'href',
      paths.student.miniProject(301),
    );
    expect(within(row('HTML quiz')).getByText(/Test/)).toHaveTextContent('Test · Semantic HTML');
    expect(within(row('A landing page')).getByText(/Mini project/)).toHaveTextContent(
      'Mini project · Semantic HTML',
    );
    expect(within(row('HTML quiz')).getByText('Failed')).toBeVisible();
    expect(within(row('A landing page')).getByText('Waiting for review')).toBeVisible();
    expect(within(row('Layout quiz')).getByText('Not started')).toBeVisible();
    expect(within(row('Layout quiz')).queryByText(/^Due /)).not.toBeInTheDocument();
    expect(document.title).toBe('Homework · HTML & CSS · Academy');
  });

  it('marks what the server calls overdue, in words, and counts it', async () => {
    signInStudent();
    answerHomework(homework);
    renderApp(paths.student.homework(11));

    await screen.findByRole('heading', { level: 1, name: 'Homework' });
    expect(within(row('HTML quiz')).getByText(/^Due /)).toBeVisible();
    expect(within(row('HTML quiz')).getByText('Overdue')).toBeVisible();
    expect(within(row('A landing page')).getByText(/^Due /)).toBeVisible();
    expect(within(row('A landing page')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('Overdue: 1')).toBeVisible();
  });

  it('leads back to the subject', async () => {
    signInStudent();
    answerHomework(homework);
    renderApp(paths.student.homework(11));

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'HTML & CSS' })).toHaveAttribute(
      'href',
      paths.student.subject(11),
    );
  });

  it('celebrates when nothing is open', async () => {
    signInStudent();
    answerHomework(aHomework({ subjectTitle: 'HTML & CSS', items: [] }));
    renderApp(paths.student.homework(11));

    expect(await screen.findByRole('heading', { level: 2, name: 'All caught up!' })).toBeVisible();
    expect(screen.getByText(/Nothing is open in HTML & CSS/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the subject' })).toHaveAttribute(
      'href',
      paths.student.subject(11),
    );
  });

  it('is under the menu’s Homework entry', async () => {
    signInStudent();
    answerHomework(homework);
    renderApp(paths.student.homework(11));

    await screen.findByRole('heading', { level: 1, name: 'Homework' });
    const menu = screen.getByRole('navigation', { name: 'Student menu' });
    const entry = within(menu).getByRole('link', { name: 'Homework' });
    expect(entry).toHaveAttribute('href', paths.student.homeworkAll);
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('is stood in for by its shape while it loads', async () => {
    signInStudent();
    answerHomework(homework, { delayMs: 300 });
    await renderScreen(paths.student.homework(11), '/homework/:id', HomeworkPage);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  });
});

describe('the homework screen when it cannot be shown', () => {
  it('says "not found" for an unknown subject', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getHomework, (reply) => reply(404, 'ERR_NOT_FOUND'));
    renderApp(paths.student.homework(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('refuses a subject of a direction the student is not enrolled in', async () => {
    signInStudent();
    grantRefresh();
    failLearningCall(learningEndpoints.getHomework, (reply) => reply(403, 'ERR_USER_FORBIDDEN'));
    renderApp(paths.student.homework(12));

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this content.')).toBeVisible();
  });

  it('takes the student to the plans once the trial or subscription is over', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getHomework, (reply) =>
      reply(403, 'ERR_LEARNING_ACCESS_ENDED'),
    );
    answerPricingScreen();
    const { router } = renderApp(paths.student.homework(11));

    expect(await screen.findByRole('alert', { name: 'Your access has ended' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.student.pricing);
  });

  it('keeps a failure on screen and tries again on request', async () => {
    signInStudent();
    let fail = true;
    failLearningCall(learningEndpoints.getHomework, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, homework),
    );
    const { user, notify } = renderApp(paths.student.homework(11));

    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});
