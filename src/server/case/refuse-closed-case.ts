import { caseWriteRefusal, type CaseWrite } from '../../domain/case/closed-case';
import { ConflictError } from '../http/errors';

/**
 * A write on a closed case is refused with 409 and the screen's words before anything is written. Call it right after
 * the case row is locked (db/case-lock.ts), so the case cannot close between the check and the write.
 */
export function refuseClosedCase(property: { locked: boolean }, write: CaseWrite): void {
  const refusal = caseWriteRefusal(property, write);
  if (refusal !== null) throw new ConflictError(refusal);
}
