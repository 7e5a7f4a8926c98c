import { rpControlNumber } from '../../domain/requisitions/control-numbers';
import type { ChargeLine } from '../../domain/requisitions/fees';
import type { requisitionAgencyRequests } from '../db/schema';
import type { AcraLists } from './requisition-request';

export type NewAgencyRequest = typeof requisitionAgencyRequests.$inferInsert;

/** The parties an ACRA request is about: people for the people profile, companies for the business ones. */
function acraColumns(line: ChargeLine, acra: AcraLists): Pick<NewAgencyRequest, 'nricList' | 'uenList'> {
  if (line.agencyCode !== 'ACRA') return { nricList: '', uenList: '' };
  if (line.deptCode === 'PPR') return { nricList: acra.ppr, uenList: '' };
  return { nricList: '', uenList: line.deptCode === 'EBPR' ? acra.ebpr : acra.bpr };
}

/**
 * One Draft agency request per chosen line, RP-numbered in the order chosen, with the line's fees in cents
 * (what the firm is charged for it once the requisition is submitted).
 */
export function agencyRequestRows(
  requisition: { firmId: number; dueDiligenceId: number; lfcontrolNo: string },
  lines: readonly ChargeLine[],
  acra: AcraLists,
): NewAgencyRequest[] {
  return lines.map((line, index) => ({
    firmId: requisition.firmId,
    dueDiligenceId: requisition.dueDiligenceId,
    rpControlNo: rpControlNumber(requisition.lfcontrolNo, index),
    agencyCode: line.agencyCode,
    deptCode: line.deptCode,
    chargeCode: line.chargeCode,
    usageQty: line.usageQty,
    applFee: line.applFee,
    applGst: line.applGst,
    clFee: line.clFee,
    clGst: line.clGst,
    salLevyFee: line.salLevyFee,
    salLevyGst: line.salLevyGst,
    status: 'Draft',
    ...acraColumns(line, acra),
  }));
}
