import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ClientFormInput } from '../../../../machines/client-form.machine';
import { Button, Modal } from '../../ui';
import { emptyClientDraft } from './client-draft-mapping';
import { ClientFormAlerts } from './ClientFormAlerts';
import { ClientFormBody } from './ClientFormBody';
import { useClientFormActor } from './use-client-form-actor';
import { useFinishClientForm } from './use-finish-client-form';

export const ADD_CONTACT_TITLE = 'Collaboration Information';

/**
 * The 'Collaboration Information' dialog of the left navigation (seed 000 §2). Rendered only while open, so each
 * opening starts a blank form: after a save (toast, listing refreshed) or Cancel it closes, and the next is reset.
 */
export function AddContactDialog({ onClose }: { onClose: () => void }) {
  const [input] = useState<ClientFormInput>(() => ({ mode: 'add', draft: emptyClientDraft(), direct: false, hasProperties: false }));
  const finish = useFinishClientForm();
  const actor = useClientFormActor(input, null, (output) => {
    finish(output);
    onClose();
  });
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'form.cancel' }));

  return (
    <Modal
      title={ADD_CONTACT_TITLE}
      isOpen
      // Typed work is not thrown away by a stray click or Escape: Cancel is the way out.
      isDismissable={false}
      onOpenChange={() => undefined}
      size="lg"
      footer={
        <>
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'form.cancel' })}>
            Cancel
          </Button>
          <Button isDisabled={!canSave} onPress={() => actor.send({ type: 'form.save' })}>
            Save
          </Button>
        </>
      }
    >
      <ClientFormBody actor={actor} />
      <ClientFormAlerts actor={actor} />
    </Modal>
  );
}
