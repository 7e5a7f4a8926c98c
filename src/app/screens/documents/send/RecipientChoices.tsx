import { useId } from 'react';
import { RECIPIENT_LABELS, type RecipientRole, type SendRecipient } from '../../../../domain/documents/send-rules';
import { messages } from '../../../../domain/messages';
import { Checkbox } from '../../../ui';

export interface RecipientChoicesProps {
  recipients: readonly SendRecipient[];
  onToggle: (role: RecipientRole, ticked: boolean) => void;
  isDisabled: boolean;
}

/** A checkbox per assigned stakeholder (and, for S.65, the managing agent): who they are, their name and mail. */
export function RecipientChoices({ recipients, onToggle, isDisabled }: RecipientChoicesProps) {
  const label = useId();
  if (recipients.length === 0) return <p className="document-send__empty">{messages.noRecipientsAssigned}</p>;
  return (
    <div role="group" aria-labelledby={label} className="document-send__recipients">
      <p id={label} className="document-send__label">
        Recipients
      </p>
      {recipients.map((recipient) => (
        <Checkbox key={recipient.role} isSelected={recipient.ticked} isDisabled={isDisabled} onChange={(ticked) => onToggle(recipient.role, ticked)}>
          <span className="document-send__who">
            <span className="document-send__role">{RECIPIENT_LABELS[recipient.role]}</span>{' '}
            <span className="document-send__name">
              {recipient.name}
              {recipient.email && ` <${recipient.email}>`}
            </span>
          </span>
        </Checkbox>
      ))}
    </div>
  );
}
