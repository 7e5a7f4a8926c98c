import type { ReactNode } from 'react';
import type { StakeholderAssignmentEvent } from '../../../../../machines/stakeholder-assignment.machine';
import type { NewAgentForm, NewAgentPersonForm } from '../../../../domain/stakeholder-agent-rules';
import { TextField } from '../../../ui';

type AgentPatch = Extract<StakeholderAssignmentEvent, { type: 'agent.change' }>['patch'];
type AgencyField = Exclude<keyof NewAgentForm, 'clientContacts'>;

const AGENCY_FIELDS: ReadonlyArray<{ name: AgencyField; label: string; required?: boolean }> = [
  { name: 'compName', label: 'Estate Agency Name', required: true },
  { name: 'uenNo', label: 'UEN' },
  { name: 'address', label: 'Address' },
  { name: 'estateAgentCEALicenceNo', label: 'CEA Licence No.' },
];

const PERSON_FIELDS: ReadonlyArray<{ name: keyof NewAgentPersonForm; label: string; required?: boolean }> = [
  { name: 'individualName', label: 'Salesperson Name', required: true },
  { name: 'agentCEANo', label: 'Registration No.', required: true },
  { name: 'contactNo', label: 'Salesperson Contact No.' },
  { name: 'email', label: 'Salesperson Email' },
];

export interface NewAgentFieldsProps {
  draft: NewAgentForm;
  isDisabled: boolean;
  onChange: (patch: AgentPatch) => void;
  /** The salesperson register lookup, between the agency's fields and the salesperson's. */
  lookup: ReactNode;
}

/** The new agency (seed 000 §7 add-agent-to-property) and its one salesperson; the rules run on Save. */
export function NewAgentFields({ draft, isDisabled, onChange, lookup }: NewAgentFieldsProps) {
  const [person] = draft.clientContacts;
  return (
    <>
      <div className="assign-fields">
        {AGENCY_FIELDS.map(({ name, label, required }) => (
          <TextField
            key={name}
            label={label}
            isRequired={required}
            validationBehavior="aria"
            isDisabled={isDisabled}
            value={draft[name]}
            onChange={(value) => onChange({ [name]: value })}
          />
        ))}
      </div>
      {lookup}
      <div className="assign-fields">
        {PERSON_FIELDS.map(({ name, label, required }) => (
          <TextField
            key={name}
            label={label}
            isRequired={required}
            validationBehavior="aria"
            isDisabled={isDisabled}
            value={person?.[name] ?? ''}
            onChange={(value) => onChange({ person: { [name]: value } })}
          />
        ))}
      </div>
    </>
  );
}
