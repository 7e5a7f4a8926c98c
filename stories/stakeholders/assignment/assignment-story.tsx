import type { AssignmentOutcome } from '../../../machines/stakeholder-assignment.types';
import type { Property } from '../../../src/api/stakeholders';
import type { AssignmentRequest } from '../../../src/app/screens/stakeholders/assignment/assignment-request';
import { StakeholderAssignment } from '../../../src/app/screens/stakeholders/assignment/StakeholderAssignment';
import { Toasts } from '../../../src/app/ui';

export interface AssignmentStoryProps {
  property: Property;
  request: AssignmentRequest | null;
  onFinished: (outcome: AssignmentOutcome) => void;
}

/** The modals as a summary card opens them, with the app's toasts. */
export function AssignmentStory(props: AssignmentStoryProps) {
  return (
    <>
      <StakeholderAssignment {...props} />
      <Toasts />
    </>
  );
}
