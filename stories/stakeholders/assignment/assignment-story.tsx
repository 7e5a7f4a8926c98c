import { useState } from 'react';
import type { AssignmentOutcome } from '../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../src/api/stakeholders';
import { ContactInfoModal } from '../../../src/app/screens/property-summary/ContactInfoModal';
import type { Client } from '../../../src/app/screens/property-summary/party-details';
import { PrimaryCard } from '../../../src/app/screens/property-summary/PrimaryCard';
import { PRIMARY_ROLES } from '../../../src/app/screens/property-summary/primary-roles';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';
import { StakeholderAssignment } from '../../../src/app/screens/stakeholders/assignment/StakeholderAssignment';
import { Disclosure, Toasts } from '../../../src/app/ui';
import '../../../src/app/screens/property-summary/property-summary.css';

export interface AssignmentStoryProps {
  property: Property;
  /** The request a card's icon made when the story starts; the cards' icons make new ones. */
  request: AssignmentRequest | null;
  onFinished: (outcome: AssignmentOutcome) => void;
}

type More = { client: Client; agent: boolean } | null;

/**
 * The modals as a summary card opens them, over the primary stakeholder cards (as the property summary has them,
 * for the property as the story gives it: a story has no server to refetch it from), with the app's toasts.
 * Once a flow ends, the cards stay on screen.
 */
function CardsWithAssignment({ property, request, onFinished }: AssignmentStoryProps) {
  const [open, setOpen] = useState(request);
  const [more, setMore] = useState<More>(null);
  const finished = (outcome: AssignmentOutcome) => {
    setOpen(null);
    onFinished(outcome);
  };
  return (
    <div className="summary-groups" style={{ padding: 24 }}>
      <Disclosure title="PRIMARY STAKEHOLDER" headingLevel={2} defaultExpanded className="summary-group">
        <div className="summary-cards">
          {PRIMARY_ROLES.map((view) => (
            <PrimaryCard
              key={view.role}
              view={view}
              property={property}
              onAssign={() => setOpen({ action: 'assign', role: view.role })}
              onUnassign={() => setOpen({ action: 'unassign', role: view.role })}
              onMore={(client, agent) => setMore({ client, agent })}
            />
          ))}
        </div>
      </Disclosure>
      <StakeholderAssignment property={property} request={open} onFinished={finished} />
      {more && <ContactInfoModal client={more.client} agent={more.agent} onClose={() => setMore(null)} />}
      <Toasts />
    </div>
  );
}

/** A new request from the story's controls starts afresh. */
export function AssignmentStory(props: AssignmentStoryProps) {
  return <CardsWithAssignment key={props.request ? `${props.request.action}:${props.request.role}` : 'none'} {...props} />;
}
