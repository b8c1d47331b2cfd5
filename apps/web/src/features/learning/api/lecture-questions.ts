import { conversationEndpoints, lectureQuestionEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  endpointMutation,
  endpointQuery,
  invalidateEndpoints,
} from '../../../shared/api/endpoint-query';

/*
 * A lecture's questions to the mentors (ARCHITECTURE.md, "Conversations"): the student's own
 * and those the mentors shared with the subject's students, each with its thread. Asking and
 * writing more read the list again, so the answer shows what the server stored.
 */

/** GET lectures/{id}/questions. */
export const lectureQuestionsQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(
      lectureQuestionEndpoints.listLectureQuestions,
      { params: { id } },
      { toast: false },
    ),
    retryOnMount: false,
  });

const readAgain = {
  onSettled: (
    _answer: unknown,
    _error: unknown,
    _input: unknown,
    _result: unknown,
    { client }: { client: Parameters<typeof invalidateEndpoints>[0] },
  ) => invalidateEndpoints(client, [lectureQuestionEndpoints.listLectureQuestions]),
};

/** POST lectures/{id}/questions. */
export const askQuestionMutation = endpointMutation(
  lectureQuestionEndpoints.askLectureQuestion,
  readAgain,
);

/** POST conversations/lecture-questions/{id}/messages: the student writes more. */
export const writeInQuestionMutation = endpointMutation(
  conversationEndpoints.createConversationMessage,
  readAgain,
);
