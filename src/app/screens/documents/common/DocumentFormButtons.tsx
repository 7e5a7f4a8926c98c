import { Button } from '../../../ui';
import './documents.css';

export interface DocumentFormButtonsProps {
  /** A document not saved yet is created with Save; a saved one is changed with Update (seed 001 §4). */
  isNew: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  isBusy?: boolean | undefined;
  isDisabled?: boolean | undefined;
}

export function DocumentFormButtons({ isNew, onSubmit, onCancel, isBusy, isDisabled }: DocumentFormButtonsProps) {
  return (
    <div className="document-form-buttons">
      <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
        Cancel
      </Button>
      <Button onPress={onSubmit} isPending={isBusy} isDisabled={isDisabled}>
        {isNew ? 'Save' : 'Update'}
      </Button>
    </div>
  );
}
