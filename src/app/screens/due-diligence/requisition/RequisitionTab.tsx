import { useMemo } from 'react';
import { chosenLines, type RequisitionEvent, type RequisitionOutput } from '../../../../../machines/requisition.machine';
import type { Property } from '../../../../api/property-form';
import type { ChargeLine } from '../../../../domain/requisitions/fees';
import { purposeOfRequest } from '../../../../domain/requisitions/selection';
import { requisitionInputOf } from '../requisition-input';
import { dialogView } from './requisition-view';
import { RequisitionDialogs } from './RequisitionDialogs';
import { ReviewStep } from './ReviewStep';
import { SelectionStep } from './SelectionStep';
import { useRequisitionActor } from './use-requisition-actor';

export interface RequisitionTabProps {
  property: Property;
  lines: readonly ChargeLine[];
  loginId: string;
  isNextHidden: boolean;
  onFinished: (output: RequisitionOutput) => void;
  onShowStatus: () => void;
}

/** The LEGAL REQUISITION tab bound to the requisition machine: what is enabled and shown comes from its state. */
export function RequisitionTab({ property, lines, loginId, isNextHidden, onFinished, onShowStatus }: RequisitionTabProps) {
  const input = useMemo(() => requisitionInputOf(property, lines, { loginId, newKey: () => crypto.randomUUID() }), [property, lines, loginId]);
  const { actorRef, state } = useRequisitionActor(property, input, onFinished);
  const { context } = state;
  const send = (event: RequisitionEvent) => actorRef.send(event);
  const isBusy = state.hasTag('busy');
  const partyName = (identifier: string) => [...context.individuals, ...context.companies].find((party) => party.identifier === identifier)?.name;

  return (
    <>
      {state.hasTag('step1') && (
        <SelectionStep
          lines={context.lines}
          selected={context.selected}
          purpose={purposeOfRequest(context.property.transactionTypeName)}
          planInd={context.planInd}
          acraPpr={context.acraPpr}
          acraBpr={context.acraBpr}
          acraEbpr={context.acraEbpr}
          partyName={partyName}
          isBusy={isBusy}
          canSelectAll={state.can({ type: 'agency.selectAll' })}
          canUnselectAll={state.can({ type: 'agency.unselectAll' })}
          canReset={state.can({ type: 'selection.reset' })}
          canNext={state.can({ type: 'step.next' })}
          isNextHidden={isNextHidden}
          onToggle={(key) => send({ type: 'agency.toggle', key })}
          onSelectAll={() => send({ type: 'agency.selectAll' })}
          onUnselectAll={() => send({ type: 'agency.unselectAll' })}
          onReset={() => send({ type: 'selection.reset' })}
          onNext={() => send({ type: 'step.next' })}
        />
      )}
      {(state.hasTag('step2') || state.hasTag('dialog.afterSubmit')) && (
        <ReviewStep
          lines={chosenLines(context)}
          duplicates={context.duplicates}
          isBusy={isBusy}
          canSubmit={state.can({ type: 'requisition.submit' })}
          canDraft={state.can({ type: 'requisition.draft' })}
          canBack={state.can({ type: 'step.back' })}
          onSubmit={() => send({ type: 'requisition.submit' })}
          onDraft={() => send({ type: 'requisition.draft' })}
          onBack={() => send({ type: 'step.back' })}
          onShowStatus={onShowStatus}
        />
      )}
      <RequisitionDialogs view={dialogView({ context, hasTag: (tag) => state.hasTag(tag) })} send={send} />
    </>
  );
}
