/**
 * A provider call whose first answer is held back until `release()`: the request that made it
 * then "lost the database" after the provider answered (README.md, "Faults"), so a retry can
 * take its row over while it waits; later calls answer at once. `calls` records every request.
 */
export function holdFirstAnswer<Request, Answer>(call: (request: Request) => Promise<Answer>) {
  const calls: Request[] = [];
  const answers: Answer[] = [];
  let held: (() => void) | null = null;
  let holding = true;
  return {
    calls,
    answers,
    async call(request: Request): Promise<Answer> {
      calls.push(request);
      const answer = await call(request);
      answers.push(answer);
      if (!holding) return answer;
      holding = false;
      await new Promise<void>((resolve) => {
        held = resolve;
      });
      return answer;
    },
    /** Whether the first answer is being held back. */
    get holding() {
      return held !== null;
    },
    release() {
      held?.();
    },
  };
}
