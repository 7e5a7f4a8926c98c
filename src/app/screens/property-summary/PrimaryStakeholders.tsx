import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssignmentOutcome } from '../../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../api/property-form';
import { propertiesQueryKey } from '../../../api/queries/properties';
import type { AssignmentRequest } from '../stakeholders/assignment/assignment-request';
import { StakeholderAssignment } from '../stakeholders/assignment/StakeholderAssignment';
import { ContactInfoModal } from './ContactInfoModal';
import type { Client } from './party-details';
import { PRIMARY_ROLES } from './primary-roles';
import { PrimaryCard } from './PrimaryCard';

type More = { client: Client; agent: boolean } | null;

export interface PrimaryStakeholdersProps {
  property: Property;
  /** A request already made when the cards appear (a story that starts with a modal open). */
  initialRequest?: AssignmentRequest | null;
  /** Hears how each assignment flow ended. */
  onFinished?: (outcome: AssignmentOutcome) => void;
}

/**
 * The six primary stakeholder cards. Their icons hand an assign or unassign request to the assignment
 * flow; once it changed something, everything under 'properties' is refetched, so the status, the
 * secondary group and the per-property links follow.
 */
export function PrimaryStakeholders({ property, initialRequest = null, onFinished }: PrimaryStakeholdersProps) {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<AssignmentRequest | null>(initialRequest);
  const [more, setMore] = useState<More>(null);
  const finished = (outcome: AssignmentOutcome) => {
    setRequest(null);
    if (outcome === 'changed') void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    onFinished?.(outcome);
  };
  return (
    <>
      <div className="summary-cards">
        {PRIMARY_ROLES.map((view) => (
          <PrimaryCard
            key={view.role}
            view={view}
            property={property}
            onAssign={() => setRequest({ action: 'assign', role: view.role })}
            onUnassign={() => setRequest({ action: 'unassign', role: view.role })}
            onMore={(client, agent) => setMore({ client, agent })}
          />
        ))}
      </div>
      {/* Mounted per request, so every request starts its flow afresh. */}
      {request && <StakeholderAssignment property={property} request={request} onFinished={finished} />}
      {more && <ContactInfoModal client={more.client} agent={more.agent} onClose={() => setMore(null)} />}
    </>
  );
}
