import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { Property } from '../../../api/property-form';
import { SECONDARY_FIELD_MAX } from '../../../domain/stakeholder-secondary';
import { Button, Form, Modal, TextField } from '../../ui';
import { usePresenceActivity } from '../presence';
import type { SecondaryKind } from './secondary-kinds';
import { useSecondaryForm } from './use-secondary-form';

/** Seed 001 §2.1: Ok returns to the property listing. */
const AFTER_SAVE_PATH: string = '/property-listing';

export interface SecondaryFormModalProps {
  property: Property;
  kind: SecondaryKind;
  onClose: () => void;
}

/**
 * Add or edit one secondary stakeholder: a text input per field, Ok and Cancel. Render it only while open,
 * so each opening starts from the stored values.
 */
export function SecondaryFormModal({ property, kind, onClose }: SecondaryFormModalProps) {
  const formId = useId();
  usePresenceActivity('parties');
  const navigate = useNavigate();
  const form = useSecondaryForm(property, kind, () => {
    onClose();
    void navigate({ to: AFTER_SAVE_PATH });
  });

  return (
    <Modal
      title={kind.title}
      isOpen
      // Typed details are not thrown away by a stray click or Escape: Cancel is the way out.
      isDismissable={false}
      onOpenChange={() => undefined}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={form.saving}>
            Ok
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        className="secondary-form"
        // The error map decides whether Ok saves, not the browser's own validation.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {form.general.length > 0 && (
          <div role="alert" className="secondary-form__problems">
            {form.general.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        )}
        {kind.fields.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            value={form.values[f.name] ?? ''}
            onChange={(value) => form.change(f.name, value)}
            errorMessage={form.errors[f.name]}
            maxLength={SECONDARY_FIELD_MAX}
          />
        ))}
      </Form>
    </Modal>
  );
}
