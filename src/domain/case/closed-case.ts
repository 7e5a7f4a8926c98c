import { caseClosedMessages } from '../messages/case-closed';

/**
 * What a write does to a case. A closed (locked) case can still be read and printed; every write that changes it,
 * charges money on its behalf or sends on its behalf is refused (the case lifecycle's `closed` state: "nothing may
 * be edited, deleted, assigned or confirmed"). The server asks this before each such write, the screens through
 * the case's machine.
 */
export type CaseWrite = 'details' | 'parties' | 'documents' | 'uploads' | 'requisitions' | 'sending' | 'signing' | 'stampDuty';

/** The refusal for this write on this case, in the screen's words; null when the case takes it. */
export function caseWriteRefusal(records: { locked: boolean }, write: CaseWrite): string | null {
  return records.locked ? caseClosedMessages.caseClosedRefusal[write] : null;
}
