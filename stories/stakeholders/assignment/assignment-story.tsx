import type { AssignmentOutcome } from '../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../src/api/stakeholders';
import { PrimaryStakeholders } from '../../../src/app/screens/property-summary/PrimaryStakeholders';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';
import { Disclosure, Toasts } from '../../../src/app/ui';
import '../../../src/app/screens/property-summary/property-summary.css';

export interface AssignmentStoryProps {
  property: Property;
  /** The request a card's icon made when the story starts; the cards' icons make new ones. */
  request: AssignmentRequest | null;
  onFinished: (outcome: AssignmentOutcome) => void;
}

/**
 * The modals as a summary card opens them, over the property summary's own primary stakeholder cards (for the
 * property as the story gives it), with the app's toasts. Once a flow ends, the cards stay on screen.
 */
function CardsWithAssignment({ property, request, onFinished }: AssignmentStoryProps) {
  return (
    <div className="summary-groups" style={{ padding: 24 }}>
      <Disclosure title="PRIMARY STAKEHOLDER" headingLevel={2} defaultExpanded className="summary-group">
        <PrimaryStakeholders property={property} initialRequest={request} onFinished={onFinished} />
      </Disclosure>
      <Toasts />
    </div>
  );
}

/** A new request from the story's controls starts afresh. */
export function AssignmentStory(props: AssignmentStoryProps) {
  return <CardsWithAssignment key={props.request ? `${props.request.action}:${props.request.role}` : 'none'} {...props} />;
}
