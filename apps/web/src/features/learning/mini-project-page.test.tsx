import {
  endpoints,
  learningEndpoints,
  type MiniProjectResponse,
  paths,
  type SubmitMiniProjectRequest,
  submissionFileAccept,
} from '@academy/contracts';
import {
  aMiniProject,
  anUploadedFile,
  aStudent,
  aStudentAnswer,
  aSubmission,
  aSubmittedFile,
  aTokenPair,
} from '@academy/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { multipartFieldNames } from '../../test/multipart';
import { renderApp } from '../../test/render-app';

function logIn() {
  tokens.save(aTokenPair({ accessToken: 'access-token-1' }), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
}

/** GET mini-projects/{id} answers `project()`, whatever it is at the time of the call. */
function serveProject(project: () => MiniProjectResponse) {
  server.use(handle(learningEndpoints.getMiniProject, ({ reply }) => reply(200, project())));
}

async function openProject(project: MiniProjectResponse) {
  logIn();
  serveProject(() => project);
  const view = renderApp(paths.student.miniProject(project.id));
  await screen.findByRole('heading', { level: 1, name: project.title });
  return view;
}

/** The hidden file input of a file question (the button opens it). */
function fileInput(question = 'Attach your design notes.') {
  return screen.getByLabelText(`${question} — Choose a file`);
}

function pick(file: File, question?: string) {
  fireEvent.change(fileInput(question), { target: { files: [file] } });
}

const pdf = (name = 'notes.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const reviewedFailed = () =>
  aSubmission({
    id: 902,
    reviewStatus: 'failed',
    reviewComment: 'Items vanish after a reload: store them.',
    reviewerName: 'Mariam Sargsyan',
    reviewedAt: '2026-03-06T15:30:00.000Z',
  });

describe('a mini project not submitted yet', () => {
  it('shows the brief, the due date and a form for every question', async () => {
    await openProject(aMiniProject({ dueAt: '2026-04-01T09:00:00.000Z' }));

    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'JavaScript basics',
      }),
    ).toHaveAttribute('href', paths.student.subject(7));
    expect(screen.getByText(/^Due Apr 1, 2026/)).toBeVisible();
    const brief = screen.getByRole('region', { name: 'The brief' });
    expect(within(brief).getByRole('heading', { name: 'What to build' })).toBeVisible();
    const form = screen.getByRole('region', { name: 'Submit your work' });
    expect(within(form).getByRole('textbox', { name: /What did you find hardest/ })).toBeVisible();
    expect(within(form).getByRole('group', { name: 'Attach your design notes.' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', submissionFileAccept);
    for (const extension of ['.pdf', '.zip', '.py', '.csv', '.ipynb', '.js', '.ts', '.sql']) {
      expect(fileInput().getAttribute('accept')?.split(',')).toContain(extension);
    }
    // The accepted types are listed next to the field, from the same list.
    expect(within(form).getByText(/Accepted file types: \.pdf, \.zip, .*\.py/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /GitHub repository/ })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Your submission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Submission history' })).not.toBeInTheDocument();
  });

  it('says what each field needs before sending anything', async () => {
    let submissions = 0;
    server.use(
      handle(learningEndpoints.submitMiniProject, ({ reply }) => {
        submissions += 1;
        return reply(200, aMiniProject());
      }),
    );
    const { user } = await openProject(aMiniProject());

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Attach a file for this question.')).toBeVisible();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /GitHub repository/ }), 'github.com/anna');
    await user.tab();
    expect(
      await screen.findByText(
        'Enter a link to a GitHub repository (https://github.com/owner/repository).',
      ),
    ).toBeVisible();
    expect(submissions).toBe(0);
  });

  it('writes the errors again in the language chosen', async () => {
    const { user } = await openProject(aMiniProject());
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Attach a file for this question.');

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByText('Приложите файл к этому вопросу.')).toBeVisible();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});

describe('a file answer', () => {
  it('refuses a file of another type before uploading it', async () => {
    let uploads = 0;
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, ({ reply }) => {
        uploads += 1;
        return reply(201, anUploadedFile());
      }),
    );
    await openProject(aMiniProject());

    pick(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));

    expect(await screen.findByText('Invalid file type.')).toBeVisible();
    expect(uploads).toBe(0);
  });

  it('refuses a file over the limit before uploading it', async () => {
    let uploads = 0;
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, ({ reply }) => {
        uploads += 1;
        return reply(201, anUploadedFile());
      }),
    );
    await openProject(aMiniProject());

    pick(pdf('scan.pdf', 10 * 1024 * 1024 + 1));

    expect(await screen.findByText('The file is too large: the limit is 10 MB.')).toBeVisible();
    expect(uploads).toBe(0);
  });

  it('uploads at once with its progress, then shows the file to replace or remove', async () => {
    const received: string[][] = [];
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, async ({ request, params, reply }) => {
        expect(params.id).toBe('21');
        received.push(await multipartFieldNames(request));
        await delay(300);
        return reply(201, anUploadedFile({ name: 'notes.pdf', size: 600 * 1024 }));
      }),
    );
    const { user } = await openProject(aMiniProject());

    pick(pdf('notes.pdf', 600 * 1024));

    expect(await screen.findByRole('progressbar', { name: 'Upload of notes.pdf' })).toBeVisible();
    expect(screen.getByText('Uploading notes.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(await screen.findByText('Uploaded: notes.pdf, 600 kB')).toBeVisible();
    expect(received).toEqual([['file']]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(screen.queryByText(/^Uploaded:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  });

  it('cancels an upload quietly', async () => {
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, async ({ reply }) => {
        await delay('infinite');
        return reply(201, anUploadedFile());
      }),
    );
    const { user, notify } = await openProject(aMiniProject());
    pick(pdf());

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Uploaded:/)).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal by the file, once', async () => {
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, ({ reply }) =>
        reply(400, 'ERR_INVALID_FILE_TYPE'),
      ),
    );
    const { notify } = await openProject(aMiniProject());

    pick(pdf('renamed.pdf'));

    expect(await screen.findByText('Invalid file type.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('submitting a mini project', () => {
  it('sends the link and every answer once, then waits for the review', async () => {
    const bodies: SubmitMiniProjectRequest[] = [];
    logIn();
    let project = aMiniProject();
    serveProject(() => project);
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, ({ reply }) =>
        reply(201, anUploadedFile({ name: 'notes.pdf', size: 2048 })),
      ),
      handle(learningEndpoints.submitMiniProject, async ({ request, reply }) => {
        bodies.push((await request.json()) as SubmitMiniProjectRequest);
        await delay(200);
        project = aMiniProject({ submissions: [aSubmission()] });
        return reply(200, project);
      }),
    );
    const { user } = renderApp(paths.student.miniProject(21));
    await user.type(
      await screen.findByRole('textbox', { name: /What did you find hardest/ }),
      'Keeping the state in one place.',
    );
    pick(pdf());
    await screen.findByText('Uploaded: notes.pdf, 2 kB');
    await user.type(
      screen.getByRole('textbox', { name: /GitHub repository/ }),
      'https://github.com/anna/todo-app',
    );

    await user.dblClick(screen.getByRole('button', { name: 'Submit for review' }));

    const status = await screen.findByRole('region', { name: 'Your submission' });
    expect(bodies).toEqual([
      {
        githubLink: 'https://github.com/anna/todo-app',
        answers: [
          { questionId: 301, answerText: 'Keeping the state in one place.' },
          { questionId: 302, fileId: anUploadedFile().id },
        ],
      },
    ]);
    expect(within(status).getByText('Waiting for review')).toBeVisible();
    expect(
      within(status).getByText('Your work is with a mentor. The review will appear here.'),
    ).toBeVisible();
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submission 1' })).toBeVisible();
  });

  it('waits for an upload to finish before submitting', async () => {
    let submissions = 0;
    server.use(
      handle(learningEndpoints.uploadMiniProjectFile, async ({ reply }) => {
        await delay('infinite');
        return reply(201, anUploadedFile());
      }),
      handle(learningEndpoints.submitMiniProject, ({ reply }) => {
        submissions += 1;
        return reply(200, aMiniProject());
      }),
    );
    const { user } = await openProject(aMiniProject());
    pick(pdf());
    await screen.findByRole('progressbar');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Wait until the upload finishes, or cancel it.')).toBeVisible();
    expect(submissions).toBe(0);
  });
});

