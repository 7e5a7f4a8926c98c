/**
 * The firm's history (issue 20): the case timeline, the audit log and the profile's login history. The seeds name
 * no wording for these; it is ours. Kept as its own area of the catalogue (see ../messages.ts).
 */
export const historyMessages = {
  historyFromAfterTo: 'The From date must not be after the To date.',
  /** The days audit-log-search.ts names (AUDIT_EARLIEST_DAY, AUDIT_LATEST_DAY), as the date fields show them. */
  historyDateOutOfRange: 'Choose dates from 01-Jan-1900 to 31-Dec-2999.',
  caseHistoryTitle: 'Case History',
  caseHistoryEmpty: 'Nothing has been recorded for this case yet.',
  caseHistoryAllKinds: 'All kinds',
  historyBySystem: 'Conveyancing Workbench',
  historyNoChanges: 'No field changed.',
  auditLogTitle: 'Audit Log',
  auditLogEmpty: 'No event matches.',
  auditLogExport: 'Export CSV',
  loginHistoryTitle: 'Login History',
  loginHistoryEmpty: 'No login recorded yet.',
} as const;
