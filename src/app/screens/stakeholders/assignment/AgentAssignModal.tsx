import { useSelector } from '@xstate/react';
import { ROLE_LABELS } from '../../../../../machines/stakeholder-assignment.types';
import { messages } from '../../../../domain/messages';
import { Button } from '../../../ui';
import { AssignmentModal } from './AssignmentModal';
import { ClientMatchTable } from './ClientMatchTable';
import { NewAgentFields } from './NewAgentFields';
import { ProblemsAlert } from './ProblemsAlert';
import { SalespersonTable } from './SalespersonTable';
import { SearchBox } from './SearchBox';
import type { AssignmentActor } from './use-assignment-actor';

/** Seed 000 §4 / §7: search estate agencies and pick one, or add a new agency with its salesperson. */
export function AgentAssignModal({ actor }: { actor: AssignmentActor }) {
  const role = useSelector(actor, (s) => s.context.request.role);
  const adding = useSelector(
    actor,
    (s) =>
      s.matches({ agent: 'adding' }) ||
      s.matches({ agent: 'searchingSalespersons' }) ||
      s.matches({ agent: 'invalid' }) ||
      s.matches({ agent: 'savingNewAgent' }),
  );
  const canBack = useSelector(actor, (s) => s.can({ type: 'assign.back' }));
  const canCreate = useSelector(actor, (s) => s.can({ type: 'assign.create' }));
  const extraActions = adding ? (
    <Button variant="secondary" isDisabled={!canBack} onPress={() => actor.send({ type: 'assign.back' })}>
      Back
    </Button>
  ) : (
    <Button variant="secondary" isDisabled={!canCreate} onPress={() => actor.send({ type: 'assign.create' })}>
      Add New Agent
    </Button>
  );
  return (
    <AssignmentModal actor={actor} title={`Assign ${ROLE_LABELS[role]}`} extraActions={extraActions}>
      {adding ? <AddStep actor={actor} /> : <SearchStep actor={actor} />}
    </AssignmentModal>
  );
}

function SearchStep({ actor }: { actor: AssignmentActor }) {
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const agents = useSelector(actor, (s) => s.context.clients);
  const pickedId = useSelector(actor, (s) => s.context.pickedId);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSearch = useSelector(actor, (s) => s.can({ type: 'assign.search' }));
  return (
    <div className="assign-step">
      <SearchBox
        label="Estate Agency Name"
        value={searchText}
        isDisabled={busy}
        onChange={(text) => actor.send({ type: 'assign.text', text })}
        onSearch={() => actor.send({ type: 'assign.search' })}
        canSearch={canSearch}
      />
      <ClientMatchTable
        label="Agents found"
        kind="agency"
        matches={agents ?? []}
        pickedId={pickedId}
        isDisabled={busy}
        emptyText={busy ? messages.pleaseWait : agents === null ? messages.assignSearchPrompt : messages.noItemsFound}
        onPick={(id) => actor.send({ type: 'assign.pick', id })}
      />
    </div>
  );
}

function AddStep({ actor }: { actor: AssignmentActor }) {
  const draft = useSelector(actor, (s) => s.context.agentDraft);
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const salespersons = useSelector(actor, (s) => s.context.salespersons);
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSearch = useSelector(actor, (s) => s.can({ type: 'assign.search' }));
  const lookup = (
    <section className="assign-step" aria-label="Salesperson lookup">
      <p className="assign-hint">{messages.salespersonSearchPrompt}</p>
      <SearchBox
        label="Salesperson register"
        value={searchText}
        isDisabled={busy}
        onChange={(text) => actor.send({ type: 'assign.text', text })}
        onSearch={() => actor.send({ type: 'assign.search' })}
        canSearch={canSearch}
      />
      {salespersons !== null && (
        <SalespersonTable
          salespersons={salespersons}
          emptyText={messages.noItemsFound}
          isDisabled={busy}
          onUse={(registrationNo) => actor.send({ type: 'salesperson.pick', registrationNo })}
        />
      )}
    </section>
  );
  return (
    <div className="assign-step">
      <h3 className="assign-heading">New Agent</h3>
      <NewAgentFields draft={draft} isDisabled={busy} onChange={(patch) => actor.send({ type: 'agent.change', patch })} lookup={lookup} />
      {problems && (
        <ProblemsAlert title={messages.agentValidationFailed} problems={problems} onDismiss={() => actor.send({ type: 'assign.dismiss' })} />
      )}
    </div>
  );
}
