import { useSelector } from '@xstate/react';
import type { ClientDraft } from '../../../../machines/client-form.machine';
import { ClientFormFields } from './form/ClientFormFields';
import type { ClientFormActor } from './use-client-form-actor';

/** The form's fields bound to its machine: what it holds, what it marks, and what it allows. */
export function ClientFormBody({ actor }: { actor: ClientFormActor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const readOnly = useSelector(actor, (s) => s.hasTag('preview'));
  const canAdd = useSelector(actor, (s) => s.can({ type: 'form.addPerson' }));
  const canRemove = useSelector(actor, (s) => s.can({ type: 'form.removePerson', index: 0 }));
  // Read at send time, not render time: a lookup answering late must build on the newest draft.
  const onUpdate = (change: (current: ClientDraft) => ClientDraft) =>
    actor.send({ type: 'form.change', draft: change(actor.getSnapshot().context.draft) });
  return (
    <ClientFormFields
      draft={draft}
      readOnly={readOnly}
      fieldErrors={fieldErrors}
      onUpdate={onUpdate}
      persons={{
        canAdd,
        canRemove,
        onAdd: () => actor.send({ type: 'form.addPerson' }),
        onRemove: (index) => actor.send({ type: 'form.removePerson', index }),
      }}
    />
  );
}
