import { useSelector } from '@xstate/react';
import type { DocumentSendInput, DocumentSendOutcome, SendDocumentReply, SendDocumentRequest } from '../../../../../machines/document-send.machine';
import { DOCUMENT_TITLES } from '../../../../domain/documents/modules';
import { Button, Modal } from '../../../ui';
import { AdditionalRecipients } from './AdditionalRecipients';
import { RecipientChoices } from './RecipientChoices';
import { useDocumentSendActor } from './use-document-send-actor';
import './send.css';

export interface DocumentSendModalProps {
  input: DocumentSendInput;
  /** POST /send-message-to-user, then each S.65 notification; true when sent. */
  sendDocument: (request: SendDocumentRequest) => Promise<SendDocumentReply>;
  /** 'sent' after the 'Sent' toast (the page reloads its activity), 'cancelled' when nothing was sent. */
  onClose: (outcome: DocumentSendOutcome) => void;
}

/**
 * The send-recipient modal of the OTP, WTA and S.65 pages (seed 001 §2.1, §4 "S.65 signing and sending", §5
 * "Sending"). The document-send machine decides what is ticked, what is refused and what is sent.
 */
export function DocumentSendModal({ input, sendDocument, onClose }: DocumentSendModalProps) {
  const actor = useDocumentSendActor(input, sendDocument, onClose);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // A refusal is the rules' message; a failure 'Sending Failed' with its reason. The modal stays for another try.
  const alert = useSelector(actor, (snapshot) =>
    snapshot.hasTag('error') ? (snapshot.context.problem ?? snapshot.context.notice?.message ?? null) : null,
  );
  const cancel = () => actor.send({ type: 'send.cancel' });

  return (
    <Modal
      title={DOCUMENT_TITLES[context.module]}
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
      <div className="document-send">
        {alert && (
          <p role="alert" className="document-send__problem">
            {alert}
          </p>
        )}
        <RecipientChoices
          recipients={context.recipients}
          isDisabled={busy}
          onToggle={(role, ticked) => actor.send({ type: 'recipient.toggle', role, ticked })}
        />
        {context.module === 's65' && (
          <AdditionalRecipients
            rows={context.additional}
            isDisabled={busy}
            onAdd={() => actor.send({ type: 'additional.add' })}
            onChange={(index, patch) => actor.send({ type: 'additional.change', index, patch })}
            onRemove={(index) => actor.send({ type: 'additional.remove', index })}
          />
        )}
      </div>
    </Modal>
  );
}
