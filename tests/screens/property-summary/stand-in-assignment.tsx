import type { Property } from '../../../src/api/property-form';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';

/**
 * Stands in for the assignment flow (its own tests cover it): shows the request it was given and finishes
 * as the test chooses.
 */
export function StakeholderAssignment({
  request,
  onFinished,
}: {
  property: Property;
  request: AssignmentRequest | null;
  onFinished: (outcome: 'changed' | 'cancelled') => void;
}) {
  if (!request) return null;
  return (
    <div role="dialog" aria-label="Assignment flow">
      <p>
        {request.action} {request.role}
      </p>
      <button type="button" onClick={() => onFinished('changed')}>
        Finish with a change
      </button>
      <button type="button" onClick={() => onFinished('cancelled')}>
        Cancel the flow
      </button>
    </div>
  );
}
