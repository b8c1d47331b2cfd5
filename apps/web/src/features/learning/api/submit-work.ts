import { learningEndpoints } from '@academy/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { miniProjectQuery, taskQuery } from './queries';

/** Every read of the student's work: what a submission can change. */
const learningReads = [
  learningEndpoints.listMyDirections,
  learningEndpoints.getLastOpenedLecture,
  learningEndpoints.getSubject,
  learningEndpoints.getHomework,
  learningEndpoints.listMyHomework,
  learningEndpoints.getLecture,
  learningEndpoints.getTask,
  learningEndpoints.getMiniProject,
];

/**
 * After a submission or a retake: the answer is the item's new state, so it replaces the
 * cached item, and every other learning read (the subject's states and progress, its
 * homework, the directions) is marked stale and fetched again where it is shown.
 */
function afterWorkChanged<T>(client: QueryClient, itemKey: QueryKey, item: T) {
  client.setQueryData(itemKey, item);
  return invalidateEndpoints(client, learningReads, { except: itemKey });
}

/** POST questions/task-answer: one attempt's answers; the server scores it. */
export const submitTaskAnswersMutation = endpointMutation(learningEndpoints.submitTaskAnswers, {
  onSuccess: (task, _input, _result, { client }) =>
    afterWorkChanged(client, taskQuery(task.id).queryKey, task),
});

/** PATCH tasks/retake/{id}: opens the paid second attempt; it answers the test, blank. */
export const retakeTaskMutation = endpointMutation(learningEndpoints.openTaskRetake, {
  onSuccess: (task, _input, _result, { client }) =>
    afterWorkChanged(client, taskQuery(task.id).queryKey, task),
});

/** PATCH mini-projects/{id}: a submission (the first, or again after a failed review). */
export const submitMiniProjectMutation = endpointMutation(learningEndpoints.submitMiniProject, {
  onSuccess: (project, _input, _result, { client }) =>
    afterWorkChanged(client, miniProjectQuery(project.id).queryKey, project),
});
