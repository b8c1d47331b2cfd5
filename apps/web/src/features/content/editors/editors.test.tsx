import {
  type AdminLecture,
  type AdminMiniProject,
  type AdminSubject,
  type AdminTask,
  type ContentStatus,
  contentEndpoints,
  contentItemEndpoints,
  endpoints,
  type LectureUpdateRequest,
  type MiniProjectSaveRequest,
  paths,
  type TaskSaveRequest,
} from '@academy/contracts';
import { anAccessToken, aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../../shared/api/tokens';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { renderScreen } from '../../../test/render-screen';
import { LectureEditorPage } from './lecture-editor-page';
import { MiniProjectEditorPage } from './mini-project-editor-page';
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
  revision: 1,
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
  revision: 1,
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
      explanation: 'Only display: flex makes one.',
      code: null,
    },
  ],
  ...overrides,
});

const aMiniProject = (overrides: Partial<AdminMiniProject> = {}): AdminMiniProject => ({
  id: 12,
  title: 'A landing page',
  description: 'Build a landing page for a bakery.',
  dueDays: 14,
  status: 'draft',
  revision: 1,
  submittedBy: 0,
  context,
  questions: [{ id: 51, text: 'Upload a screenshot', answerType: 'file' }],
  ...overrides,
});

const changedTitle = 'Changed by someone else';

