import {
  type AdminLecture,
  type AdminTask,
  contentItemEndpoints,
  paths,
  type TaskSaveRequest,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderScreen } from '../../../test/render-screen';
import { LectureEditorPage } from './lecture-editor-page';
import { TaskEditorPage } from './task-editor-page';

const context = {
  direction: { id: 1, title: 'Frontend' },
  subject: { id: 11, title: 'HTML & CSS' },
  chapter: { id: 21, title: 'Layout' },
};

const aLecture = (overrides: Partial<AdminLecture> = {}): AdminLecture => ({
  id: 5,
  title: 'The box model',
  content: '# The box model\n\nEvery element is a box.',
  videoUrl: null,
  status: 'draft',
  attachments: [
    {
      id: 1,
      fileId: '7f1c7a52-4a8e-4d2b-9b1e-0d8c0f4a1b2c',
      name: 'cheat-sheet.pdf',
      size: 2048,
      contentType: 'application/pdf',
      path: '/v1/files/7f1c7a52-4a8e-4d2b-9b1e-0d8c0f4a1b2c/public',
    },
  ],
  context,
  ...overrides,
});

const aTask = (overrides: Partial<AdminTask> = {}): AdminTask => ({
  id: 8,
  title: 'Layout quiz',
  description: '',
  passPercent: 70,
  dueDays: null,
  status: 'draft',
  attemptedBy: 0,
  context,
  questions: [
    {
      id: 31,
      text: 'Which property makes a flex container?',
      answerType: 'single',
      points: 1,
      answers: [
        { id: 41, text: 'display: flex', isCorrect: true },
        { id: 42, text: 'float: left', isCorrect: false },
      ],
    },
  ],
  ...overrides,
});

describe('the lecture editor', () => {
  it('previews the Markdown as students see it and saves title, text and video', async () => {
    const lecture = aLecture();
    const saved: unknown[] = [];
    server.use(
      handle(contentItemEndpoints.adminLecture, ({ reply }) => reply(200, lecture)),
      handle(contentItemEndpoints.updateAdminLecture, async ({ request, reply }) => {
        const body = (await request.json()) as AdminLecture;
        saved.push(body);
        return reply(200, { ...lecture, ...body });
      }),
    );
    const { user } = await renderScreen(
      paths.admin.contentLecture(5),
      '/admin/content/lectures/:id',
      LectureEditorPage,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'The box model' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'HTML & CSS' })).toHaveAttribute(
      'href',
      paths.admin.contentSubject(11),
    );
    expect(screen.getByRole('link', { name: 'cheat-sheet.pdf' })).toBeVisible();

    const preview = screen.getByRole('region', { name: 'Preview, as students see it' });
    expect(await within(preview).findByRole('heading', { name: 'The box model' })).toBeVisible();

    const text = screen.getByLabelText('Lecture text (Markdown)');
    await user.clear(text);
    await user.type(text, '## Margins{enter}{enter}Space **outside**.');
    expect(
      await within(preview).findByRole('heading', { level: 2, name: 'Margins' }),
    ).toBeVisible();
    expect(within(preview).getByText('outside').tagName).toBe('STRONG');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    const video = screen.getByLabelText('Video address');
    await user.type(video, 'https://example.com/movie.mp4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the https address of a YouTube or Vimeo video.'),
    ).toBeVisible();
    expect(saved).toEqual([]);

    await user.clear(video);
    await user.type(video, 'https://vimeo.com/76979871');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: 'The box model',
      content: '## Margins\n\nSpace **outside**.',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says when the lecture does not exist', async () => {
    server.use(
      handle(contentItemEndpoints.adminLecture, ({ reply }) =>
        reply(404, { message: 'ERR_NOT_FOUND' }),
      ),
    );
    await renderScreen(
      paths.admin.contentLecture(9),
      '/admin/content/lectures/:id',
      LectureEditorPage,
    );
    expect(await screen.findByRole('heading', { name: 'Lecture not found' })).toBeVisible();
  });
});

describe('the test editor', () => {
  it('edits questions with inline checks and saves the whole test', async () => {
    const task = aTask();
    const saved: TaskSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.adminTask, ({ reply }) => reply(200, task)),
      handle(contentItemEndpoints.saveAdminTask, async ({ request, reply }) => {
        const body = (await request.json()) as TaskSaveRequest;
        saved.push(body);
        return reply(200, task);
      }),
    );
    const { user } = await renderScreen(
      paths.admin.contentTask(8),
      '/admin/content/tasks/:id',
      TaskEditorPage,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout quiz' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByLabelText(/^Question/), 'Pick the flex values');
    await user.click(within(second).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    await user.type(within(second).getByLabelText('Answer 1 of question 2'), 'flex');
    await user.type(within(second).getByLabelText('Answer 2 of question 2'), 'inline-flex');
    // Multiple choice keeps the first answer marked; unmark it to see the check.
    await user.click(
      within(second).getByRole('checkbox', { name: 'Answer 1 of question 2 is correct' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('Mark at least one answer as correct.')).toBeVisible();
    expect(saved).toEqual([]);

    await user.click(
      within(second).getByRole('checkbox', { name: 'Answer 1 of question 2 is correct' }),
    );
    await user.click(
      within(second).getByRole('checkbox', { name: 'Answer 2 of question 2 is correct' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.questions[1]).toEqual({
      text: 'Pick the flex values',
      answerType: 'multiple',
      points: 1,
      answers: [
        { text: 'flex', isCorrect: true },
        { text: 'inline-flex', isCorrect: true },
      ],
    });
    expect(saved[0]?.questions[0]).toMatchObject({ id: 31, answers: [{ id: 41 }, { id: 42 }] });
  });

  it('locks removing what students answered once the test was attempted', async () => {
    server.use(
      handle(contentItemEndpoints.adminTask, ({ reply }) => reply(200, aTask({ attemptedBy: 3 }))),
    );
    await renderScreen(paths.admin.contentTask(8), '/admin/content/tasks/:id', TaskEditorPage);
    expect(await screen.findByText(/Students who have attempted this test: 3/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });
});