describe('a submitted mini project', () => {
  it('shows no form while the submission waits for its review', async () => {
    await openProject(aMiniProject({ submissions: [aSubmission()] }));

    const status = screen.getByRole('region', { name: 'Your submission' });
    expect(within(status).getByText('Waiting for review')).toBeVisible();
    expect(status).not.toHaveFocus();
    // The only text box is the thread's, to ask the mentors about the submission.
    expect(screen.getAllByRole('textbox')).toEqual([
      await screen.findByRole('textbox', { name: 'Your message' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('shows a pass with the reviewer’s comment, and no form', async () => {
    await openProject(
      aMiniProject({
        submissions: [
          aSubmission({
            reviewStatus: 'passed',
            reviewComment: 'Clean and tidy.',
            reviewerName: 'Mariam Sargsyan',
            reviewedAt: '2026-03-06T15:30:00.000Z',
          }),
        ],
      }),
    );

    const status = screen.getByRole('region', { name: 'Your submission' });
    expect(within(status).getByText('Passed')).toBeVisible();
    expect(within(status).getByText('Your mini project is accepted. Well done!')).toBeVisible();
    expect(within(status).getByText('Clean and tidy.')).toBeVisible();
    expect(within(status).getByText(/^Reviewed by Mariam Sargsyan, Mar 6, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('opens the form again after a failed review, filled with the latest submission', async () => {
    const bodies: SubmitMiniProjectRequest[] = [];
    logIn();
    let project = aMiniProject({ submissions: [reviewedFailed()] });
    serveProject(() => project);
    server.use(
      handle(learningEndpoints.submitMiniProject, async ({ request, reply }) => {
        bodies.push((await request.json()) as SubmitMiniProjectRequest);
        project = aMiniProject({
          submissions: [aSubmission({ id: 903 }), ...project.submissions],
        });
        return reply(200, project);
      }),
    );
    const { user } = renderApp(paths.student.miniProject(21));

    const status = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(status).getByText('Failed')).toBeVisible();
    expect(within(status).getByText('Items vanish after a reload: store them.')).toBeVisible();
    const form = screen.getByRole('region', { name: 'Submit again' });
    expect(within(form).getByRole('textbox', { name: /GitHub repository/ })).toHaveValue(
      'https://github.com/anna/todo-app',
    );
    expect(within(form).getByRole('textbox', { name: /What did you find hardest/ })).toHaveValue(
      'Keeping the state in one place.',
    );
    expect(within(form).getByText('Uploaded: report.pdf, 471 kB')).toBeVisible();

    const link = within(form).getByRole('textbox', { name: /GitHub repository/ });
    await user.clear(link);
    await user.type(link, 'https://github.com/anna/todo-app-v2');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Submit again' })).toBeNull());
    expect(bodies).toEqual([
      {
        githubLink: 'https://github.com/anna/todo-app-v2',
        answers: [
          { questionId: 301, answerText: 'Keeping the state in one place.' },
          { questionId: 302, fileId: aSubmittedFile().id },
        ],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Submission 2' })).toBeVisible();
  });

  it('shows the real state when the submission is already under review', async () => {
    logIn();
    let project = aMiniProject({ submissions: [reviewedFailed()] });
    serveProject(() => project);
    server.use(
      handle(learningEndpoints.submitMiniProject, ({ reply }) => {
        project = aMiniProject({ submissions: [aSubmission({ id: 903 }), reviewedFailed()] });
        return reply(409, 'ERR_MINI_PROJECT_UNDER_REVIEW');
      }),
    );
    const { user, notify } = renderApp(paths.student.miniProject(21));

    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Submit again' })).toBeNull());
    expect(notify).toHaveBeenCalledExactlyOnceWith('Your submission is waiting for a review');
    expect(
      within(screen.getByRole('region', { name: 'Your submission' })).getByText(
        'Waiting for review',
      ),
    ).toBeVisible();
  });
});

describe('the submission history', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every submission newest first, with its link, answers and review', async () => {
    await openProject(
      aMiniProject({
        submissions: [
          aSubmission({ id: 903, githubLink: 'https://github.com/anna/todo-v2' }),
          reviewedFailed(),
        ],
      }),
    );

    const history = screen.getByRole('region', { name: 'Submission history' });
    const cards = within(history).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Submission 2',
      'Submission 1',
    ]);
    const [newest, first] = cards as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Waiting for review')).toBeVisible();
    expect(
      within(newest).getByRole('link', { name: 'https://github.com/anna/todo-v2' }),
    ).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('Failed')).toBeVisible();
    expect(within(first).getByText('Items vanish after a reload: store them.')).toBeVisible();
    expect(within(first).getByText(/^Reviewed by Mariam Sargsyan/)).toBeVisible();
    expect(within(first).getByText(/^Submitted Mar 5, 2026/)).toBeVisible();
    expect(within(first).getByText('What did you find hardest?')).toBeVisible();
    expect(within(first).getByText('Keeping the state in one place.')).toBeVisible();
  });

  it('downloads the student’s own file with the session', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      handle(learningEndpoints.getSubmittedFile, ({ request, params, reply }) => {
        authorizations.push(request.headers.get('Authorization'));
        expect(params.fileId).toBe(aSubmittedFile().id);
        return reply(200, '%PDF-1.7');
      }),
    );
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:http://localhost:3000/file-1'),
      revokeObjectURL: vi.fn(),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await openProject(
      aMiniProject({
        submissions: [
          aSubmission({
            studentAnswers: [
              aStudentAnswer({
                question: { id: 302, text: 'Attach your design notes.' },
                file: aSubmittedFile(),
                answerText: null,
              }),
            ],
          }),
        ],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Download report.pdf' }));

    await waitFor(() => expect(saved).toEqual(['report.pdf']));
    expect(authorizations).toEqual(['Bearer access-token-1']);
  });
});

describe('a mini project that cannot be shown', () => {
  it('says the student has no access', async () => {
    logIn();
    server.use(
      handle(learningEndpoints.getMiniProject, ({ reply }) => reply(403, 'ERR_USER_FORBIDDEN')),
      handle(endpoints.refreshToken, ({ reply }) => reply(200, aTokenPair())),
    );
    const { notify } = renderApp(paths.student.miniProject(21));

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByText('You do not have permission to access this content.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says a mini project that does not exist was not found', async () => {
    logIn();
    server.use(
      handle(learningEndpoints.getMiniProject, ({ reply }) => reply(404, 'ERR_NOT_FOUND')),
    );
    renderApp(paths.student.miniProject(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(
      screen.getByText('It may have been removed from the course, or the address may be mistyped.'),
    ).toBeVisible();
  });

  it('keeps a failure’s message and tries again', async () => {
    logIn();
    let fail = true;
    server.use(
      handle(learningEndpoints.getMiniProject, ({ reply, networkError }) =>
        fail ? networkError() : reply(200, aMiniProject()),
      ),
    );
    const { user } = renderApp(paths.student.miniProject(21));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Network Error')).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'A to-do list' })).toBeVisible();
  });
});
