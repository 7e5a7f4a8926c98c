import { Temporal } from 'temporal-polyfill';
import type { CaseProgress } from '../../../src/api/case-progress';
import type { CaseFile } from '../../../src/domain/case/case-file';
import { caseProgressJson } from '../../../src/domain/case/case-progress-report';
import type { CaseRecords } from '../../../src/domain/case/lifecycle';

/** A case's progress as the server answers it, from its records: the same function the server replies with. */
export function progressOf(records: CaseRecords, file: Partial<Omit<CaseFile, 'records'>> = {}, now = '2026-05-20T02:00:00Z'): CaseProgress {
  const whole: CaseFile = { propertyId: 101, clientFlag: 'S', hasRequisitions: false, requisitions: [], ...file, records };
  return caseProgressJson(whole, Temporal.Instant.from(now));
}
