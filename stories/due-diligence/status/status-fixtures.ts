import type { StatusAgencyRow } from '../../../src/api/requisitions';
import { rpControlNumber } from '../../../src/domain/requisitions/control-numbers';

/** The property the STATUS tab stories and screen tests show. */
export const STATUS_PROPERTY_ID = 101;

/** Every agency has replied: IRAS unread, URA already printed, MCST's report not yet opened. */
export const LF_REPLIED = 'LF2026030200001';
/** One ACRA report back, LTA and BCA still with the agencies. */
export const LF_PROCESSING = 'LF2026030900002';
/** Saved as a draft: nothing sent. */
export const LF_DRAFT = 'LF2026031000003';

export interface StatusRequisition {
  lfcontrolNo: string;
  createdDate: string;
  submittedDate: string | null;
  drafted: 'Y' | 'N';
  agencies: StatusAgencyRow[];
}

type AgencyStart = Pick<StatusAgencyRow, 'agencyCode' | 'deptCode' | 'status'> & Partial<StatusAgencyRow>;

function agencies(lfControlNo: string, starts: AgencyStart[]): StatusAgencyRow[] {
  return starts.map((start, index) => ({
    lfControlNo,
    rpControlNo: rpControlNumber(lfControlNo, index),
    sentOn: null,
    receivedOn: null,
    flag: 'unread',
    messageType: start.status === 'Replied' ? (['ACRA', 'MCST'].includes(start.agencyCode) ? 'REPORT' : 'REPLY') : 'REQUEST',
    pdfURL: null,
    showAttachment: start.status === 'Replied' && ['ACRA', 'MCST'].includes(start.agencyCode),
    ...start,
  }));
}

/** Newest first, as GET /get-duedeligence answers. */
export function demoRequisitions(): StatusRequisition[] {
  return [
    {
      lfcontrolNo: LF_DRAFT,
      createdDate: '2026-03-10T02:30:00Z',
      submittedDate: null,
      drafted: 'Y',
      agencies: agencies(LF_DRAFT, [
        { agencyCode: 'IRAS', deptCode: 'IRAS', status: 'Draft' },
        { agencyCode: 'ENV', deptCode: 'SCD', status: 'Draft' },
      ]),
    },
    {
      lfcontrolNo: LF_PROCESSING,
      createdDate: '2026-03-09T01:00:00Z',
      submittedDate: '2026-03-09T01:00:05Z',
      drafted: 'N',
      agencies: agencies(LF_PROCESSING, [
        {
          agencyCode: 'ACRA',
          deptCode: 'PPR',
          status: 'Replied',
          sentOn: '09-Mar-2026 09:00:05',
          receivedOn: '09-Mar-2026 09:15:40',
          nricList: 'S8512345D',
        },
        { agencyCode: 'LTA', deptCode: 'RTS', status: 'Processing', sentOn: '09-Mar-2026 09:00:05' },
        { agencyCode: 'BCA', deptCode: 'BCA', status: 'Processing', sentOn: '09-Mar-2026 09:00:05' },
      ]),
    },
    {
      lfcontrolNo: LF_REPLIED,
      createdDate: '2026-03-02T01:15:00Z',
      submittedDate: '2026-03-02T01:16:00Z',
      drafted: 'N',
      agencies: agencies(LF_REPLIED, [
        { agencyCode: 'IRAS', deptCode: 'IRAS', status: 'Replied', sentOn: '02-Mar-2026 09:16:00', receivedOn: '03-Mar-2026 10:02:11' },
        { agencyCode: 'URA', deptCode: 'URA', status: 'Replied', sentOn: '02-Mar-2026 09:16:00', receivedOn: '05-Mar-2026 14:40:09', flag: 'read' },
        { agencyCode: 'MCST', deptCode: 'MCST', status: 'Replied', sentOn: '02-Mar-2026 09:16:00', receivedOn: '06-Mar-2026 11:20:30' },
      ]),
    },
  ];
}
