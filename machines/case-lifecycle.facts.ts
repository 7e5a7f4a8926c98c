import type { CaseRecords } from '../src/domain/case/lifecycle';
import { primaryParties } from '../src/domain/property-status';
import type { CaseLifecycleEvent } from './case-lifecycle.machine';

/**
 * The facts a fresh answer of the server adds to what the page knew, as the case-lifecycle machine's events: a
 * party assigned or removed, the information completed, a signed copy filed, requisitions sent or answered. The
 * page sends these, then `case.loaded` with the whole answer so anything else (a confirmation, a withdrawal, a
 * copy removed) is taken as well; the diagram then shows the case moving by the facts that moved it.
 */
export function factsBetween(before: CaseRecords, after: CaseRecords): CaseLifecycleEvent[] {
  const events: CaseLifecycleEvent[] = [];
  for (const role of primaryParties) {
    if (before.status[role] !== after.status[role]) events.push({ type: after.status[role] ? 'case.partyAssigned' : 'case.partyRemoved', role });
  }
  if (before.status.informationComplete !== after.status.informationComplete) {
    events.push({ type: 'case.informationChanged', complete: after.status.informationComplete });
  }
  if (!before.warrantSigned && after.warrantSigned) events.push({ type: 'case.documentFiled', document: 'warrant' });
  if (!before.optionSigned && after.optionSigned) events.push({ type: 'case.documentFiled', document: 'option' });
  if (!before.acceptance && after.acceptance) {
    events.push({
      type: 'case.documentFiled',
      document: 'acceptance',
      ...(after.acceptance.signedOn ? { signedOn: after.acceptance.signedOn } : {}),
    });
  }
  if (!before.noticeSent && after.noticeSent) events.push({ type: 'case.documentFiled', document: 'notice' });
  const { sent, replied } = after.requisitions;
  if (sent !== before.requisitions.sent || replied !== before.requisitions.replied) events.push({ type: 'case.requisitionsChanged', sent, replied });
  return events;
}
