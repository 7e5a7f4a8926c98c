import type { Property } from '../../../api/property-form';
import { Button, Card } from '../../ui';
import { useCaseAllows, useCaseIntent } from '../case-progress/case-lifecycle-scope';
import { DetailList } from './DetailList';
import { agentDetails, clientDetails, lawyerDetails, type Client } from './party-details';
import { assignedParty, primaryCardTitle, type AssignedParty, type PrimaryRoleView } from './primary-roles';
import { StakeholderActions } from './StakeholderActions';

export interface PrimaryCardProps {
  view: PrimaryRoleView;
  property: Property;
  /** Add and edit assign (edit replaces); delete unassigns. */
  onAssign: () => void;
  onUnassign: () => void;
  onMore: (client: Client, agent: boolean) => void;
}

function detailsOf(party: AssignedParty) {
  if (party.kind === 'lawyer') return lawyerDetails(party.lawyer);
  return party.kind === 'agent' ? agentDetails(party.client) : clientDetails(party.client);
}

/** One of the six primary stakeholder cards (seed 001 §2.1). */
export function PrimaryCard({ view, property, onAssign, onUnassign, onMore }: PrimaryCardProps) {
  const party = assignedParty(property, view.role);
  // The case's machine decides: a closed case (or one whose stage is unknown) shows no assignment actions.
  const allows = useCaseAllows();
  const intent = useCaseIntent();
  const assign = () => intent('case.assign', onAssign);
  const actions =
    allows.assign && allows.unassign ? (
      <StakeholderActions
        name={view.title}
        assigned={party !== null}
        onAdd={assign}
        onEdit={assign}
        onDelete={() => intent('case.unassign', onUnassign)}
      />
    ) : undefined;
  return (
    <Card title={primaryCardTitle(view, property)} headingLevel={3} actions={actions}>
      {party ? (
        <>
          <DetailList details={detailsOf(party)} />
          {party.kind !== 'lawyer' && (
            <Button
              variant="link"
              className="summary-more"
              aria-label={`More ${view.title} contact information`}
              onPress={() => onMore(party.client, party.kind === 'agent')}
            >
              More
            </Button>
          )}
        </>
      ) : (
        <p className="summary-empty">{view.emptyText}</p>
      )}
    </Card>
  );
}
