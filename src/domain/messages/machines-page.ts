/**
 * The machines page opened from a case (issue 19: the case lifecycle "drawn on /conveyancing/machines with the
 * case's current state and the path it took highlighted"). The seeds have no wording for this page; it is ours.
 */
export const machinesPageMessages = {
  caseOnLifecycleTitle: (caseLabel: string) => `Case ${caseLabel} on the case lifecycle`,
  caseOnLifecycleLoading: "Loading the case's progress…",
  caseOnLifecycleFailed: (caseLabel: string, reason: string) => `The progress of case ${caseLabel} could not be loaded: ${reason}`,
  caseOnLifecycleRetry: 'Try again',
  /** The path in words: the stages behind the case, then where it is now. */
  casePathWords: (earlier: readonly string[], current: string) => (earlier.length ? `${earlier.join(' → ')}, now: ${current}` : `Now: ${current}`),
  /** The case-lifecycle machine's title in the registry (machines/index.ts). */
  caseLifecycleDiagramTitle: 'Case lifecycle',
  casePathHeading: 'The path this case took',
  diagramCurrentState: 'current state',
  diagramOnPath: 'on the path taken',
  diagramLegendLabel: 'Legend',
  diagramLegendCurrent: 'Current state of the case',
  diagramLegendVisited: 'State on the path the case took',
  diagramLegendEdge: 'Transition on the path taken',
  diagramLegendOther: "Not on this case's path",
  caseDiagramLink: 'See this case on its workflow diagram',
  // Issue 20: "replay: step through the case's history on its lifecycle diagram".
  replayHeading: "Replay the case's history",
  replayLoading: "Loading the case's history…",
  replayFailed: (reason: string) => `The case's history could not be loaded: ${reason}`,
  replayEmpty: 'No event of this case recorded its stage yet.',
  replayStep: (step: number, steps: number) => `Event ${step} of ${steps}`,
  replayStage: (stage: string) => `Stage after it: ${stage}`,
  replayFirst: 'First event',
  replayPrevious: 'Previous event',
  replayNext: 'Next event',
  replayLast: 'Last event',
  replayNow: 'Show the case as it is now',
};
