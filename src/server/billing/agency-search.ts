import { AGENCY_FEE_TABLE, agencyDisplayName, type AgencyFee } from '../../domain/requisitions/agencies';

/**
 * The agency lines a billing search text names ("Agency or Department Sent To", seed 001 §2.9): the rows of the
 * fee table whose agency code, department code or display name ('LTA - RTS', 'MCST Managing Agent') contains
 * the text, ignoring case. A stored agency line is always one of these rows (requisition-request.ts prices each
 * chosen line from the table, the seeds likewise), so matching a requisition's (agency, department) pairs, its
 * agency_keys, against this list finds what matching its lines' codes and names would, through an index.
 * None for empty text.
 */
export function agencyLinesNamed(text: string): AgencyFee[] {
  if (!text) return [];
  const needle = text.toLowerCase();
  return AGENCY_FEE_TABLE.filter((fee) =>
    [fee.agencyCode, fee.deptCode, agencyDisplayName(fee.agencyCode, fee.deptCode)].some((name) => name.toLowerCase().includes(needle)),
  );
}
