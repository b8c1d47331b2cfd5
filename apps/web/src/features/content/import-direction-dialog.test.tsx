import { contentEndpoints, paths } from '@academy/contracts';
import { aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { ContentPage } from './content-page';

/*
 * "Import direction" on /admin/content: a refused folder's problems listed by file and line
 * with the file kept for another try, one request however often Import is pressed, and an
 * imported direction opened.
 */

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'course.zip', { type: 'application/zip' });

const imported = {
  direction: {
    id: 42,
    title: 'Imported course',
    description: '',
    status: 'draft' as const,
    position: 3,
    image: null,
    subjectCount: 1,
  },
  imported: { subjects: 1, chapters: 1, lectures: 2, tasks: 1, miniProjects: 0 },
  skipped: [],
};

beforeEach(() => {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  server.use(
    handle(contentEndpoints.listAdminDirections, ({ reply }) => reply(200, { items: [] })),
  );
});

async function openDialog() {
  const screenResult = await renderScreen('/admin/content', '/admin/content', ContentPage);
  await screenResult.user.click(await screen.findByRole('button', { name: 'Import direction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a direction from a zip' });
  return { ...screenResult, dialog };
}

describe('importing a direction', () => {
  it('lists every problem by file and line, and sends once however often Import is pressed', async () => {
    let requests = 0;
    server.use(
      handle(contentEndpoints.importDirection, ({ reply }) => {
        requests += 1;
        return reply(422, {
          message: 'ERR_CONTENT_IMPORT_INVALID',
          problems: [
            { file: 'direction.yaml', line: 1, message: 'title: This field is required' },
            {
              file: '01-basics/01-start/02-quiz.test.yaml',
              line: 9,
              message: 'questions.0.answers: Mark exactly one answer as correct.',
            },
            { file: '../evil.md', line: null, message: 'The path leaves the folder' },
          ],
        });
      }),
    );
    const { user, dialog } = await openDialog();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, zip());
    expect(within(dialog).getByText('Chosen: course.zip')).toBeVisible();
    await user.dblClick(importButton);

    const table = await within(dialog).findByRole('table');
    expect(requests).toBe(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The folder has problems, so nothing was imported',
    );
    expect(within(dialog).getByText(/Problems found: 3\./)).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['direction.yaml', '1', 'title: This field is required'],
      [
        '01-basics/01-start/02-quiz.test.yaml',
        '9',
        'questions.0.answers: Mark exactly one answer as correct.',
      ],
      ['../evil.md', '—', 'The path leaves the folder'],
    ]);
    // The same folder would be refused again: a corrected one is chosen first.
    expect(within(dialog).getByText('Chosen: course.zip')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(input, zip());
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('opens the new draft direction once imported', async () => {
    server.use(handle(contentEndpoints.importDirection, ({ reply }) => reply(201, imported)));
    const { user, dialog, router } = await openDialog();
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, zip());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.admin.contentDirection(42)),
    );
  });

  it('lists the files left out before opening the direction', async () => {
    server.use(
      handle(contentEndpoints.importDirection, ({ reply }) =>
        reply(201, {
          ...imported,
          skipped: [
            { file: 'course/diagram.png', line: null, message: 'Not content, so not imported' },
          ],
        }),
      ),
    );
    const { user, dialog, router } = await openDialog();
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, zip());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Files left out: 1')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/content');
    expect(within(dialog).getByText('course/diagram.png')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Open the direction' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.admin.contentDirection(42)),
    );
  });
});
