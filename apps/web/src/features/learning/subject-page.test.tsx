import { learningEndpoints, paths } from '@academy/contracts';
import {
  aChapter,
  aLectureSummary,
  aMiniProjectSummary,
  aSubject,
  aTaskSummary,
} from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPricingScreen } from '../../test/billing-answers';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import {
  answerSubject,
  failLearningCall,
  grantRefresh,
  signInStudent,
} from './learning-test-server';
import { SubjectPage } from './subject-page';

const past = '2026-01-10T09:00:00.000Z';
const future = '2099-05-01T09:00:00.000Z';

const subject = aSubject({
  id: 11,
  title: 'HTML & CSS',
  description: 'Markup and layout.',
  directionTitle: 'Front-End Development',
  chapters: [
    aChapter({
      id: 1,
      title: 'Semantic HTML',
      position: 0,
      lectures: [
        aLectureSummary({ id: 101, title: 'Document structure', status: 'completed' }),
        aLectureSummary({ id: 102, title: 'Forms', status: 'in_progress' }),
        aLectureSummary({ id: 103, title: 'Tables' }),
      ],
      tasks: [
        aTaskSummary({ id: 201, title: 'HTML quiz', state: 'passed', dueAt: past }),
        aTaskSummary({ id: 202, title: 'Forms quiz', state: 'failed', dueAt: past }),
      ],
      miniProjects: [
        aMiniProjectSummary({
          id: 301,
          title: 'A landing page',
          state: 'waiting_for_review',
          dueAt: future,
        }),
      ],
    }),
    aChapter({
      id: 2,
      title: 'Layout',
      position: 1,
      lectures: [aLectureSummary({ id: 104, title: 'Flexbox' })],
      tasks: [aTaskSummary({ id: 203, title: 'Layout quiz', state: 'in_progress' })],
      miniProjects: [],
    }),
  ],
});

/** The row of a lecture, test or mini project, found by its title. */
function row(title: string): HTMLElement {
  const item = screen.getByRole('link', { name: title }).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return item;
}

describe('the subject screen', () => {
  it('shows the title, the direction, the progress in numbers and words, and the homework link', async () => {
    signInStudent();
    answerSubject(subject);
    renderApp(paths.student.subject(11));

    expect(await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' })).toBeVisible();
    expect(screen.getByText('Front-End Development')).toBeVisible();
    expect(screen.getByText('Markup and layout.')).toBeVisible();
    // 1 lecture + 1 test passed out of 4 + 3 + 1 items: 25 %.
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('25 %')).toBeVisible();
    expect(screen.getByText('Lectures 1/4')).toBeVisible();
    expect(screen.getByText('Tests 1/3')).toBeVisible();
    expect(screen.getByText('Mini projects 0/1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open homework' })).toHaveAttribute(
      'href',
      paths.student.homework(11),
    );
    expect(document.title).toBe('HTML & CSS · Academy');
  });

  it('lists the chapters in order, each with its lectures, tests and mini projects and their states', async () => {
    signInStudent();
    answerSubject(subject);
    renderApp(paths.student.subject(11));

    await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Semantic HTML', 'Layout']);
    expect(screen.getByText('Chapter 1')).toBeVisible();
    expect(screen.getByText('Chapter 2')).toBeVisible();

    const first = screen.getByRole('region', { name: 'Semantic HTML' });
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Document structure',
      'Forms',
      'Tables',
      'HTML quiz',
      'Forms quiz',
      'A landing page',
    ]);

    expect(within(row('Document structure')).getByText('Lecture')).toBeVisible();
    expect(within(row('Document structure')).getByText('Completed')).toBeVisible();
    expect(within(row('Forms')).getByText('In progress')).toBeVisible();
    expect(within(row('Tables')).getByText('Not started')).toBeVisible();
    expect(within(row('HTML quiz')).getByText('Test')).toBeVisible();
    expect(within(row('HTML quiz')).getByText('Passed')).toBeVisible();
    expect(within(row('Forms quiz')).getByText('Failed')).toBeVisible();
    expect(within(row('A landing page')).getByText('Mini project')).toBeVisible();
    expect(within(row('A landing page')).getByText('Waiting for review')).toBeVisible();
    expect(within(row('Layout quiz')).getByText('In progress')).toBeVisible();

    expect(row('Tables').querySelector('a')).toHaveAttribute('href', paths.student.lecture(103));
    expect(row('Forms quiz').querySelector('a')).toHaveAttribute('href', paths.student.task(202));
    expect(row('A landing page').querySelector('a')).toHaveAttribute(
      'href',
      paths.student.miniProject(301),
    );
  });

  it('shows due dates, and marks "Overdue" in words only on what is late and not passed', async () => {
    signInStudent();
    answerSubject(subject);
    renderApp(paths.student.subject(11));

    await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' });
    expect(within(row('Forms quiz')).getByText(/^Due /)).toBeVisible();
    expect(within(row('Forms quiz')).getByText('Overdue')).toBeVisible();
    // Passed in time or not: a passed test is never late.
    expect(within(row('HTML quiz')).getByText(/^Due /)).toBeVisible();
    expect(within(row('HTML quiz')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(row('A landing page')).getByText(/^Due .*2099/)).toBeVisible();
    expect(within(row('A landing page')).queryByText('Overdue')).not.toBeInTheDocument();
    // Lectures have no due date.
    expect(within(row('Tables')).queryByText(/^Due /)).not.toBeInTheDocument();
  });

  it('says when the subject has no chapters yet', async () => {
    signInStudent();
    answerSubject(aSubject({ chapters: [] }));
    renderApp(paths.student.subject(11));

    expect(await screen.findByText(/This subject has no chapters yet/)).toBeVisible();
  });

  it('is stood in for by its shape while it loads', async () => {
    signInStudent();
    answerSubject(subject, { delayMs: 300 });
    await renderScreen(paths.student.subject(11), '/subject/:id', SubjectPage);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});

describe('the subject screen when the subject cannot be shown', () => {
  it('says "not found" for an unknown subject, with the way back', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getSubject, (reply) => reply(404, 'ERR_NOT_FOUND'));
    const { notify } = renderApp(paths.student.subject(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      paths.student.dashboard,
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('says "not found" for an address that names no subject, without asking', async () => {
    signInStudent();
    const calls = failLearningCall(learningEndpoints.getSubject, (reply) =>
      reply(404, 'ERR_NOT_FOUND'),
    );
    renderApp('/subject/first');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(calls()).toBe(0);
  });

  it('refuses a subject of a direction the student is not enrolled in', async () => {
    signInStudent();
    grantRefresh();
    failLearningCall(learningEndpoints.getSubject, (reply) => reply(403, 'ERR_USER_FORBIDDEN'));
    const { notify } = renderApp(paths.student.subject(12));

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this content.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes the student to the plans once the trial or subscription is over', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getSubject, (reply) =>
      reply(403, 'ERR_LEARNING_ACCESS_ENDED'),
    );
    answerPricingScreen();
    const { router } = renderApp(paths.student.subject(11));

    expect(await screen.findByRole('alert', { name: 'Your access has ended' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.student.pricing);
  });

  it('keeps a failure on screen and tries again on request', async () => {
    signInStudent();
    let fail = true;
    failLearningCall(learningEndpoints.getSubject, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, subject),
    );
    const { user, notify } = renderApp(paths.student.subject(11));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('Something went wrong')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says so in Russian too', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getSubject, (reply) => reply(500, 'ERR_INTERNAL'));
    const { user } = renderApp(paths.student.subject(11));
    await screen.findByText('Something went wrong');

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Не удалось загрузить страницу' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  });
});
