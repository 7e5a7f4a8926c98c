import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';
import { PRODUCT_NAME } from './use-open-property';

/** 'Property Load Failed' for an LF control number whose property was not raised here (seed 001 §8). */
export function PropertyNotRaisedDialog({ lfControlNumber, onClose }: { lfControlNumber: string | null; onClose: () => void }) {
  return (
    <AlertDialog title={messages.propertyLoadFailed} tone="error" isOpen={lfControlNumber !== null} onPrimary={onClose}>
      <p>{messages.lfPropertyNotRaised(lfControlNumber ?? '', PRODUCT_NAME)}</p>
    </AlertDialog>
  );
}
