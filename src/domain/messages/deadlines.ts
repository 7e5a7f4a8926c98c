/**
 * A case's deadlines: their labels and where each rule comes from (issue 19 "Next step and deadlines"). The
 * seeds name no wording for these; it is ours. Kept as its own area of the catalogue (see ../messages.ts).
 */
export const deadlineMessages = {
  deadlineOptionExpiresLabel: 'Option expires',
  deadlineStampDutyLabel: 'Stamp duty due',
  deadlineCompletionLabel: 'Completion',
  deadlineRequisitionReplyLabel: (agency: string) => `${agency} reply expected`,
  deadlineOptionExpirySource: 'OTP expiry date and time',
  deadlineOptionExpiryDefaultTimeSource: 'OTP expiry date (default time 4 p.m.)',
  deadlineOptionExpiryDefaultSource: 'OTP expiry (default 14 days, 4 p.m.)',
  deadlineStampDutySource: 'Stamp duty (14 days after exercise)',
  deadlineStampDutyAbroadSource: 'Stamp duty (30 days after exercise, signed abroad)',
  deadlineCompletionSource: 'Completion date',
  deadlineRequisitionReplySource: (published: string) => `Estimated agency reply (${published})`,
  // The firm's deadlines board (issue 19: "a deadlines board for the firm (a top-menu entry)").
  deadlinesBoardTitle: 'Deadlines',
  deadlinesBoardEmpty: 'No open case has a deadline.',
  deadlinesBoardAllLawyers: 'All lawyers',
  deadlinesBoardAllStages: 'All stages',
  deadlinesBoardNoDeadline: 'No deadline',
};
