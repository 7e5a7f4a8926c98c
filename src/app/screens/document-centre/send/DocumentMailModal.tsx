import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import type { DocumentMailInput, DocumentMailOutcome, MailDocument } from '../../../../../machines/document-mail.machine';
import type { Property } from '../../../../api/property-form';
import { propertyQueryOptions } from '../../../../api/queries/property-form';
import { sizeInMb } from '../../../../domain/documents/centre/limits';
import { mailGroups, type MailGroup } from '../../../../domain/documents/centre/mail-recipients';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { Button, Checkbox, Modal } from '../../../ui';
import { AdditionalRecipients } from '../../documents/send/AdditionalRecipients';
import { useUserDetails } from '../../shell/user-details-context';
import { useDocumentMailActor } from './use-document-mail-actor';
import '../../documents/send/send.css';
import './document-mail.css';

export interface DocumentMailModalProps {
  /** The documents to send: one, or several ticked rows of the same property. */
  documents: readonly MailDocument[];
  /** 'sent' after the 'Sent' toast, 'cancelled' when nothing was sent. */
  onClose: (outcome: DocumentMailOutcome) => void;
}

/** The file's name for one document; the count for several. */
export function mailTitle(documents: readonly MailDocument[]): string {
  const only = documents.length === 1 ? documents[0] : undefined;
  return only ? `Send ${only.fileName}` : `Send ${documents.length} documents`;
}

/**
 * The send modal of the document listing and the activity log (seed 002 §2.6, §2.7, §5 "Other services"): the
 * documents' case is loaded for its people, and the document-mail machine decides what is refused and what is sent.
 */
export function DocumentMailModal({ documents, onClose }: DocumentMailModalProps) {
  const propId = documents[0]?.propId ?? 0;
  const query = useQuery(propertyQueryOptions(api, propId));
  const title = mailTitle(documents);
  // While the case loads, the app's 'Please wait....' loader is what shows: the modal opens with its people.
  if (query.isPending) return null;
  if (query.isSuccess) return <MailForm title={title} documents={documents} property={query.data} onClose={onClose} />;
  const cancel = () => onClose('cancelled');
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && cancel()}
      footer={
        <Button variant="secondary" onPress={cancel}>
          Cancel
        </Button>
      }
    >
      <p role="alert" className="document-send__problem">
        {messages.propertyLoadFailedText}
      </p>
    </Modal>
  );
}

interface MailFormProps extends DocumentMailModalProps {
  title: string;
  property: Property;
}

function MailForm({ title, documents, property, onClose }: MailFormProps) {
  const { userDetails } = useUserDetails();
  // The machine starts from the case as loaded; a later refetch does not reset the user's ticks.
  const [input] = useState<DocumentMailInput>(() => ({ documents, recipients: mailGroups(property), senderName: userDetails.userName }));
  const actor = useDocumentMailActor(input, onClose);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // A refusal is the rules' message; a failure 'Sending Failed' with its reason. The modal stays for another try.
  const alert = useSelector(actor, (snapshot) =>
    snapshot.hasTag('error') ? (snapshot.context.problem ?? snapshot.context.notice?.message ?? null) : null,
  );
  const cancel = () => actor.send({ type: 'send.cancel' });

  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && cancel()}
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={cancel}>
            Cancel
          </Button>
          <Button isPending={busy} onPress={() => actor.send({ type: 'send.submit' })}>
            Send
          </Button>
        </>
      }
    >
      <div className="document-send document-mail">
        {alert && (
          <p role="alert" className="document-send__problem">
            {alert}
          </p>
        )}
        <DocumentList documents={context.documents} />
        {context.groups.length === 0 ? (
          <p className="document-send__empty">{messages.noRecipientsAssigned}</p>
        ) : (
          context.groups.map((group) => (
            <ChoiceGroup
              key={group.role}
              group={group}
              isDisabled={busy}
              onToggle={(id, ticked) => actor.send({ type: 'recipient.toggle', id, ticked })}
            />
          ))
        )}
        <AdditionalRecipients
          rows={context.additional}
          isDisabled={busy}
          onAdd={() => actor.send({ type: 'additional.add' })}
          onChange={(index, patch) => actor.send({ type: 'additional.change', index, patch })}
          onRemove={(index) => actor.send({ type: 'additional.remove', index })}
        />
        {context.combineOffered && (
          <Checkbox isSelected={context.combineFiles} isDisabled={busy} onChange={(combine) => actor.send({ type: 'combine.toggle', combine })}>
            Combine the PDFs into one file
          </Checkbox>
        )}
      </div>
    </Modal>
  );
}

function DocumentList({ documents }: { documents: readonly MailDocument[] }) {
  return (
    <Labelled label="Documents" className="document-mail__documents">
      <ul className="document-mail__files">
        {documents.map((document) => (
          <li key={document.id} className="document-mail__file">
            <span className="document-mail__file-name">{document.fileName}</span>
            <span className="document-mail__file-size">{sizeInMb(document.size)} MB</span>
          </li>
        ))}
      </ul>
    </Labelled>
  );
}

interface ChoiceGroupProps {
  group: MailGroup;
  isDisabled: boolean;
  onToggle: (id: string, ticked: boolean) => void;
}

/** A role's people, each a checkbox named by the person and their mail. */
function ChoiceGroup({ group, isDisabled, onToggle }: ChoiceGroupProps) {
  return (
    <Labelled label={group.label} className="document-send__recipients">
      {group.choices.map((choice) => (
        <Checkbox key={choice.id} isSelected={choice.ticked} isDisabled={isDisabled} onChange={(ticked) => onToggle(choice.id, ticked)}>
          <span className="document-send__name">
            {choice.name}
            {choice.email && ` <${choice.email}>`}
          </span>
        </Checkbox>
      ))}
    </Labelled>
  );
}

/** A group named by its visible heading, so a screen reader tells the buyer's people from the seller's. */
function Labelled({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={className}>
      <p id={id} className="document-send__label">
        {label}
      </p>
      {children}
    </div>
  );
}
