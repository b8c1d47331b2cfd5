import { announcementEndpoints, filePublicUrl, learningEndpoints, paths } from '@academy/contracts';
import { aDirection, aLastOpenedLecture, aSubjectSummary } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPricingScreen } from '../../test/billing-answers';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import { DashboardPage } from './dashboard-page';
import { answerDashboard, failLearningCall, signInStudent } from './learning-test-server';

describe('the dashboard greeting', () => {
  it('welcomes a newcomer in the account’s first session as a first visit', async () => {
    signInStudent({ fullName: 'Davit Petrosyan', isFirstSession: true });
    answerDashboard();
    renderApp(paths.student.dashboard);

    expect(await screen.findByText('Welcome to Academy, Davit Petrosyan!')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('welcomes back a student in any later session', async () => {
    signInStudent({ fullName: 'Davit Petrosyan', isFirstSession: false });
    answerDashboard();
    renderApp(paths.student.dashboard);

    expect(await screen.findByText('Welcome back, Davit Petrosyan!')).toBeVisible();
    expect(screen.queryByText(/Welcome to Academy/)).not.toBeInTheDocument();
  });

  it('greets in Russian too', async () => {
    signInStudent({ fullName: 'Davit Petrosyan', isFirstSession: true });
    answerDashboard();
    const { user } = renderApp(paths.student.dashboard);
    await screen.findByText('Welcome to Academy, Davit Petrosyan!');

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByText('Добро пожаловать в Academy, Davit Petrosyan!')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Направления' })).toBeVisible();
  });
});

describe('continue where you left off', () => {
  it('leads to the lecture opened last, naming its subject and direction', async () => {
    signInStudent();
    answerDashboard(
      [aDirection()],
      aLastOpenedLecture({ id: 42, title: 'Flexbox in practice', status: 'in_progress' }),
    );
    renderApp(paths.student.dashboard);

    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Continue where you left off' })
    ).closest('section');
    if (!card) throw new Error('no continue card');
    expect(within(card).getByText('Flexbox in practice')).toBeVisible();
    expect(within(card).getByText('HTML & CSS · Front-End Development')).toBeVisible();
    expect(within(card).getByText('In progress')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Continue: Flexbox in practice' }),
    ).toHaveAttribute('href', paths.student.lecture(42));
  });

  it('suggests where to start before any lecture was opened', async () => {
    signInStudent();
    answerDashboard([aDirection()], aLastOpenedLecture(null));
    renderApp(paths.student.dashboard);

    expect(await screen.findByRole('heading', { level: 2, name: 'Start learning' })).toBeVisible();
    expect(screen.queryByText('Continue where you left off')).not.toBeInTheDocument();
  });

  it('is not there once the lectures of the subject studied last are all completed', async () => {
    signInStudent();
    answerDashboard([aDirection()], aLastOpenedLecture(null, { opened: true }));
    renderApp(paths.student.dashboard);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Front-End Development' }),
    ).toBeVisible();
    expect(screen.queryByText('Continue where you left off')).not.toBeInTheDocument();
    expect(screen.queryByText('Start learning')).not.toBeInTheDocument();
  });

  it('says when it could not be loaded, and asks again on request, the directions still shown', async () => {
    signInStudent();
    answerDashboard();
    let fail = true;
    failLearningCall(learningEndpoints.getLastOpenedLecture, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, aLastOpenedLecture({ title: 'Grid' })),
    );
    const { user, notify } = renderApp(paths.student.dashboard);

    expect(await screen.findByText('We could not load where you left off.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Front-End Development' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Grid')).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the directions', () => {
  it('show each direction with its picture and format, and its subjects with their progress', async () => {
    signInStudent();
    answerDashboard([
      aDirection({
        id: 3,
        title: 'Front-End Development',
        courseType: 'offline',
        file: { id: '0b7e4a52-3c1f-4a3e-8d2b-6f1e9c0a7d21' },
        subjects: [
          aSubjectSummary({
            id: 11,
            title: 'HTML & CSS',
            description: 'Markup and layout.',
            totalLectureCount: 10,
            completedLectureCount: 3,
            totalTaskCount: 4,
            completedTaskCount: 1,
            totalMiniProjectCount: 2,
            completedMiniProjectCount: 0,
          }),
          aSubjectSummary({ id: 12, title: 'JavaScript' }),
        ],
      }),
    ]);
    const { container } = renderApp(paths.student.dashboard);

    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Front-End Development' })
    ).closest('section');
    if (!section) throw new Error('no direction section');
    expect(within(section).getByText('Offline')).toBeVisible();
    expect(
      container.querySelector(
        `img[src="${filePublicUrl('0b7e4a52-3c1f-4a3e-8d2b-6f1e9c0a7d21')}"]`,
      ),
    ).not.toBeNull();

    const subject = within(section).getByRole('link', { name: 'HTML & CSS' });
    expect(subject).toHaveAttribute('href', paths.student.subject(11));
    const card = subject.closest('.mantine-Card-root');
    if (!(card instanceof HTMLElement)) throw new Error('no subject card');
    expect(within(card).getByText('Markup and layout.')).toBeVisible();
    // 4 of 16 items done: 25 %, written out and on the bar.
    expect(within(card).getByText('25 %')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(card).getByText('Lectures 3/10')).toBeVisible();
    expect(within(card).getByText('Tests 1/4')).toBeVisible();
    expect(within(card).getByText('Mini projects 0/2')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'JavaScript' })).toHaveAttribute(
      'href',
      paths.student.subject(12),
    );
  });

  it('draw a tile in place of a missing picture', async () => {
    signInStudent();
    answerDashboard([aDirection({ file: null })]);
    const { container } = renderApp(paths.student.dashboard);

    await screen.findByRole('heading', { level: 2, name: 'Front-End Development' });
    expect(container.querySelector('main img')).toBeNull();
  });

  it('explain that the academy enrols a student on admission when there are none yet', async () => {
    signInStudent();
    answerDashboard([], aLastOpenedLecture(null));
    renderApp(paths.student.dashboard);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No directions yet' }),
    ).toBeVisible();
    expect(screen.getByText(/enrols you in a direction when you are admitted/)).toBeVisible();
    expect(screen.queryByText('Start learning')).not.toBeInTheDocument();
  });

  it('are fetched by the route before the screen is drawn, once', async () => {
    signInStudent();
    const calls = answerDashboard([aDirection()], aLastOpenedLecture(), { delayMs: 200 });
    renderApp(paths.student.dashboard);

    await screen.findByRole('heading', { level: 2, name: 'Front-End Development' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(calls).toEqual({ directions: 1, lastOpened: 1 });
  });

  it('are stood in for by their shape while they load', async () => {
    signInStudent();
    answerDashboard([aDirection()], aLastOpenedLecture(), { delayMs: 300 });
    await renderScreen(paths.student.dashboard, paths.student.dashboard, DashboardPage);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Front-End Development' }),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});

describe('the dashboard when the directions cannot be shown', () => {
  it('keeps the failure’s text with "Try again", without a toast', async () => {
    signInStudent();
    answerDashboard();
    let fail = true;
    const calls = failLearningCall(learningEndpoints.listMyDirections, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, [aDirection()]),
    );
    const { user, notify } = renderApp(paths.student.dashboard);

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('This page could not be loaded')).toBeVisible();
    expect(within(failure).getByText('Something went wrong')).toBeVisible();
    expect(calls()).toBe(1);

    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Front-End Development' }),
    ).toBeVisible();
    expect(calls()).toBe(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes the student to the plans, with the reason, when the trial or subscription has ended', async () => {
    signInStudent();
    answerDashboard();
    failLearningCall(learningEndpoints.listMyDirections, (reply) =>
      reply(403, 'ERR_LEARNING_ACCESS_ENDED'),
    );
    failLearningCall(learningEndpoints.getLastOpenedLecture, (reply) =>
      reply(403, 'ERR_LEARNING_ACCESS_ENDED'),
    );
    answerPricingScreen();
    const { notify, router } = renderApp(paths.student.dashboard);

    // Sent to the plans, which say why, instead of an error on the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.student.pricing);
    expect(await screen.findByRole('alert', { name: 'Your access has ended' })).toHaveTextContent(
      'Your free trial or subscription has ended. Choose a plan to continue learning.',
    );
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('announcements on the dashboard', () => {
  const holiday = {
    id: 7,
    title: { en: 'Holiday on Friday', ru: 'Выходной в пятницу' },
    body: { en: 'No lectures on **Friday**.', ru: 'В **пятницу** лекций нет.' },
    createdAt: '2030-05-01T09:00:00.000Z',
  };

  it("shows those that reach the student in the reader's language, as Markdown", async () => {
    signInStudent();
    answerDashboard(undefined, undefined, { announcements: [holiday] });
    const { user } = renderApp(paths.student.dashboard);

    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Announcements' })
    ).closest('section');
    if (!section) throw new Error('no announcements section');
    expect(within(section).getByRole('heading', { name: 'Holiday on Friday' })).toBeVisible();
    expect(await within(section).findByText('Friday', { selector: 'strong' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'RU' }));
    expect(await screen.findByRole('heading', { name: 'Выходной в пятницу' })).toBeVisible();
    expect(await screen.findByText('пятницу', { selector: 'strong' })).toBeVisible();
  });

  it('shows nothing when there is none, and a failure with "Try again" in its slot', async () => {
    signInStudent();
    answerDashboard();
    let fail = true;
    failLearningCall(announcementEndpoints.listMyAnnouncements, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, { items: [] }),
    );
    const { user } = renderApp(paths.student.dashboard);

    const failure = await screen.findByText('We could not load the announcements.');
    // The directions still show.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Front-End Development' }),
    ).toBeVisible();
    fail = false;
    await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    await waitFor(() =>
      expect(screen.queryByText('We could not load the announcements.')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
