/** An event of a case's history as a replay reads it: its stage after the write (null: none recorded). */
export interface ReplayEvent {
  id: number;
  stage: string | null;
}

export interface ReplayStep<T extends ReplayEvent> {
  event: T;
  /** The stages the case went through up to and including this event, in order, repeats of one stage merged. */
  stages: string[];
}

/**
 * The replay of a case's history on its lifecycle diagram (issue 20): one step per event that recorded the case's
 * stage, oldest first, each with the path so far. Events without a stage (recorded before a case had progress) are
 * not steps: the diagram would have nothing to show for them.
 */
export function replaySteps<T extends ReplayEvent>(oldestFirst: readonly T[]): ReplayStep<T>[] {
  const steps: ReplayStep<T>[] = [];
  let stages: string[] = [];
  for (const event of oldestFirst) {
    if (event.stage === null) continue;
    if (stages.at(-1) !== event.stage) stages = [...stages, event.stage];
    steps.push({ event, stages });
  }
  return steps;
}
