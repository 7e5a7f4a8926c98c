import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PropertyFormInput } from '../../../../machines/property-form.machine';
import type { Property } from '../../../api/property-form';
import { Button } from '../../ui';
import { useCaseIntent, useCaseLifecycleActor } from '../case-progress/case-lifecycle-scope';
import { UnsavedChangesGuard } from '../common/UnsavedChangesGuard';
import { usePresenceActivity } from '../presence';
import { draftForDuplicate, draftFromProperty } from './draft-mapping';
import { PropertyDetailsHeader } from './PropertyDetailsHeader';
import { PropertyFormAlerts } from './PropertyFormAlerts';
import { PropertyFormBody } from './PropertyFormBody';
import { useFinishPropertyForm } from './use-finish-property-form';
import { usePropertyFormActor } from './use-property-form-actor';
import './property-form.css';

/** Where every ending of the details page leads (seed 000 §2 "Cancel goes to the property listing", §4). */
export const LISTING_PATH: string = '/property-listing';

interface PropertyDetailsFormProps {
  property: Property;
  direct: boolean;
  duplicate: boolean;
  /** The case-lifecycle machine allows editing (and so deleting) the property: a closed case is read-only. */
  editable: boolean;
}

function formInput({ property, direct, duplicate, editable }: PropertyDetailsFormProps): PropertyFormInput {
  const draft = draftFromProperty(property);
  return duplicate
    ? { mode: 'duplicate', draft: draftForDuplicate(draft), direct, locked: false }
    : { mode: 'edit', draft, direct, locked: !editable, version: property.version };
}

/** The loaded property as a preview, an edit (Update) or a duplicate (Duplicate), with Cancel. */
export function PropertyDetailsForm(props: PropertyDetailsFormProps) {
  const navigate = useNavigate();
  const finish = useFinishPropertyForm('none');
  const [input] = useState(() => formInput(props));
  const actor = usePropertyFormActor(input, (output) => {
    // Out of date first, then leave: the listing's loader asks for its page once, and the toast shows over it.
    finish(output);
    void navigate({ to: LISTING_PATH });
  });
  const canEdit = useSelector(actor, (s) => s.can({ type: 'form.edit' }));
  const canDelete = useSelector(actor, (s) => s.can({ type: 'form.delete' }));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'form.cancel' }));
  usePresenceActivity(useSelector(actor, (s) => input.mode === 'edit' && s.status === 'active' && !s.hasTag('preview')) ? 'case-details' : null);
  // The case's machine hears the user's intent (it allowed the edit: the form is not locked). Delete is offered on
  // every case it lets be edited; whether it goes through (requisitions, assigned and activated) is the server's
  // answer with the seed's 'Delete Failed' words, so the form's delete flow runs either way.
  const intent = useCaseIntent();
  const lifecycle = useCaseLifecycleActor();
  const askToDelete = () => {
    lifecycle?.send({ type: 'case.delete' });
    actor.send({ type: 'form.delete' });
  };

  return (
    <section className="property-details" aria-labelledby="property-details-title">
      <PropertyDetailsHeader
        property={props.property}
        duplicating={input.mode === 'duplicate'}
        onEdit={canEdit ? () => intent('case.edit', () => actor.send({ type: 'form.edit' })) : null}
        onDelete={canDelete ? () => askToDelete() : null}
      />
      <PropertyFormBody actor={actor} mode={input.mode} />
      <div className="property-details-actions">
        <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'form.cancel' })}>
          Cancel
        </Button>
        <Button isDisabled={!canSave} onPress={() => actor.send({ type: 'form.save' })}>
          {input.mode === 'duplicate' ? 'Duplicate' : 'Update'}
        </Button>
      </div>
      <PropertyFormAlerts actor={actor} />
      <UnsavedChangesGuard hasUnsavedChanges={() => actor.getSnapshot().context.edited} />
    </section>
  );
}
