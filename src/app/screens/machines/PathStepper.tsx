import type { StateValue } from 'xstate';
import { eventLabel } from '../../../../machines/definition';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { Button } from '../../ui';
import type { SteppedPath } from './path-highlight';
import { stateLabel } from './path-text';
import { StepControls } from './StepControls';

export interface PathStepperProps {
  path: SteppedPath;
  /** The path's number as the list shows it (1-based). */
  number: number;
  /** 0 is the start; the last step is `path.steps.length - 1`. */
  step: number;
  onStep: (step: number) => void;
  onStop: () => void;
}

/** Steps through one model-test path: the event each step sends, its sample payload and the state it leaves the machine in. */
export function PathStepper({ path, number, step, onStep, onStop }: PathStepperProps) {
  const last = path.steps.length - 1;
  const shown = path.steps[step];
  const { type, ...payload } = shown?.event ?? { type: '' };
  return (
    <section className="path-stepper" aria-labelledby="path-stepper-title">
      <h2 id="path-stepper-title">{words.stepperHeading(number)}</h2>
      <StepControls
        label={words.stepperHeading(number)}
        step={step}
        last={last}
        words={{ first: words.stepFirst, previous: words.stepPrevious, next: words.stepNext, last: words.stepLast }}
        onStep={onStep}
      >
        <Button variant="link" onPress={onStop}>
          {words.stepStop}
        </Button>
      </StepControls>
      <div className="path-stepper__step" aria-live="polite">
        <p>
          <strong>{step === 0 ? words.stepStart : words.stepOf(step, last)}</strong>
        </p>
        <dl className="path-stepper__facts">
          {step > 0 && (
            <>
              <dt>{words.stepEvent}</dt>
              <dd>
                <code>{eventLabel(type)}</code>
              </dd>
              <dt>{words.stepPayload}</dt>
              <dd>
                {Object.keys(payload).length ? <pre className="path-stepper__payload">{JSON.stringify(payload, null, 2)}</pre> : words.stepNoPayload}
              </dd>
            </>
          )}
          <dt>{words.stepState}</dt>
          <dd>{shown ? stateLabel(shown.state.value as StateValue) : ''}</dd>
        </dl>
      </div>
    </section>
  );
}
