import type { PlanIndicator } from '../../../../../domain/requisitions/selection';
import { Button, Modal, Radio, RadioGroup } from '../../../../ui';

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
    <Modal
      title={LTA_PLAN_TITLE}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button onPress={onSave}>Save</Button>
        </>
      }
    >
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
    </Modal>
  );
}
