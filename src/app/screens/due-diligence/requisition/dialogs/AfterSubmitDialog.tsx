import { messages } from '../../../../../domain/messages';
import { AlertDialog } from '../../../../ui';

export const AFTER_SUBMIT_TITLE = 'Legal Requisition Submitted';

/** Seed 001 §8 "After submit": where to follow the requisition, and not to resubmit. */
export function AfterSubmitDialog({ helpdeskPhone, onClose }: { helpdeskPhone: string; onClose: () => void }) {
  return (
    <AlertDialog title={AFTER_SUBMIT_TITLE} isOpen tone="success" onPrimary={onClose}>
      <p>{messages.lrSubmissionProcessing(helpdeskPhone)}</p>
    </AlertDialog>
  );
}
