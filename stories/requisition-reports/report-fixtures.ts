import { Temporal } from 'temporal-polyfill';
import type { ReplyRow, ReportRow } from '../../src/api/requisitions';
import { toDisplayDate } from '../../src/domain/display-date';
import { todayInSingapore } from '../../src/domain/today';

/** A requisition as the fake server keeps it: the report row plus what the server filters on. */
export interface StoredRequisition extends ReportRow {
  /** yyyy-mm-dd in Singapore: submitted on, or created on for a draft. */
  submittedOn: string;
  drafted: boolean;
}

const ADDRESSES = [
  '18 MARINA GARDENS DRIVE #12-05 SINGAPORE 018952',
  '7 JALAN KEMBANGAN SINGAPORE 419112',
  '25 ORCHARD BOULEVARD #08-01 SINGAPORE 248646',
  '3 TAMPINES STREET 86 #05-11 SINGAPORE 528580',
];
const TYPES = ['CONDOMINIUM', 'LANDED', 'CONDOMINIUM', 'HDB'];

export const daysAgo = (days: number) => Temporal.PlainDate.from(todayInSingapore()).subtract({ days }).toString();

/** Requisition n of the demo firm, submitted `days` ago (numbers and references count up from 1). */
export function requisition(n: number, { days = n, drafted = false }: { days?: number; drafted?: boolean } = {}): StoredRequisition {
  const submittedOn = daysAgo(days);
  return {
    id: 500 + n,
    lfControlNumber: `LF${submittedOn.replaceAll('-', '')}${String(n).padStart(5, '0')}`,
    referenceNumber: `TL/2026/${String(n).padStart(3, '0')}`,
    appAddress: ADDRESSES[n % ADDRESSES.length] ?? '',
    lastUpdatedDate: `${toDisplayDate(submittedOn)} 10:${String(n % 60).padStart(2, '0')}:05`,
    propertyType: TYPES[n % TYPES.length] ?? '',
    submittedOn,
    drafted,
  };
}

export const requisitions = (count: number, options: { drafted?: boolean } = {}) =>
  Array.from({ length: count }, (_, i) => requisition(i + 1, options));

export const drafts = (count: number) => requisitions(count, { drafted: true });

const reply = (agency: string, agencyCode: string, deptCode: string, index: number, patch: Partial<ReplyRow>): ReplyRow => ({
  strAgency: agency,
  strStatus: 'Replied',
  strMsgType: 'REPLY',
  strMsgSentDate: `${toDisplayDate(daysAgo(3))} 09:30:12`,
  strReceiveDate: `${toDisplayDate(daysAgo(2))} 14:02:40`,
  rpControlNo: `RP2026110300001${String(index).padStart(2, '0')}`,
  agencyCode,
  deptCode,
  showAttachment: false,
  pdfURL: null,
  check: false,
  ...patch,
});

export const IRAS_REPLIED = reply('IRAS', 'IRAS', 'IRAS', 1, {});
export const URA_REPLIED = reply('URA', 'URA', 'URA', 2, {});
export const LTA_PROCESSING = reply('LTA - RTS', 'LTA', 'RTS', 3, { strStatus: 'Processing', strMsgType: '', strReceiveDate: '' });
export const ACRA_REPLIED = reply('ACRA - PPR', 'ACRA', 'PPR', 4, { strMsgType: 'ACRA_REPORT', showAttachment: true });
export const MCST_REPLIED = reply('MCST Managing Agent', 'MCST', 'MCST', 5, { showAttachment: true });

/** Two printable replies, one still Processing, and two report attachments (ACRA, MCST). */
export const MIXED_REPLIES: readonly ReplyRow[] = [IRAS_REPLIED, URA_REPLIED, LTA_PROCESSING, ACRA_REPLIED, MCST_REPLIED];
/** Nothing can be ticked: one Processing row and an attachment. */
export const NOTHING_PRINTABLE: readonly ReplyRow[] = [LTA_PROCESSING, ACRA_REPLIED];
