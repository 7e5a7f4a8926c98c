import { useRef } from 'react';
import type { AdditionalRecipient } from '../../../../domain/documents/send-rules';
import { Button, Checkbox, CloseIcon, TextField } from '../../../ui';

export interface AdditionalRecipientsProps {
  rows: readonly AdditionalRecipient[];
  onAdd: () => void;
  onChange: (index: number, patch: Partial<AdditionalRecipient>) => void;
  onRemove: (index: number) => void;
  isDisabled: boolean;
}

/**
 * The S.65 modal's own recipients (seed 001 §5 "Sending"): a name and a mail per row, each with its own tick.
 * Each row is a group named by its number, so its Name and Email fields are told apart by a screen reader.
 */
export function AdditionalRecipients({ rows, onAdd, onChange, onRemove, isDisabled }: AdditionalRecipientsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = (index: number) => {
    onRemove(index);
    // The pressed button goes with its row: keep the keyboard in the modal at the control that adds rows.
    addButton.current?.focus();
  };
  return (
    <div className="document-send__additional">
      {rows.map((row, index) => {
        const name = `Additional recipient ${index + 1}`;
        return (
          <div key={index} role="group" aria-label={name} className="document-send__row">
            <Checkbox
              aria-label={`Send to ${name.toLowerCase()}`}
              isSelected={row.ticked}
              isDisabled={isDisabled}
              onChange={(ticked) => onChange(index, { ticked })}
            />
            {/* Rows mount only when added, so this moves the keyboard to the row just added. */}
            <TextField label="Name" value={row.name} isDisabled={isDisabled} autoFocus onChange={(value) => onChange(index, { name: value })} />
            <TextField
              label="Email"
              type="email"
              className="document-send__mail"
              value={row.email}
              isDisabled={isDisabled}
              onChange={(value) => onChange(index, { email: value })}
            />
            <Button variant="icon" aria-label={`Remove ${name.toLowerCase()}`} isDisabled={isDisabled} onPress={() => remove(index)}>
              <CloseIcon />
            </Button>
          </div>
        );
      })}
      <Button ref={addButton} variant="secondary" isDisabled={isDisabled} onPress={onAdd}>
        Add recipient
      </Button>
    </div>
  );
}
