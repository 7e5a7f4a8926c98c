import type { DuplicateRequisition } from '../../../../api/requisitions';
import type { ChargeLine } from '../../../../domain/requisitions/fees';
import { Button } from '../../../ui';
import { DuplicatesWarning } from './DuplicatesWarning';
import { SummaryTable } from './SummaryTable';

export interface ReviewStepProps {
  /** The chosen lines, in table order. */
  lines: readonly ChargeLine[];
  duplicates: readonly DuplicateRequisition[];
  /** Submitting or drafting: nothing can be pressed twice. */
  isBusy: boolean;
  canSubmit: boolean;
  canDraft: boolean;
  canBack: boolean;
  onSubmit: () => void;
  onDraft: () => void;
  onBack: () => void;
  onShowStatus: () => void;
}

/** LEGAL REQUISITION step 2 (seed 001 §2.5): the summary with its totals, then Submit, Save as Draft or Back. */
export function ReviewStep({ lines, duplicates, isBusy, canSubmit, canDraft, canBack, onSubmit, onDraft, onBack, onShowStatus }: ReviewStepProps) {
  return (
    <section className="dd-step" aria-labelledby="dd-step2-title" aria-busy={isBusy || undefined}>
      <h2 id="dd-step2-title" className="dd-step__title">
        Step 2: Review and submit
      </h2>
      <DuplicatesWarning duplicates={duplicates} onShowStatus={onShowStatus} />
      <SummaryTable lines={lines} />
      <div className="dd-actions">
        <Button variant="secondary" onPress={onBack} isDisabled={isBusy || !canBack}>
          Back
        </Button>
        <Button variant="secondary" onPress={onDraft} isDisabled={isBusy || !canDraft}>
          Save as Draft
        </Button>
        <Button onPress={onSubmit} isDisabled={isBusy || !canSubmit}>
          Submit
        </Button>
      </div>
    </section>
  );
}
