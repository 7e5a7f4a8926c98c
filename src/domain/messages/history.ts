/**
 * The firm's history (issue 20): the case timeline, the audit log and the profile's login history. The seeds name
 * no wording for these; it is ours. Kept as its own area of the catalogue (see ../messages.ts).
 */
export const historyMessages = {
  historyFromAfterTo: 'The From date must not be after the To date.',
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
