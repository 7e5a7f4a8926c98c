import { useSelector } from '@xstate/react';
import { useState, type JSX } from 'react';
import type { AssignmentOutcome, StakeholderAssignmentInput } from '../../../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../../api/stakeholders';
import { AgentAssignModal } from './AgentAssignModal';
import type { AssignmentRequest } from './assignment-request';
import { ClientAssignModal } from './ClientAssignModal';
import { LawyerAssignModal } from './LawyerAssignModal';
import { propertyFacts } from './property-facts';
import { UnassignDialog } from './UnassignDialog';
import { useAssignmentActor } from './use-assignment-actor';
import './assignment.css';

export interface StakeholderAssignmentProps {
  property: Property;
  request: AssignmentRequest | null;
  onFinished: (outcome: AssignmentOutcome) => void;
}

/**
 * The assignment modals a summary card opens: client, lawyer or agent, or the unassign confirmation, driven
 * by the stakeholder-assignment machine. Nothing while there is no request. 'changed' asks the caller to
 * refresh the property; 'cancelled' changed nothing (a refusal included, which the machine already showed).
 */
export function StakeholderAssignment({ property, request, onFinished }: StakeholderAssignmentProps): JSX.Element | null {
  if (!request) return null;
  // A new request starts its flow afresh.
  return <AssignmentFlow key={`${request.action}:${request.role}`} property={property} request={request} onFinished={onFinished} />;
}

function AssignmentFlow({ property, request, onFinished }: StakeholderAssignmentProps & { request: AssignmentRequest }) {
  // The property as the request found it: a refetch while the modal is open does not restart the flow.
  const [input] = useState<StakeholderAssignmentInput>(() => ({ property: propertyFacts(property), request }));
  const actor = useAssignmentActor(input, onFinished);
  const view = useSelector(actor, (s) => {
    if (s.matches('client')) return 'client';
    if (s.matches('lawyer')) return 'lawyer';
    if (s.matches('agent')) return 'agent';
    if (s.hasTag('confirm') || s.hasTag('refused')) return 'unassign';
    return null;
  });
  switch (view) {
    case 'client':
      return <ClientAssignModal actor={actor} />;
    case 'lawyer':
      return <LawyerAssignModal actor={actor} />;
    case 'agent':
      return <AgentAssignModal actor={actor} />;
    case 'unassign':
      return <UnassignDialog actor={actor} />;
    case null:
      return null;
  }
}
