import type { DueDiligence } from '../../../../api/requisitions';
import { toDisplayTimestamp } from '../../../../domain/display-date';
import { agencyDisplayName } from '../../../../domain/requisitions/agencies';
import { hoverStatus, requisitionStatus, type AgencyStatus } from '../../../../domain/requisitions/status';

export interface AgencyStatusLine {
  agency: string;
  /** Lowercase, as the seed's hover list shows it (seed 001 §4). */
  status: string;
}

/** One line of the STATUS tab's list, as the user reads it. */
export interface RequisitionRow {
  lfControlNo: string;
  createdOn: string;
  /** Empty for a draft: it has not gone to the agencies. */
  submittedOn: string;
  status: AgencyStatus;
  requested: number;
  received: number;
  agencies: AgencyStatusLine[];
}

export function requisitionRow(record: DueDiligence): RequisitionRow {
  return {
    lfControlNo: record.lfcontrolNo,
    createdOn: toDisplayTimestamp(record.createdDate),
    submittedOn: record.submittedDate ? toDisplayTimestamp(record.submittedDate) : '',
    status: requisitionStatus(record),
    requested: record.requested,
    received: record.received,
    agencies: record.agencies.map((agency) => ({
      agency: agencyDisplayName(agency.agencyCode ?? '', agency.deptCode ?? ''),
      status: hoverStatus(agency.status ?? 'Draft'),
    })),
  };
}

/** The hover text of the status button: one 'agency: status' line per agency. */
export function agencyStatusHover(agencies: readonly AgencyStatusLine[]): string {
  return agencies.map(({ agency, status }) => `${agency}: ${status}`).join('\n');
}
