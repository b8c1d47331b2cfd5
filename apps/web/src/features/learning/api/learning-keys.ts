/*
 * Query keys of the learning area. Everything a student's work changes sits below
 * `learningKeys.all`, so a submission can refresh every list that shows its state (the
 * subject, its homework, the directions' progress) without naming each screen's key.
 */
export const learningKeys = {
  all: ['learning'] as const,
  task: (id: number) => [...learningKeys.all, 'task', id] as const,
  miniProject: (id: number) => [...learningKeys.all, 'mini-project', id] as const,
};
