import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PropertyFormInput } from '../../../../machines/property-form.machine';
import { Button, Modal } from '../../ui';
import { emptyDraft } from './draft';
import { PropertyFormAlerts } from './PropertyFormAlerts';
import { PropertyFormBody } from './PropertyFormBody';
import { useFinishPropertyForm } from './use-finish-property-form';
import { usePropertyFormActor } from './use-property-form-actor';
import './property-form.css';

export const ADD_PROPERTY_TITLE = 'Property Information';

/**
 * The 'Property Information' dialog of the left navigation (seed 000 §2). Rendered only while open, so each
 * opening starts a blank form: after a save or Cancel it closes, and the next one is reset (seed 000 §4).
 */
export function AddPropertyDialog({ onClose }: { onClose: () => void }) {
  const [input] = useState<PropertyFormInput>(() => ({ mode: 'add', draft: emptyDraft(), direct: false, locked: false }));
  const finish = useFinishPropertyForm();
  const actor = usePropertyFormActor(input, (output) => {
    finish(output);
    onClose();
  });
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'form.cancel' }));

  return (
    <Modal
      title={ADD_PROPERTY_TITLE}
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
      <PropertyFormBody actor={actor} mode="add" />
      <PropertyFormAlerts actor={actor} />
    </Modal>
  );
}
