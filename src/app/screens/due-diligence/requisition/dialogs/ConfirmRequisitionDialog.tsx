import { messages } from '../../../../../domain/messages';
import { AlertDialog } from '../../../../ui';

export interface ConfirmRequisitionDialogProps {
  action: 'submit' | 'draft';
  referenceNo: string;
  propertyAddress: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Seed 001 §5: Submit and Save as Draft each ask first, showing the reference number and the address. */
export function ConfirmRequisitionDialog({ action, referenceNo, propertyAddress, onConfirm, onCancel }: ConfirmRequisitionDialogProps) {
  return (
    <AlertDialog
      title={action === 'submit' ? messages.lrSubmitConfirmTitle : messages.lrDraftConfirmTitle}
      isOpen
      tone="warning"
      primaryLabel="Confirm"
      onPrimary={onConfirm}
      secondaryLabel="Cancel"
      onSecondary={onCancel}
    >
      <dl className="dd-confirm">
        <div>
          <dt>Reference No.</dt>
          <dd>{referenceNo}</dd>
        </div>
        <div>
          <dt>Property Address</dt>
          <dd>{propertyAddress}</dd>
        </div>
      </dl>
    </AlertDialog>
  );
}
