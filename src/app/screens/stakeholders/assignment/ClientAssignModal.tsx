import { useSelector } from '@xstate/react';
import { ROLE_LABELS, type ClientCategory } from '../../../../../machines/stakeholder-assignment.types';
import { messages } from '../../../../domain/messages';
import { Radio, RadioGroup } from '../../../ui';
import { AssignmentModal } from './AssignmentModal';
import { ClientMatchTable } from './ClientMatchTable';
import { SearchBox } from './SearchBox';
import type { AssignmentActor } from './use-assignment-actor';

/** Seed 000 §4: Company (0) or Individual (1), a search, one result picked, Save or Cancel. */
export function ClientAssignModal({ actor }: { actor: AssignmentActor }) {
  const role = useSelector(actor, (s) => s.context.request.role);
  const category = useSelector(actor, (s) => s.context.category);
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const clients = useSelector(actor, (s) => s.context.clients);
  const pickedId = useSelector(actor, (s) => s.context.pickedId);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSearch = useSelector(actor, (s) => s.can({ type: 'assign.search' }));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'assign.text', text: '' }));

  return (
    <AssignmentModal actor={actor} title={`Assign ${ROLE_LABELS[role]}`}>
      <div className="assign-step">
        <RadioGroup
          label="Contact type"
          orientation="horizontal"
          value={category}
          isDisabled={!canEdit}
          onChange={(value) => actor.send({ type: 'assign.category', category: value as ClientCategory })}
        >
          <Radio value="0">Company</Radio>
          <Radio value="1">Individual</Radio>
        </RadioGroup>
        <SearchBox
          label={category === '0' ? 'Company name' : 'Name'}
          value={searchText}
          isDisabled={!canEdit}
          onChange={(text) => actor.send({ type: 'assign.text', text })}
          onSearch={() => actor.send({ type: 'assign.search' })}
          canSearch={canSearch}
        />
        <ClientMatchTable
          label="Contacts found"
          kind="contact"
          matches={clients ?? []}
          pickedId={pickedId}
          isDisabled={busy}
          emptyText={busy ? messages.pleaseWait : clients === null ? messages.assignSearchPrompt : messages.noItemsFound}
          onPick={(id) => actor.send({ type: 'assign.pick', id })}
        />
      </div>
    </AssignmentModal>
  );
}
