import type { ReactNode } from 'react';
import { Button } from '../../ui';

export interface StepControlsProps {
  /** The group's accessible name. */
  label: string;
  /** The step shown (0-based), or null when none is (Next then starts at the first). */
  step: number | null;
  last: number;
  words: { first: string; previous: string; next: string; last: string };
  onStep: (step: number) => void;
  /** What follows the four buttons: the way out of stepping. */
  children?: ReactNode;
}

/** First / Previous / Next / Last over a list of steps: a case's history (replay) or a model-test path. */
export function StepControls({ label, step, last, words, onStep, children }: StepControlsProps) {
  return (
    <div className="step-controls" role="group" aria-label={label}>
      <Button variant="secondary" isDisabled={step === 0} onPress={() => onStep(0)}>
        {words.first}
      </Button>
      <Button variant="secondary" isDisabled={step === null || step === 0} onPress={() => onStep((step ?? 1) - 1)}>
        {words.previous}
      </Button>
      <Button variant="secondary" isDisabled={step === last} onPress={() => onStep(step === null ? 0 : step + 1)}>
        {words.next}
      </Button>
      <Button variant="secondary" isDisabled={step === last} onPress={() => onStep(last)}>
        {words.last}
      </Button>
      {children}
    </div>
  );
}
