import { propertyMessages } from './property';
import { stakeholderMessages } from './stakeholders';
import { stampDutyMessages } from './stamp-duty';

/**
 * What a closed (locked) case refuses, one line per kind of write: the seed's locked wording for the case's details
 * and its stakeholders, the stamp duty's own, ours in the same words for the rest.
 */
export const caseClosedMessages = {
  caseClosedRefusal: {
    details: propertyMessages.propertyLockedNotice,
    parties: stakeholderMessages.propertyLockedAssignment,
    documents: 'This property is locked: its documents cannot be saved or removed.',
    uploads: 'This property is locked: no file can be uploaded to it.',
    requisitions: 'This property is locked: no legal requisition can be submitted, drafted or discarded for it.',
    sending: 'This property is locked: nothing can be sent on its behalf.',
    signing: 'This property is locked: its documents cannot be sent for signing.',
    stampDuty: stampDutyMessages.caseStampDutyClosed,
  },
} as const;
