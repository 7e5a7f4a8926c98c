import { useSelector } from '@xstate/react';
import { ROLE_LABELS } from '../../../../../machines/stakeholder-assignment.types';
import { messages } from '../../../../domain/messages';
import { Button } from '../../../ui';
import { AssignmentModal } from './AssignmentModal';
import { FirmUsersTable } from './FirmUsersTable';
import { LawFirmTable } from './LawFirmTable';
import { NewLawyerFields } from './NewLawyerFields';
import { ProblemsAlert } from './ProblemsAlert';
import { SearchBox } from './SearchBox';
import type { AssignmentActor } from './use-assignment-actor';

type LawyerStep = 'firms' | 'users' | 'create';

/** Seed 000 §4: search law firms by name, pick a firm and one of its users, or create a lawyer. */
export function LawyerAssignModal({ actor }: { actor: AssignmentActor }) {
  const role = useSelector(actor, (s) => s.context.request.role);
  const step = useSelector(actor, (s): LawyerStep => {
    if (s.matches({ lawyer: 'firmUsers' }) || s.matches({ lawyer: 'savingFirmUser' })) return 'users';
    if (s.matches({ lawyer: 'creating' }) || s.matches({ lawyer: 'invalid' }) || s.matches({ lawyer: 'savingNewLawyer' })) return 'create';
    return 'firms';
  });
  const canBack = useSelector(actor, (s) => s.can({ type: 'assign.back' }));
  const canCreate = useSelector(actor, (s) => s.can({ type: 'assign.create' }));

  const extraActions = (
    <>
      {step !== 'firms' && (
        <Button variant="secondary" isDisabled={!canBack} onPress={() => actor.send({ type: 'assign.back' })}>
          Back
        </Button>
      )}
      {step !== 'create' && (
        <Button variant="secondary" isDisabled={!canCreate} onPress={() => actor.send({ type: 'assign.create' })}>
          Create New Lawyer
        </Button>
      )}
    </>
  );

  return (
    <AssignmentModal actor={actor} title={`Assign ${ROLE_LABELS[role]}`} extraActions={extraActions}>
      {step === 'firms' && <FirmStep actor={actor} />}
      {step === 'users' && <UsersStep actor={actor} />}
      {step === 'create' && <CreateStep actor={actor} />}
    </AssignmentModal>
  );
}

function FirmStep({ actor }: { actor: AssignmentActor }) {
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const firms = useSelector(actor, (s) => s.context.firms);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSearch = useSelector(actor, (s) => s.can({ type: 'assign.search' }));
  const emptyText = busy ? messages.pleaseWait : firms === null ? messages.lawFirmSearchPrompt : messages.noMatchLawFirm;
  return (
    <div className="assign-step">
      <SearchBox
        label="Law Firm Name"
        value={searchText}
        isDisabled={busy}
        onChange={(text) => actor.send({ type: 'assign.text', text })}
        onSearch={() => actor.send({ type: 'assign.search' })}
        canSearch={canSearch}
      />
      <LawFirmTable firms={firms ?? []} emptyText={emptyText} isDisabled={busy} onChoose={(acctId) => actor.send({ type: 'firm.pick', acctId })} />
    </div>
  );
}

function UsersStep({ actor }: { actor: AssignmentActor }) {
  const firm = useSelector(actor, (s) => s.context.firm);
  const pickedUserId = useSelector(actor, (s) => s.context.pickedUserId);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <div className="assign-step">
      <h3 className="assign-heading">{firm?.details?.acctName ?? firm?.acctName}</h3>
      <FirmUsersTable
        users={firm?.details?.lstCMSUsrInfo ?? []}
        pickedUserId={pickedUserId}
        isDisabled={busy}
        onPick={(userid) => actor.send({ type: 'firm.pickUser', userid })}
      />
    </div>
  );
}

function CreateStep({ actor }: { actor: AssignmentActor }) {
  const draft = useSelector(actor, (s) => s.context.lawyerDraft);
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <div className="assign-step">
      <h3 className="assign-heading">New Lawyer</h3>
      <NewLawyerFields draft={draft} isDisabled={busy} onChange={(patch) => actor.send({ type: 'lawyer.change', patch })} />
      {problems && (
        <ProblemsAlert title={messages.lawyerValidationFailed} problems={problems} onDismiss={() => actor.send({ type: 'assign.dismiss' })} />
      )}
    </div>
  );
}
