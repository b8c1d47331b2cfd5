import { type Conversation, conversationEndpoints } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderScreen } from '../../../test/render-screen';
import { ConversationThread } from './conversation-thread';

const thread: Conversation = {
  thread: 'mini-project-submissions',
  id: 5,
  canWrite: true,
  entries: [
    {
      kind: 'message',
      id: 1,
      author: { id: 3, fullName: 'Ada Student', staff: false },
      body: 'Is **flexbox** fine? <script>window.hacked = true</script>',
      attachments: [],
      at: '2030-05-01T09:00:00.000Z',
    },
    {
      kind: 'message',
      id: 2,
      author: { id: 4, fullName: 'Mia Mentor', staff: true },
      body: 'Yes.',
      attachments: [],
      at: '2030-05-01T10:00:00.000Z',
    },
    {
      kind: 'verdict',
      passed: false,
      comment: 'The menu breaks at 375 px.',
      reviewerName: 'Mia Mentor',
      at: '2030-05-01T11:00:00.000Z',
    },
  ],
};

const Thread = () => <ConversationThread thread="mini-project-submissions" id={5} />;
const open = () => renderScreen('/thread', '/thread', Thread);

describe('a submission’s thread', () => {
  it('shows messages as Markdown, no raw HTML, who is staff, and the verdict in its place', async () => {
    server.use(handle(conversationEndpoints.getConversation, ({ reply }) => reply(200, thread)));
    await open();
    const messages = await screen.findAllByTestId('conversation-message');
    expect(await within(messages[0] as HTMLElement).findByText('flexbox')).toBeVisible();
    // The lecture renderer drops the tag: no script element, its words stay as text.
    expect(messages[0]).toHaveTextContent('window.hacked = true');
    expect(document.querySelector('li script')).toBeNull();
    expect(within(messages[1] as HTMLElement).getByText('Mentor')).toBeVisible();
    expect(screen.getByText('Needs work')).toBeVisible();
    expect(screen.getByText('The menu breaks at 375 px.')).toBeVisible();
  });

  it('refuses an empty message, and sends one once however often Send is pressed', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(conversationEndpoints.createConversationMessage, async ({ request, reply }) => {
        sent.push(await request.json());
        return reply(201, {
          kind: 'message',
          id: 9,
          author: { id: 3, fullName: 'Ada Student', staff: false },
          body: 'Thanks!',
          attachments: [],
          at: '2030-05-01T12:00:00.000Z',
        });
      }),
    );
    const { user } = await open();
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'New message' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Your message'), 'Thanks!');
    await user.dblClick(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(form).getByLabelText('Your message')).toHaveValue(''));
    expect(sent).toEqual([{ body: 'Thanks!', fileIds: [] }]);
  });

  it('shows a shared question to another student without its asker, and no box to write in', async () => {
    server.use(
      handle(conversationEndpoints.getConversation, ({ reply }) =>
        reply(200, {
          thread: 'lecture-questions',
          id: 5,
          canWrite: false,
          entries: [
            {
              kind: 'message',
              id: 1,
              author: { id: null, fullName: null, staff: false },
              body: 'Why is `this` undefined?',
              attachments: [],
              at: '2030-05-01T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await open();
    const [message] = await screen.findAllByTestId('conversation-message');
    expect(within(message as HTMLElement).getByText('A student')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New message' })).toBeNull();
  });

  it('sends the files picked with the message, refuses one too large, and downloads sent ones', async () => {
    const sent: unknown[] = [];
    const downloads: string[] = [];
    const stored = {
      id: '0b5c2f3e-8d41-4c1a-9a0e-3f1d2c4b5a69',
      name: 'notes.txt',
      size: 12,
      contentType: 'text/plain',
    };
    server.use(
      handle(conversationEndpoints.getConversation, ({ reply }) =>
        reply(200, {
          ...thread,
          entries: [
            {
              kind: 'message',
              id: 1,
              author: { id: 3, fullName: 'Ada Student', staff: false },
              body: 'Earlier notes',
              attachments: [{ ...stored, id: '1d7e4a2b-5c3f-4e6a-8b9c-0a1b2c3d4e5f' }],
              at: '2030-05-01T09:00:00.000Z',
            },
          ],
        }),
      ),
      handle(conversationEndpoints.uploadConversationFile, ({ reply }) => reply(201, stored)),
      handle(conversationEndpoints.createConversationMessage, async ({ request, reply }) => {
        sent.push(await request.json());
        return reply(201, {
          kind: 'message',
          id: 9,
          author: { id: 3, fullName: 'Ada Student', staff: false },
          body: 'Here',
          attachments: [stored],
          at: '2030-05-01T12:00:00.000Z',
        });
      }),
      handle(conversationEndpoints.getConversationFile, ({ params, reply }) => {
        downloads.push(String(params.fileId));
        return reply(200, 'Line one' as never);
      }),
    );
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'New message' });
    const picker = form.querySelector('input[type=file]') as HTMLInputElement;
    // Over the size limit: refused here, before any upload.
    await user.upload(picker, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.txt'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The file is too large: the limit is 10 MB.',
    );

    await user.upload(picker, new File(['Line one'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(form).findByText(/^notes\.txt \(/)).toBeVisible();
    await user.type(within(form).getByLabelText('Your message'), 'Here');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Here', fileIds: [stored.id] }]));
    await waitFor(() => expect(within(form).queryByText(/^notes\.txt \(/)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Download notes.txt' }));
    await waitFor(() => expect(downloads).toEqual(['1d7e4a2b-5c3f-4e6a-8b9c-0a1b2c3d4e5f']));
  });

  it('says when the thread cannot be loaded, with Try again', async () => {
    server.use(
      handle(conversationEndpoints.getConversation, ({ reply }) => reply(500, 'ERR_INTERNAL')),
    );
    await open();
    expect(await screen.findByText('The messages could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
