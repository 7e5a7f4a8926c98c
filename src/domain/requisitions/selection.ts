import { messages } from '../messages';
import type { PropType, StrataLotType } from '../property/types';

/** What the selection rules need to know about the property (seed 001 §5 "Legal requisition selection"). */
export interface RequisitionProperty {
  propType: PropType;
  /** A means the strata lot is an accessory lot. */
  lotType: StrataLotType;
  mcstNo: string;
  completionDate: string;
  /** MCST details ticked in Property Details: each is one MCST request. */
  tickedMcstDetails: number;
  transactionTypeName: string;
  /** Individuals among the buyer and seller (NRIC / passport) and companies (UEN). */
  individualParties: number;
  companyParties: number;
}

export interface AgencyLineCode {
  agencyCode: string;
  deptCode: string;
}

/** The message that refuses ticking a line, or null when it may be ticked. */
export function selectionRefusal(line: AgencyLineCode, property: RequisitionProperty): string | null {
  if (line.agencyCode === 'MCST' && !mcstReady(property)) return messages.mcstInformationEmpty;
  if (line.agencyCode === 'URA' && property.lotType === 'A') return messages.uraNoReplyForAccessoryLot;
  return null;
}

function mcstReady(property: RequisitionProperty): boolean {
  return property.mcstNo.trim() !== '' && property.completionDate.trim() !== '' && property.tickedMcstDetails > 0;
}

/**
 * Select All leaves out LTA and ACRA (they need a dialog each), MCST without an MCST number and URA for an
 * accessory lot (seed 001 §5); it also leaves out an MCST the rules would refuse, so it never raises an alert.
 */
export function skippedBySelectAll(line: AgencyLineCode, property: RequisitionProperty): boolean {
  if (line.agencyCode === 'LTA' || line.agencyCode === 'ACRA') return true;
  return selectionRefusal(line, property) !== null;
}

/** The dialog ticking a line opens before it is chosen; null when it is chosen at once. */
export type SelectionDialog = 'lta-plan' | 'acra-individual' | 'acra-company' | 'nric-entry' | 'uen-entry' | 'iras-unit-check';

export function selectionDialog(line: AgencyLineCode, property: RequisitionProperty): SelectionDialog | null {
  if (line.agencyCode === 'LTA' && (line.deptCode === 'RTS' || line.deptCode === 'SW')) return 'lta-plan';
  if (line.agencyCode === 'ACRA' && line.deptCode.includes('PPR')) {
    return property.individualParties > 0 ? 'acra-individual' : 'nric-entry';
  }
  if (line.agencyCode === 'ACRA' && line.deptCode.includes('BPR')) {
    return property.companyParties > 0 ? 'acra-company' : 'uen-entry';
  }
  if (line.agencyCode === 'IRAS' && property.propType === 'BUILDING') return 'iras-unit-check';
  return null;
}

/** LTA plans and notices wanted (seed 001 §9: default N). */
export type PlanIndicator = 'Y' | 'N';
export const DEFAULT_PLAN_INDICATOR: PlanIndicator = 'N';

export function planIndicatorProblem(choice: string | null | undefined): string | null {
  return choice === 'Y' || choice === 'N' ? null : messages.ltaPlanOptionRequired;
}

/** Purpose of request (seed 001 §9): 001 by default, 002 for Mortgage, 003 for Others. */
export type PurposeCode = '001' | '002' | '003';

export function purposeOfRequest(transactionTypeName: string): PurposeCode {
  const name = transactionTypeName.trim().toLowerCase();
  if (name === 'mortgage') return '002';
  if (name === 'others') return '003';
  return '001';
}
