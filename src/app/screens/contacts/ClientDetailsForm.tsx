import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ClientFormInput } from '../../../../machines/client-form.machine';
import type { Client } from '../../../api/contacts';
import { Button, PageTitle } from '../../ui';
import { UnsavedChangesGuard } from '../common/UnsavedChangesGuard';
import { DeleteIcon, EditIcon } from '../property-form/PropertyIcons';
import { draftFromClient } from './client-draft-mapping';
import { detailsExitPath } from './client-form-ending';
import { ClientFormAlerts } from './ClientFormAlerts';
import { ClientFormBody } from './ClientFormBody';
import { useClientFormActor } from './use-client-form-actor';
import { useFinishClientForm } from './use-finish-client-form';

export const CLIENT_DETAILS_TITLE = 'Contact Details';

interface ClientDetailsFormProps {
  client: Client;
  direct: boolean;
  /** The property the page was opened from ({propId}); null when there is none. */
  propId: number | null;
}

/** The loaded client as a preview, then editable (edit icon, or direct 'true'), with Save and Cancel. */
export function ClientDetailsForm({ client, direct, propId }: ClientDetailsFormProps) {
  const navigate = useNavigate();
  const finish = useFinishClientForm();
  const [input] = useState<ClientFormInput>(() => ({
    mode: 'edit',
    draft: draftFromClient(client),
    direct,
    hasProperties: (client.propertyInfo ?? []).length > 0,
    version: client.version ?? 1,
  }));
  const actor = useClientFormActor(input, propId, (output) => {
    // Leave first: refreshing the contact queries while this page still shows one would refetch it for nothing.
    void navigate({ to: detailsExitPath(output, direct, propId) }).then(() => finish(output));
  });
  const canEdit = useSelector(actor, (s) => s.can({ type: 'form.edit' }));
  const canDelete = useSelector(actor, (s) => s.can({ type: 'form.delete' }));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'form.cancel' }));

  const icons = (
    <>
      {canEdit && (
        <Button variant="icon" aria-label="Edit" onPress={() => actor.send({ type: 'form.edit' })}>
          <EditIcon />
        </Button>
      )}
      {canDelete && (
        <Button variant="icon" aria-label="Delete" onPress={() => actor.send({ type: 'form.delete' })}>
          <DeleteIcon />
        </Button>
      )}
    </>
  );
  return (
    <section className="client-details" aria-labelledby="client-details-title">
      <PageTitle id="client-details-title" actions={canEdit || canDelete ? icons : undefined}>
        {CLIENT_DETAILS_TITLE}
      </PageTitle>
      <ClientFormBody actor={actor} />
      <div className="client-details-actions">
        <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'form.cancel' })}>
          Cancel
        </Button>
        <Button isDisabled={!canSave} onPress={() => actor.send({ type: 'form.save' })}>
          Save
        </Button>
      </div>
      <ClientFormAlerts actor={actor} />
      <UnsavedChangesGuard hasUnsavedChanges={() => actor.getSnapshot().context.edited} />
    </section>
  );
}
