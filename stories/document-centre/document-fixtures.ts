import type { DocumentListItem } from '../../src/api/document-centre';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';

/**
 * Documents of Tan & Lim's cases as the listing shows them: generated and sent OTPs, a signed WTA and uploads of
 * PCN-2026-000101, and an upload of another case (for the one-property rule).
 */

const CASE = { propId: ACTIVE_PROPERTY.id, propertyControlNo: ACTIVE_PROPERTY.propertyRefNo ?? '', lawfirmRefNo: ACTIVE_PROPERTY.lawfirmRefNo ?? '' };
const OTHER_CASE = { propId: 104, propertyControlNo: 'PCN-2026-000104', lawfirmRefNo: 'TL/CONV/0104' };

export function upload(id: number, updatedDate: string, size: number, extra: Partial<DocumentListItem> = {}): DocumentListItem {
  return {
    id,
    ...CASE,
    documentModule: 'other',
    documentType: 'UPLOAD',
    fileExtension: 'pdf',
    size,
    updatedDate,
    actionType: 'UPLOAD',
    uploadType: 'COMMON',
    fileName: `upload-${id}.pdf`,
    createdBy: 'lawyer1',
    ...extra,
  };
}

export const PRINTED_OTP: DocumentListItem = {
  id: 11,
  ...CASE,
  documentModule: 'otp',
  documentType: 'TEMPLATE',
  fileExtension: 'pdf',
  size: 84_211,
  updatedDate: '2026-11-20T09:15:00+08:00',
  actionType: 'PRINT',
  uploadType: null,
  fileName: 'OTP_20NOV2026_template1_1.pdf',
  createdBy: 'lawyer1',
};

export const SENT_OTP: DocumentListItem = {
  ...PRINTED_OTP,
  id: 12,
  updatedDate: '2026-11-21T14:40:00+08:00',
  actionType: 'SENT',
  fileName: 'OTP_21NOV2026_template1_2.pdf',
  messageDetails: {
    sendername: 'Tan Wei Ming',
    recipents: 'Marina Bay Holdings Pte. Ltd.||finance@marinabay.example,,Lim Mei Ling||mei.ling@example.com',
  },
};

export const SIGNED_WTA: DocumentListItem = {
  id: 13,
  ...CASE,
  documentModule: 'wta',
  documentType: 'UPLOAD',
  fileExtension: 'pdf',
  size: 1_250_000,
  updatedDate: '2026-11-22T10:05:00+08:00',
  actionType: 'UPLOAD',
  uploadType: 'SIGNED',
  fileName: 'SIGNED.pdf',
  createdBy: 'lawyer1',
};

export const SURVEY_PLAN = upload(14, '2026-11-24T16:30:00+08:00', 2_400_000, { fileExtension: 'pdf', fileName: 'survey-plan.pdf' });
export const TITLE_SEARCH = upload(15, '2026-11-25T11:00:00+08:00', 3_100_000, { documentModule: 'otp', fileName: 'title-search.pdf' });
export const OTHER_CASE_UPLOAD = upload(16, '2026-11-25T12:00:00+08:00', 500_000, { ...OTHER_CASE, fileName: 'valuation.pdf' });
/** A large scan: with SURVEY_PLAN and TITLE_SEARCH the selection passes 10,000,000 bytes. */
export const LARGE_SCAN = upload(17, '2026-11-23T08:00:00+08:00', 5_000_000, { fileName: 'scan.pdf' });

/** Newest first is the server's order; the fake sorts anyway. */
export const FIRM_DOCUMENTS: readonly DocumentListItem[] = [
  PRINTED_OTP,
  SENT_OTP,
  SIGNED_WTA,
  SURVEY_PLAN,
  TITLE_SEARCH,
  OTHER_CASE_UPLOAD,
  LARGE_SCAN,
];

/** n uploads of the case, one a day back from 25 Nov 2026, for paging. */
export function manyUploads(n: number): DocumentListItem[] {
  return Array.from({ length: n }, (_, index) => upload(100 + index, new Date(Date.UTC(2026, 10, 25 - index, 2)).toISOString(), 100_000 + index));
}
