import { useState } from 'react';
import { messages } from '../../../../../domain/messages';
import { Form, TextField } from '../../../../ui';
import { SaveCancelModal } from '../../../common/SaveCancelModal';

export const COMPANY_UEN_TITLE = 'Company UEN';
export const INDIVIDUAL_NRIC_TITLE = 'Individual NRIC/Passport';

const FIELDS = {
  company: { title: COMPANY_UEN_TITLE, identifier: 'UEN', name: 'Company Name' },
  individual: { title: INDIVIDUAL_NRIC_TITLE, identifier: 'NRIC/Passport No.', name: 'Name' },
} as const;

export interface PartyEntryDialogProps {
  kind: 'company' | 'individual';
  /** The machine's verdict on the last Save (the shared UEN rule, an empty field). */
  problem: string | null;
  onSave: (entry: { identifier: string; name: string }) => void;
  onCancel: () => void;
}

/**
 * Seed 001 §2.5: with no company (or person) among the buyer and seller, the ACRA report's UEN (or NRIC /
 * passport) and name are typed in. The machine checks them; its message shows under the fields.
 */
export function PartyEntryDialog({ kind, problem, onSave, onCancel }: PartyEntryDialogProps) {
  const fields = FIELDS[kind];
  const [identifier, setIdentifier] = useState('');
  const [name, setName] = useState('');
  const formId = `dd-party-entry-${kind}`;
  const nameInvalid = problem === messages.partyNameRequired;
  return (
    <SaveCancelModal title={fields.title} size="sm" saveForm={formId} onCancel={onCancel}>
      <Form
        id={formId}
        // The machine checks the entry and words the message; the browser's own required check would pre-empt it.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ identifier: identifier.trim(), name: name.trim() });
        }}
      >
        <TextField label={fields.identifier} value={identifier} onChange={setIdentifier} isInvalid={!!problem && !nameInvalid} isRequired autoFocus />
        <TextField label={fields.name} value={name} onChange={setName} isInvalid={nameInvalid} isRequired />
      </Form>
      {problem && (
        <p className="dd-dialog__problem" role="alert">
          {problem}
        </p>
      )}
    </SaveCancelModal>
  );
}
