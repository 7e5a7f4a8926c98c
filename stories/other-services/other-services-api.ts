import type { OtherServiceItem, ParcelLandInformation, ReplyPrintRequest } from '../../src/api/other-services';
import { messages } from '../../src/domain/messages';
import { OTHER_SERVICE_TYPES, PROCESSING, REPLIED, isReplied, type OtherServiceKind } from '../../src/domain/other-services/service-types';
import { demoApi, json, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The other services part of the server, in memory, for the stories of the OTHER SVC LISTING (and, as they add
 * their routes here, the parcel land and SOA request pages). Rows live in a plain array the handlers read on each
 * call: a story changes it (a reply arriving) and the next reload shows it.
 */

/** The land register's answer of the demo parcel. */
export const DEMO_PARCEL_INFO: ParcelLandInformation = {
  parcelNo: 'P12345',
  lots: ['MK 18 - 01234X', 'MK 18 - 01235N'],
  landAreaSqm: 1234.5,
  tenure: 'Leasehold 99 years from 01-Jan-1990',
  landUse: 'Residential',
  proprietors: ['TAN WEI MING', 'LIM SIEW LAN'],
  encumbrances: ['Mortgage IB/123456A to DBS Bank Ltd, lodged 02-Mar-2020'],
  informationDate: '2026-11-04',
};

export interface OtherServiceRowOptions {
  status?: typeof REPLIED | typeof PROCESSING;
  /** The request's submission instant; by default n hours before a fixed November morning (UTC). */
  createdDate?: string;
  referenceNo?: string;
}

const controlNo = (prefix: string, n: number) => `${prefix}20261100${String(n).padStart(6, '0')}`;

/** Submitted 2026-11-02 at 17:00 UTC minus n hours: late rows fall on the Singapore day 03-Nov-2026. */
function submittedAt(n: number): string {
  return new Date(Date.UTC(2026, 10, 2, 17, 0) - n * 3_600_000).toISOString();
}

/** Replied on 2026-11-04 at 02:00 UTC (04-Nov-2026 in Singapore). */
export const DEMO_RECEIVED_ON = '2026-11-04T02:00:00.000Z';

/**
 * Request n of a kind: a parcel land request has its own PL control no., an SOA the requisition's LF control no., a
 * non-requisition SOA one of its own (LF, as the server numbers it).
 */
export function otherServiceRow(
  kind: OtherServiceKind,
  n: number,
  { status = REPLIED, createdDate = submittedAt(n), referenceNo }: OtherServiceRowOptions = {},
): OtherServiceItem {
  const { serviceType, messageType } = OTHER_SERVICE_TYPES[kind];
  const replied = isReplied(status);
  const reference = referenceNo ?? `TL/CONV/2026/${String(100 + n).padStart(4, '0')}`;
  const base: OtherServiceItem = {
    id: n,
    lfcontrolNo: kind === 'parcelLand' ? null : controlNo('LF', n),
    plControlNo: kind === 'parcelLand' ? controlNo('PL', n) : null,
    rpControlNo: controlNo('RP', n),
    messageType,
    status,
    createdDate,
    receivedOn: replied ? DEMO_RECEIVED_ON : null,
    isRead: false,
    parcelInfo: null,
    extractInfos: { referenceNo: reference, propertyType: kind === 'soa' ? 'B' : 'L', serviceType, isChecked: false },
  };
  if (kind !== 'parcelLand') return base;
  return {
    ...base,
    parcelInfo: replied ? DEMO_PARCEL_INFO : null,
    extractInfos: {
      ...base.extractInfos,
      parcelNo: 'P12345',
      propAcNo: '12345678',
      landLotFormat: 'N',
      landLotMkTsId: 'MK',
      landLotMkTsNo: '18',
      landLotNo: '01234X',
      applicantDetail: {
        referenceNo: reference,
        emailAddress: 'conveyancing@tanlim.com.sg',
        reqDate: '02/11/2026',
        applicantSolicitor: 'Tan Wei Ming',
        sellSolTel: '62201234',
        purposeReq: '001',
        applicantAddress: '80 Robinson Road, #17-02',
      },
    },
  };
}

/** Each kind Processing and Replied, newest first: ids 1 to 6. */
export function everyKindRows(): OtherServiceItem[] {
  return [
    otherServiceRow('parcelLand', 1, { status: PROCESSING }),
    otherServiceRow('parcelLand', 2),
    otherServiceRow('soa', 3, { status: PROCESSING }),
    otherServiceRow('soa', 4),
    otherServiceRow('nonSoa', 5, { status: PROCESSING }),
    otherServiceRow('nonSoa', 6),
  ];
}

/** n Replied SOA requests, newest first (ids 1 to n). */
export const repliedRows = (count: number) => Array.from({ length: count }, (_, index) => otherServiceRow('soa', index + 1));

/** The reply to request `id` arrives: it is Replied (with its information, for a parcel land request). */
export function replyArrives(rows: OtherServiceItem[], id: number): void {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return;
  const parcelLand = row.extractInfos?.serviceType === OTHER_SERVICE_TYPES.parcelLand.serviceType;
  rows[index] = { ...row, status: REPLIED, receivedOn: DEMO_RECEIVED_ON, parcelInfo: parcelLand ? DEMO_PARCEL_INFO : null };
}

interface ListBody {
  searchText?: string;
  pageNo?: number;
  pageSize?: number;
}

/** The fake server's words for a listing it cannot answer. */
export const LISTING_FAILED = 'The other services could not be loaded.';

export const DEMO_PRINT_URL = '/api/print-link/othersvc-demo.pdf';

export interface OtherServicesRoutesOptions {
  /** 'fail': the listing answers 500, as a broken server would. */
  listing?: 'ok' | 'fail';
  print?: 'ok' | 'fail';
}

/**
 * The listing (search over control no. and reference no., newest first, paged) and the print of Replied rows (they
 * become read). `rows` is read on every call.
 */
export function otherServicesRoutes(rows: OtherServiceItem[], { listing = 'ok', print = 'ok' }: OtherServicesRoutesOptions = {}): MockRoutes {
  const list: MockHandler = ({ body }) => {
    if (listing === 'fail') return json({ errormsg: LISTING_FAILED }, 500);
    const request = (body ?? {}) as ListBody;
    const text = (request.searchText ?? '').trim().toUpperCase();
    const matching = rows
      .filter(
        (row) =>
          !text ||
          [row.lfcontrolNo ?? '', row.plControlNo ?? '', row.extractInfos?.referenceNo ?? ''].some((value) => value.toUpperCase().includes(text)),
      )
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
    const pageNo = request.pageNo ?? 1;
    const pageSize = request.pageSize ?? 5;
    return json({ records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: matching.length, pageNo, pageSize });
  };
  const printReplies: MockHandler = ({ body }) => {
    if (print === 'fail') return json({ errormsg: 'The replies could not be printed.' }, 502);
    const wanted = ((body ?? {}) as Partial<ReplyPrintRequest>).lrPrint ?? [];
    if (wanted.length === 0) return json({ errormsg: messages.selectAtLeastOneOptionAndPrint }, 400);
    for (const item of wanted) {
      const index = rows.findIndex((row) => row.rpControlNo === item.rpControlNo);
      const row = rows[index];
      if (!row || !isReplied(row.status)) return json({ errormsg: messages.notFound }, 404);
      rows[index] = { ...row, isRead: true };
    }
    return json({ pdfURL: DEMO_PRINT_URL });
  };
  return { ...demoApi(), 'POST /iras-listing': list, 'POST /othersvc-print': printReplies };
}
