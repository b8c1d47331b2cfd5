import {
  conversationEndpoints,
  type LectureQuestion,
  lectureQuestionEndpoints,
} from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderScreen } from '../../../test/render-screen';
import { LectureQuestions } from './lecture-questions';

const at = '2030-05-01T09:00:00.000Z';

const mine: LectureQuestion = {
  id: 1,
  mine: true,
  shared: false,
  waiting: true,
  askedAt: at,
  entries: [
    {
      kind: 'message',
      id: 10,
      author: { id: 3, fullName: 'Ada Student', staff: false },
      body: 'Why is `this` undefined?',
      attachments: [],
      at,
    },
  ],
};

const shared: LectureQuestion = {
  id: 2,
  mine: false,
  shared: true,
  waiting: false,
  askedAt: at,
  entries: [
    {
      kind: 'message',
      id: 20,
      author: { id: null, fullName: null, staff: false },
      body: 'Is there a video?',
      attachments: [],
      at,
    },
    {
      kind: 'message',
      id: 21,
      author: { id: 4, fullName: 'Mia Mentor', staff: true },
      body: 'Yes, at the top.',
      attachments: [],
      at,
    },
  ],
};

const Questions = () => <LectureQuestions lectureId={7} />;
const open = () => renderScreen('/lecture/7', '/lecture/:id', Questions);
/** The question whose text (drawn by the lazily loaded Markdown renderer) shows `text`. */
const item = async (text: string) => {
  await screen.findByText(text);
  return screen
    .getAllByRole('listitem', { name: /^Question of / })
    .find((li) => li.textContent?.includes(text)) as HTMLElement;
};

describe('a lecture’s questions to the mentors', () => {
  it('lists the student’s own and the shared ones; only their own takes more', async () => {
    const written: unknown[] = [];
    server.use(
      handle(lectureQuestionEndpoints.listLectureQuestions, ({ reply }) =>
        reply(200, { questions: [mine, shared] }),
      ),
      handle(
        conversationEndpoints.createConversationMessage,
        async ({ params, request, reply }) => {
          written.push({ params, body: await request.json() });
          return reply(201, {
            kind: 'message',
            id: 11,
            author: { id: 3, fullName: 'Ada Student', staff: false },
            body: 'In the second example.',
            attachments: [],
            at,
          });
        },
      ),
    );
    const { user } = await open();
    const own = await item('this');
    expect(within(own).getByText('Your question')).toBeVisible();
    expect(within(own).getByText('Waiting for an answer')).toBeVisible();
    const theirs = await item('Is there a video?');
    expect(within(theirs).getByText('A student asked')).toBeVisible();
    expect(within(theirs).getByText('A student')).toBeVisible();
    expect(within(theirs).getByText('Answered')).toBeVisible();
    expect(within(theirs).queryByRole('button', { name: 'Write more' })).toBeNull();

    await user.click(within(own).getByRole('button', { name: 'Write more' }));
    const form = within(own).getByRole('form', { name: 'Write more about this question' });
    await user.type(within(form).getByLabelText('Your message'), 'In the second example.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual({
      params: { thread: 'lecture-questions', id: '1' },
      body: { body: 'In the second example.', fileIds: [] },
    });
  });

  it('refuses an empty question and asks once however often the button is pressed', async () => {
    const asked: unknown[] = [];
    let questions: LectureQuestion[] = [];
    server.use(
      handle(lectureQuestionEndpoints.listLectureQuestions, ({ reply }) =>
        reply(200, { questions }),
      ),
      handle(lectureQuestionEndpoints.askLectureQuestion, async ({ request, reply }) => {
        asked.push(await request.json());
        questions = [mine];
        return reply(201, mine);
      }),
    );
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.click(within(form).getByRole('button', { name: 'Ask the mentors' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(asked).toEqual([]);

    await user.type(within(form).getByLabelText('Your question'), 'Why is `this` undefined?');
    await user.dblClick(within(form).getByRole('button', { name: 'Ask the mentors' }));
    await waitFor(() => expect(within(form).getByLabelText('Your question')).toHaveValue(''));
    expect(asked).toEqual([{ body: 'Why is `this` undefined?' }]);
    // The list is read again and shows the question as the server stored it.
    const [listed] = await screen.findAllByRole('listitem', { name: /^Question of / });
    expect(within(listed as HTMLElement).getByText('Your question')).toBeVisible();
  });

  it('says when the questions cannot be loaded, with Try again', async () => {
    server.use(
      handle(lectureQuestionEndpoints.listLectureQuestions, ({ reply }) =>
        reply(500, 'ERR_INTERNAL'),
      ),
    );
    await open();
    expect(await screen.findByText('The questions could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The student can still ask.
    expect(screen.getByRole('form', { name: 'Ask a question' })).toBeVisible();
  });
});
