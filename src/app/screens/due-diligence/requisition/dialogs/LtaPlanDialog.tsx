import type { PlanIndicator } from '../../../../../domain/requisitions/selection';
import { Radio, RadioGroup } from '../../../../ui';
import { SaveCancelModal } from '../../../common/SaveCancelModal';

export const LTA_PLAN_TITLE = 'For Legal Requisition sending to LTA-RTS or LTA-SW';
export const LTA_PLAN_QUESTION = 'Purchase of the respective plans and notices';

export interface LtaPlanDialogProps {
  planInd: PlanIndicator;
  problem: string | null;
  onChoose: (planInd: PlanIndicator) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Seed 001 §2.5: the LTA line asks whether its plans and notices are bought too; No by default. */
export function LtaPlanDialog({ planInd, problem, onChoose, onSave, onCancel }: LtaPlanDialogProps) {
  return (
    <SaveCancelModal title={LTA_PLAN_TITLE} size="sm" onSave={onSave} onCancel={onCancel}>
      <RadioGroup
        label={LTA_PLAN_QUESTION}
        orientation="horizontal"
        value={planInd}
        onChange={(value) => onChoose(value === 'Y' ? 'Y' : 'N')}
        errorMessage={problem ?? undefined}
        isRequired
      >
        <Radio value="Y">Yes</Radio>
        <Radio value="N">No</Radio>
      </RadioGroup>
    </SaveCancelModal>
  );
}