describe('the lecture editor', () => {
  it('previews the Markdown as students see it and saves title, text and video', async () => {
    const lecture = aLecture();
    const saved: unknown[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminLecture, ({ reply }) => reply(200, lecture)),
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
      revision: 1,
      title: 'The box model',
      content: '## Margins\n\nSpace **outside**.',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("keeps the admin's text when someone else saved first, and loads the latest version only when asked", async () => {
    // The other admin's save: revision 2 on the server, while this editor has revision 1.
    const theirs = aLecture({ revision: 2, title: 'The box model (theirs)', content: '# Theirs' });
    let reads = 0;
    const saves: LectureUpdateRequest[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminLecture, ({ reply }) => {
        reads += 1;
        return reply(200, reads === 1 ? aLecture() : theirs);
      }),
      handle(contentItemEndpoints.updateAdminLecture, async ({ request, reply }) => {
        const body = (await request.json()) as LectureUpdateRequest;
        saves.push(body);
        if (body.revision !== 2) return reply(409, 'ERR_CONTENT_CHANGED');
        return reply(200, { ...theirs, ...body, videoUrl: null, revision: 3 });
      }),
    );
    const { user, notify } = await renderScreen(
      paths.admin.contentLecture(5),
      '/admin/content/lectures/:id',
      LectureEditorPage,
    );
    const text = await screen.findByLabelText('Lecture text (Markdown)');
    await user.clear(text);
    await user.type(text, 'My own words');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(changedTitle)).toBeVisible();
    expect(
      within(alert).getByText(/Someone else saved this lecture after you opened it/),
    ).toBeVisible();
    expect(saves.map((body) => body.revision)).toEqual([1]);
    // Nothing of theirs was fetched behind the admin's back: their edits stay, unsaved.
    expect(text).toHaveValue('My own words');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(reads).toBe(1);
    expect(notify).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(text).toHaveValue('# Theirs'));
    expect(reads).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('The box model (theirs)');

    await user.type(text, '{enter}{enter}Mine, on top of theirs.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(saves.map((body) => body.revision)).toEqual([1, 2]);
    expect(saves[1]?.content).toBe('# Theirs\n\nMine, on top of theirs.');
  });

  it('says when the lecture does not exist', async () => {
    server.use(
      handle(contentItemEndpoints.getAdminLecture, ({ reply }) =>
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
      handle(contentItemEndpoints.getAdminTask, ({ reply }) => reply(200, task)),
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

    expect(
      within(screen.getByRole('group', { name: 'Question 1' })).getByLabelText('Explanation'),
    ).toHaveValue('Only display: flex makes one.');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    // Longer texts are pasted: typed key by key into the whole form they took most of the
    // test's time under jsdom, and the fields take them through the same change events.
    await user.click(within(second).getByLabelText(/^Question/));
    await user.paste('Pick the flex values');
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
    await user.click(within(second).getByLabelText('Explanation'));
    await user.paste('Both make a flex container.');
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
      explanation: 'Both make a flex container.',
    });
    expect(saved[0]?.questions[0]).toMatchObject({
      id: 31,
      answers: [{ id: 41 }, { id: 42 }],
      explanation: 'Only display: flex makes one.',
    });
  });

  it('shows no error on a question just added, and refuses numbers out of range as typed', async () => {
    const saved: TaskSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminTask, ({ reply }) => reply(200, aTask())),
      handle(contentItemEndpoints.saveAdminTask, async ({ request, reply }) => {
        saved.push((await request.json()) as TaskSaveRequest);
        return reply(200, aTask());
      }),
    );
    const { user } = await renderScreen(
      paths.admin.contentTask(8),
      '/admin/content/tasks/:id',
      TaskEditorPage,
    );
    await screen.findByRole('heading', { level: 1, name: 'Layout quiz' });
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    // Focus goes to the new question's group, not into a field it would then mark touched.
    await waitFor(() => expect(second).toHaveFocus());
    expect(within(second).queryByText('This field is required')).not.toBeInTheDocument();

    // Nothing is clamped nor dropped: 150 stays 150, -3 stays -3, and each says its rule.
    const passMark = screen.getByLabelText(/^Pass mark/);
    await user.clear(passMark);
    await user.type(passMark, '150');
    await user.tab();
    expect(passMark).toHaveValue('150 %');
    expect(await screen.findByText('Enter a whole number from 0 to 100.')).toBeVisible();
    expect(within(second).queryByText('This field is required')).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Question 1' });
    const points = within(first).getByLabelText(/^Points/);
    await user.clear(points);
    await user.type(points, '-3');
    await user.tab();
    expect(points).toHaveValue('-3');
    expect(await within(first).findByText('Enter a whole number from 1 to 100.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Save shows the new question's errors too, and sends nothing.
    expect(await within(second).findAllByText('This field is required')).not.toHaveLength(0);
    expect(saved).toEqual([]);
    // A question added after that Save starts clean again.
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const third = screen.getByRole('group', { name: 'Question 3' });
    expect(within(third).queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('saves twice in a row, each time at the revision the last save answered', async () => {
    const saves: TaskSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminTask, ({ reply }) => reply(200, aTask({ revision: 4 }))),
      handle(contentItemEndpoints.saveAdminTask, async ({ request, reply }) => {
        const body = (await request.json()) as TaskSaveRequest;
        saves.push(body);
        return reply(200, aTask({ title: body.title, revision: body.revision + 1 }));
      }),
    );
    const { user } = await renderScreen(
      paths.admin.contentTask(8),
      '/admin/content/tasks/:id',
      TaskEditorPage,
    );
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, ', part one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    await user.type(title, ' and two');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves.map(({ revision, title }) => ({ revision, title }))).toEqual([
      { revision: 4, title: 'Layout quiz, part one' },
      { revision: 5, title: 'Layout quiz, part one and two' },
    ]);
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says inline, not in a toast, that someone else saved the test first', async () => {
    server.use(
      handle(contentItemEndpoints.getAdminTask, ({ reply }) => reply(200, aTask())),
      handle(contentItemEndpoints.saveAdminTask, ({ reply }) => reply(409, 'ERR_CONTENT_CHANGED')),
    );
    const { user, notify } = await renderScreen(
      paths.admin.contentTask(8),
      '/admin/content/tasks/:id',
      TaskEditorPage,
    );
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'My quiz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/Someone else saved this test after you opened it/),
    ).toBeVisible();
    expect(title).toHaveValue('My quiz');
    expect(notify).not.toHaveBeenCalled();
  });

  it('locks removing what students answered once the test was attempted', async () => {
    server.use(
      handle(contentItemEndpoints.getAdminTask, ({ reply }) =>
        reply(200, aTask({ attemptedBy: 3 })),
      ),
    );
    await renderScreen(paths.admin.contentTask(8), '/admin/content/tasks/:id', TaskEditorPage);
    expect(await screen.findByText(/Students who have attempted this test: 3/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });
});

