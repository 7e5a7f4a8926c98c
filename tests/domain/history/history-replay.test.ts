import { describe, expect, it } from 'vitest';
import { replaySteps } from '../../../src/domain/history/history-replay';

describe('replaySteps', () => {
  it('gives each event with a stage its path so far, a stage held by several events once', () => {
    const steps = replaySteps([
      { id: 1, stage: 'opened' },
      { id: 2, stage: 'opened' },
      { id: 3, stage: null },
      { id: 4, stage: 'partiesInPlace' },
      { id: 5, stage: 'optionGranted' },
    ]);
    expect(steps.map((step) => [step.event.id, step.stages])).toEqual([
      [1, ['opened']],
      [2, ['opened']],
      [4, ['opened', 'partiesInPlace']],
      [5, ['opened', 'partiesInPlace', 'optionGranted']],
    ]);
  });

  it('keeps a step back (a confirmation withdrawn) on the path, where the case went', () => {
    const steps = replaySteps([
      { id: 1, stage: 'optionGranted' },
      { id: 2, stage: 'optionExercised' },
      { id: 3, stage: 'optionGranted' },
    ]);
    expect(steps.at(-1)?.stages).toEqual(['optionGranted', 'optionExercised', 'optionGranted']);
  });

  it('has no steps for a history without stages', () => {
    expect(replaySteps([{ id: 1, stage: null }])).toEqual([]);
  });
});
