import type { ClientFlag } from '../client-flag';
import type { CaseStampDuty } from './case-stamp-duty';
import type { CaseRecords } from './lifecycle';

/** The OTP as the deadlines read it: its expiry day and time, and the day it was granted. */
export interface OptionFacts {
  expiryDate?: string;
  expiryTime?: string;
  grantedOn?: string;
}

/** A submitted requisition's agency request, as the deadlines read it. */
export interface RequisitionFacts {
  agency: string;
  sentAt: string;
  repliedAt?: string;
}

/** A case's own records as the lifecycle and the deadlines read them (the server loads them: src/server/case/case-records.ts). */
export interface CaseFile {
  propertyId: number;
  records: CaseRecords;
  /** What the delete rule reads besides the records: the side the firm acts for, requisitions attached (drafts too). */
  clientFlag: ClientFlag | '';
  hasRequisitions: boolean;
  option?: OptionFacts;
  completionDate?: string;
  requisitions: RequisitionFacts[];
  /** The stamp duty saved on the case (./case-stamp-duty.ts); none when left out. */
  stampDuty?: CaseStampDuty;
  /** The OTP's purchase price in S$, when its figures read as an amount: the stamp duty calculator starts from it. */
  purchasePrice?: number;
}