describe('the mini-project editor', () => {
  it('keeps the edits when someone else saved first, and reloads the latest version on request', async () => {
    let reads = 0;
    const saves: MiniProjectSaveRequest[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminMiniProject, ({ reply }) => {
        reads += 1;
        return reply(
          200,
          reads === 1 ? aMiniProject() : aMiniProject({ revision: 2, title: 'A bakery site' }),
        );
      }),
      handle(contentItemEndpoints.saveAdminMiniProject, async ({ request, reply }) => {
        const body = (await request.json()) as MiniProjectSaveRequest;
        saves.push(body);
        return reply(409, 'ERR_CONTENT_CHANGED');
      }),
    );
    const { user, notify } = await renderScreen(
      paths.admin.contentMiniProject(12),
      '/admin/content/mini-projects/:id',
      MiniProjectEditorPage,
    );
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'My landing page');
    await user.keyboard('{Control>}s{/Control}');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(changedTitle)).toBeVisible();
    expect(
      within(alert).getByText(/Someone else saved this mini project after you opened it/),
    ).toBeVisible();
    expect(saves).toEqual([expect.objectContaining({ revision: 1, title: 'My landing page' })]);
    expect(title).toHaveValue('My landing page');
    expect(notify).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(title).toHaveValue('A bakery site'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('says what students lose, deletes with their work once confirmed, and leaves for the subject', async () => {
    const deletions: string[] = [];
    server.use(
      handle(contentItemEndpoints.getAdminMiniProject, ({ reply }) =>
        reply(200, aMiniProject({ submittedBy: 2 })),
      ),
      handle(contentItemEndpoints.getAdminMiniProjectDeletionImpact, ({ reply }) =>
        reply(200, { students: 2, work: 3, passed: 1 }),
      ),
      handle(contentItemEndpoints.deleteAdminMiniProject, ({ request, reply }) => {
        deletions.push(new URL(request.url).search);
        return reply(204);
      }),
    );
    const { user, router } = await renderScreen(
      paths.admin.contentMiniProject(12),
      '/admin/content/mini-projects/:id',
      MiniProjectEditorPage,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete “A landing page”?' });
    expect(await within(dialog).findByText('Students who worked on it: 2')).toBeVisible();
    expect(within(dialog).getByText('Submissions: 3')).toBeVisible();
    expect(within(dialog).getByText('Students who passed it: 1')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete with their work' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.admin.contentSubject(context.subject.id)),
    );
    expect(deletions).toEqual(['?confirm=true']);
  });
});

describe('the subject after an edit', () => {
  it('lists the lecture as its editor saved and published it, without a reload', async () => {
    tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'admin' }) }), true);
    let lecture = aLecture();
    const subject = (): AdminSubject => ({
      id: context.subject.id,
      title: context.subject.title,
      description: '',
      status: 'draft',
      position: 0,
      direction: { ...context.direction, status: 'published' },
      chapters: [
        {
          id: context.chapter.id,
          subjectId: context.subject.id,
          title: context.chapter.title,
          status: 'draft',
          position: 0,
          items: [
            {
              id: lecture.id,
              kind: 'lecture',
              title: lecture.title,
              status: lecture.status,
              position: 0,
            },
          ],
        },
      ],
    });
    server.use(
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ role: 'admin' }))),
      handle(contentEndpoints.getAdminSubject, ({ reply }) => reply(200, subject())),
      handle(contentItemEndpoints.getAdminLecture, ({ reply }) => reply(200, lecture)),
      handle(contentItemEndpoints.updateAdminLecture, async ({ request, reply }) => {
        const { title } = (await request.json()) as LectureUpdateRequest;
        lecture = { ...lecture, title, revision: lecture.revision + 1 };
        return reply(200, lecture);
      }),
      handle(contentItemEndpoints.setAdminLectureStatus, async ({ request, reply }) => {
        const { status } = (await request.json()) as { status: ContentStatus };
        lecture = { ...lecture, status };
        return reply(200, lecture);
      }),
    );
    const { user } = renderApp(paths.admin.contentSubject(context.subject.id));

    await user.click(await screen.findByRole('link', { name: 'The box model' }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Margins');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Saved')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeVisible();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: context.subject.title }));
    const item = (await screen.findByRole('link', { name: 'Margins' })).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Published')).toBeVisible();
  });
});
