/** Reply-status values of agency rows (seed 001 §9). */
export const AGENCY_STATUSES = ['Draft', 'Processing', 'Replied'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** Download flag of a replied row: unread until its attachment is opened or the reply printed. */
export type ReadFlag = 'read' | 'unread';

/** ACRA and MCST replies are reports opened as attachments; every other reply is ticked and printed. */
export const ATTACHMENT_AGENCIES: readonly string[] = ['ACRA', 'MCST'];

export function repliesAsAttachment(agencyCode: string): boolean {
  return ATTACHMENT_AGENCIES.includes(agencyCode.toUpperCase());
}

/** An ACRA or MCST reply, once it has come, is opened as an attachment rather than printed (the STATUS tab, the Replies modal). */
export function opensAsAttachment(row: { agencyCode: string; status: string }): boolean {
  return row.status === 'Replied' && repliesAsAttachment(row.agencyCode);
}

/** Only Replied rows other than ACRA and MCST can be ticked for printing (seed 001 §5 "Print replies"). */
export function canTickForPrint(row: { agencyCode: string; status: string }): boolean {
  return row.status === 'Replied' && !repliesAsAttachment(row.agencyCode);
}

/** A submitted requisition is Processing until every agency has answered, then Replied (seed 001 §4). */
export function requisitionStatus(input: { drafted: 'Y' | 'N'; requested: number; received: number }): AgencyStatus {
  if (input.drafted === 'Y') return 'Draft';
  return input.requested > 0 && input.received >= input.requested ? 'Replied' : 'Processing';
}

/** The status hover lists each agency's status in lowercase (seed 001 §4). */
export function hoverStatus(status: AgencyStatus): string {
  return status.toLowerCase();
}
