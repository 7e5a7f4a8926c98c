import { useId, useState } from 'react';
import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { Button, Checkbox, Modal } from '../../ui';
import type { PrimaryRole } from './primary-roles';
import { assignedRecipients, type SendTitle } from './send-recipients';

export interface SendRecipientModalProps {
  title: SendTitle;
  property: Property;
  /** The ticked recipients; sending itself belongs to the document pages. */
  onSend: (roles: PrimaryRole[]) => void;
  onClose: () => void;
}

/**
 * The send-recipient modal of seed 001 §2.1: a checkbox per assigned stakeholder, all initially off (§5
 * "Sending"); Send needs at least one ('Choose at least one option').
 */
export function SendRecipientModal({ title, property, onSend, onClose }: SendRecipientModalProps) {
  const groupLabel = useId();
  const recipients = assignedRecipients(property);
  const [chosen, setChosen] = useState<ReadonlySet<PrimaryRole>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (role: PrimaryRole, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });
    setProblem(null);
  };
  const send = () => {
    if (chosen.size === 0) return setProblem(messages.chooseAtLeastOneOption);
    onSend(recipients.map((r) => r.role).filter((role) => chosen.has(role)));
  };

  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={send} isDisabled={recipients.length === 0}>
            Send
          </Button>
        </>
      }
    >
      <p id={groupLabel} className="summary-send__label">
        Recipients
      </p>
      {problem && (
        <p role="alert" className="summary-send__problem">
          {problem}
        </p>
      )}
      {recipients.length === 0 ? (
        <p className="summary-empty">{messages.noRecipientsAssigned}</p>
      ) : (
        <div role="group" aria-labelledby={groupLabel} className="summary-send__recipients">
          {recipients.map((r) => (
            <Checkbox key={r.role} isSelected={chosen.has(r.role)} onChange={(on) => toggle(r.role, on)}>
              <span className="summary-send__who">
                <span>{r.title}</span>{' '}
                <span className="summary-send__name">
                  {r.name}
                  {r.email && ` <${r.email}>`}
                </span>
              </span>
            </Checkbox>
          ))}
        </div>
      )}
    </Modal>
  );
}
