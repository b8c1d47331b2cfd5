import { filePublicUrl, learningEndpoints, paths } from '@academy/contracts';
import { aChapter, aLecture, aLectureSummary, aSubject } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerPricingScreen } from '../../test/billing-answers';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { renderScreen } from '../../test/render-screen';
import {
  answerLecture,
  answerSubject,
  failLearningCall,
  grantRefresh,
  signInStudent,
} from './learning-test-server';
import { LecturePage, withoutLeadingTitle } from './lecture-page';

describe('the lecture screen', () => {
  it('shows the way back to its subject, the title, the text and the neighbours', async () => {
    signInStudent();
    answerLecture(
      aLecture({
        id: 102,
        title: 'The box model',
        content: '# The box model\n\nEvery element is a **box**.\n\n## Margins\n\nSpace outside.',
        subjectId: 11,
        subjectTitle: 'HTML & CSS',
        chapterTitle: 'Layout',
        previous: { id: 101, title: 'How the web works' },
        next: { id: 103, title: 'Flexbox' },
      }),
    );
    renderApp(paths.student.lecture(102));

    expect(await screen.findByRole('heading', { level: 1, name: 'The box model' })).toBeVisible();
    // The text's own first heading repeats the title: shown once, as the screen's heading.
    expect(screen.getAllByText('The box model')).toHaveLength(1);
    expect(screen.getByText('box')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Margins' })).toBeVisible();
    expect(screen.getByText('In progress')).toBeVisible();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'HTML & CSS' })).toHaveAttribute(
      'href',
      paths.student.subject(11),
    );
    expect(screen.getByText('Layout')).toBeVisible();

    const neighbours = screen.getByRole('navigation', { name: 'Lectures of this subject' });
    expect(within(neighbours).getByRole('link', { name: /Previous lecture/ })).toHaveAttribute(
      'href',
      paths.student.lecture(101),
    );
    expect(within(neighbours).getByRole('link', { name: /Next lecture/ })).toHaveAttribute(
      'href',
      paths.student.lecture(103),
    );
    expect(document.title).toBe('The box model · Academy');
  });

  it('goes on to the next lecture, and back', async () => {
    signInStudent();
    const calls = answerLecture((id) =>
      aLecture({
        id,
        title: `Lecture ${id}`,
        content: `Text of lecture ${id}.`,
        previous: id > 1 ? { id: id - 1, title: `Lecture ${id - 1}` } : null,
        next: id < 3 ? { id: id + 1, title: `Lecture ${id + 1}` } : null,
      }),
    );
    const { user } = renderApp(paths.student.lecture(1));
    await screen.findByRole('heading', { level: 1, name: 'Lecture 1' });
    expect(screen.queryByRole('link', { name: /Previous lecture/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Next lecture/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 2' })).toBeVisible();
    expect(screen.getByText('Text of lecture 2.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: /Next lecture/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 3' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Next lecture/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Previous lecture/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 2' })).toBeVisible();
    expect(calls).toEqual([1, 2, 3]);
  });

  it('offers its files as downloads, with their names and sizes', async () => {
    signInStudent();
    const slides = '6f1c2b9e-4c1d-4a8e-9f3a-2d7b8c9e0a11';
    answerLecture(
      aLecture({
        attachments: [
          { id: slides, name: 'slides.pdf', size: 1_468_006, contentType: 'application/pdf' },
          {
            id: '0b7e4a52-3c1f-4a3e-8d2b-6f1e9c0a7d21',
            name: 'cheatsheet.txt',
            size: 2048,
            contentType: 'text/plain',
          },
        ],
      }),
    );
    renderApp(paths.student.lecture(102));

    const materials = await screen.findByRole('region', { name: 'Materials' });
    const link = within(materials).getByRole('link', { name: /slides\.pdf/ });
    expect(link).toHaveAttribute('href', filePublicUrl(slides));
    expect(link).toHaveAttribute('download', 'slides.pdf');
    expect(within(link).getByText('1.4 MB')).toBeVisible();
    expect(within(materials).getByText('2 kB')).toBeVisible();
  });

  it('shows no materials section when there are none', async () => {
    signInStudent();
    answerLecture(aLecture({ attachments: [] }));
    renderApp(paths.student.lecture(102));

    await screen.findByRole('heading', { level: 1, name: 'The box model' });
    expect(screen.queryByRole('region', { name: 'Materials' })).not.toBeInTheDocument();
  });
});

describe('the lecture video', () => {
  it('embeds a YouTube video in the privacy-enhanced player, named and loaded lazily', async () => {
    signInStudent();
    answerLecture(aLecture({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    renderApp(paths.student.lecture(102));

    const player = await screen.findByTitle('Video: The box model');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player.getAttribute('allow')).toContain('fullscreen');
    // When the player cannot load, the video's own page is a link away.
    const link = screen.getByRole('link', { name: 'Watch on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('embeds a Vimeo video in Vimeo’s player', async () => {
    signInStudent();
    answerLecture(aLecture({ videoUrl: 'https://vimeo.com/76979871' }));
    renderApp(paths.student.lecture(102));

    const player = await screen.findByTitle('Video: The box model');
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('plays any other address in the browser’s own player', async () => {
    signInStudent();
    answerLecture(aLecture({ videoUrl: 'https://cdn.example.org/box-model.mp4' }));
    const { container } = renderApp(paths.student.lecture(102));

    await screen.findByRole('heading', { level: 1, name: 'The box model' });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.org/box-model.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Video: The box model');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows no player for a lecture without a video', async () => {
    signInStudent();
    answerLecture(aLecture({ videoUrl: null }));
    const { container } = renderApp(paths.student.lecture(102));

    await screen.findByRole('heading', { level: 1, name: 'The box model' });
    expect(container.querySelector('iframe, video')).toBeNull();
  });
});

describe('marking a lecture as completed', () => {
  const subjectWith = (status: 'in_progress' | 'completed') =>
    aSubject({
      id: 11,
      title: 'HTML & CSS',
      chapters: [
        aChapter({
          lectures: [
            aLectureSummary({ id: 101, title: 'How the web works', status: 'completed' }),
            aLectureSummary({ id: 102, title: 'The box model', status }),
            aLectureSummary({ id: 103, title: 'Flexbox' }),
          ],
          tasks: [],
          miniProjects: [],
        }),
      ],
    });

  it('completes it, and the subject shows it at once with its new progress', async () => {
    signInStudent();
    answerSubject(subjectWith('in_progress'));
    answerLecture(aLecture({ id: 102, subjectId: 11, title: 'The box model' }));
    const patches: unknown[] = [];
    server.use(
      handle(learningEndpoints.completeLecture, async ({ request, params, reply }) => {
        patches.push({ id: params.id, body: await request.json() });
        return reply(200, { id: 9002, status: 'completed' });
      }),
    );
    const { user } = renderApp(paths.student.subject(11));
    await screen.findByText('Lectures 1/3');

    await user.click(screen.getByRole('link', { name: 'The box model' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }));

    expect(
      await screen.findByText('You have completed this lecture. It counts in your progress.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
    expect(patches).toEqual([{ id: '102', body: { status: 'completed' } }]);

    // The server is slow to answer again: the subject is drawn from what is known already.
    server.use(
      handle(learningEndpoints.getSubject, async ({ reply }) => {
        await delay(2000);
        return reply(200, subjectWith('completed'));
      }),
    );
    await user.click(screen.getByRole('link', { name: 'HTML & CSS' }));

    expect(await screen.findByText('Lectures 2/3')).toBeVisible();
    expect(screen.getByText('67 %')).toBeVisible();
    const row = screen.getByRole('link', { name: 'The box model' }).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Completed')).toBeVisible();
  });

  it('shows a completed lecture as completed, without the button', async () => {
    signInStudent();
    answerLecture(aLecture({ lectureAssignments: [{ id: 1, status: 'completed' }] }));
    renderApp(paths.student.lecture(102));

    expect(
      await screen.findByText('You have completed this lecture. It counts in your progress.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  });

  it('keeps the button when the server refuses, the client having said why', async () => {
    signInStudent();
    answerLecture(aLecture());
    server.use(
      handle(learningEndpoints.completeLecture, ({ reply }) => reply(500, 'ERR_INTERNAL')),
    );
    const { user, notify } = renderApp(paths.student.lecture(102));

    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Something went wrong'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeEnabled();
  });
});

describe('the lecture screen when the lecture cannot be shown', () => {
  it('says "not found" for an unknown lecture', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getLecture, (reply) => reply(404, 'ERR_NOT_FOUND'));
    renderApp(paths.student.lecture(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('refuses a lecture of a direction the student is not enrolled in', async () => {
    signInStudent();
    grantRefresh();
    failLearningCall(learningEndpoints.getLecture, (reply) => reply(403, 'ERR_USER_FORBIDDEN'));
    renderApp(paths.student.lecture(5));

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this content.')).toBeVisible();
  });

  it('takes the student to the plans once the trial or subscription is over', async () => {
    signInStudent();
    failLearningCall(learningEndpoints.getLecture, (reply) =>
      reply(403, 'ERR_LEARNING_ACCESS_ENDED'),
    );
    answerPricingScreen();
    const { router } = renderApp(paths.student.lecture(5));

    expect(await screen.findByRole('alert', { name: 'Your access has ended' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.student.pricing);
  });

  it('keeps a failure on screen and tries again on request', async () => {
    signInStudent();
    let fail = true;
    failLearningCall(learningEndpoints.getLecture, (reply) =>
      fail ? reply(500, 'ERR_INTERNAL') : reply(200, aLecture({ id: 5 })),
    );
    const { user } = renderApp(paths.student.lecture(5));

    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The box model' })).toBeVisible();
  });

  it('is stood in for by its shape while it loads', async () => {
    signInStudent();
    answerLecture(aLecture(), { delayMs: 300 });
    await renderScreen(paths.student.lecture(102), '/lecture/:id', LecturePage);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The box model' })).toBeVisible();
  });
});

describe('a lecture text’s own title', () => {
  it('is left out when it repeats the lecture’s title', () => {
    expect(withoutLeadingTitle('# The box model\n\nText.', 'The box model')).toBe('Text.');
    expect(withoutLeadingTitle('  # the Box Model #\r\nText.', 'The box model')).toBe('Text.');
  });

  it('is kept when it says something else, or is not the first line', () => {
    expect(withoutLeadingTitle('# Margins\n\nText.', 'The box model')).toBe('# Margins\n\nText.');
    expect(withoutLeadingTitle('Intro\n# The box model', 'The box model')).toBe(
      'Intro\n# The box model',
    );
    expect(withoutLeadingTitle('## The box model\nText', 'The box model')).toBe(
      '## The box model\nText',
    );
  });
});
