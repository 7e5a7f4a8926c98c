import { Temporal } from 'temporal-polyfill';
import type { Property } from '../../src/api/property-form';
import type { IrasTaxableResponse, TransactionType } from '../../src/api/property-lookups';
import { messages } from '../../src/domain/messages';
import { todayInSingapore } from '../../src/domain/today';
import { demoApi, json, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The property calls of the demo server for the property form stories: one condominium unit at The Sail,
 * the transaction types, the IRAS unit check, and add / update answering as the server does.
 */

export const TRANSACTION_TYPES: TransactionType[] = [
  { id: 1, name: 'Purchase of Property' },
  { id: 2, name: 'Sale of Property' },
  { id: 3, name: 'Purchase of HDB Flat' },
];

/** Three months ahead, so the story never ages into 'earlier than today'. */
const COMPLETION_DATE = Temporal.PlainDate.from(todayInSingapore()).add({ months: 3 }).toString();

export const STORY_PROPERTY: Property = {
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0101',
  propAddress: '2 MARINA BOULEVARD, #45-01, SINGAPORE 018956',
  status: 'Pending',
  taskStage: 'Stakeholder Profiles',
  locked: false,
  version: 1,
  createdDate: '2026-03-01T10:00:00+08:00',
  completionDate: COMPLETION_DATE,
  checkListId: null,
  propType: 'BUILDING',
  propDesc: 'BUILDING EXISTING',
  postal: '018956',
  propName: 'THE SAIL @ MARINA BAY',
  hseNo: '2',
  propAcctNo: '',
  storeyNo: '45',
  unitNo: '01',
  road1: 'MARINA BOULEVARD',
  road2: '',
  plotName: '',
  streetName: 'MARINA BOULEVARD',
  mcstNo: '2978',
  mcstDetails: [
    {
      id: 41,
      mcstId: 'MCST-2978',
      mcstNo: '2978',
      subMcsNo: '',
      mcstType: 'Residential',
      devName: 'THE SAIL @ MARINA BAY',
      devLocation: 'MARINA BOULEVARD',
      maName: 'Savills Property Management Pte Ltd',
      maAddress1: '30 Cecil Street, #20-03 Prudential Tower',
      maAddress2: 'Singapore 049712',
      maAgencyMail: 'thesail@savills.com.sg',
      blockNo: '2',
      postalCode: '018956',
      streetName: 'MARINA BOULEVARD',
      isChecked: '1',
    },
  ],
  lotInfos: [{ id: 501, sequenceKey: 1, mktsId: 'MK', mktsNo: '06', landLotFormat: 'N', landLotNo: '3985M', partIndicator: 'N', irasPLPTNo: '' }],
  lotType: 'S',
  mktsId: 'MK',
  mktsNo: '06',
  strataLotFormat: 'N',
  strataLotNo: 'U4512N',
  applicantInfo: { id: 301, applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
  transactionTypeId: 1,
  transactionTypeName: 'Purchase of Property',
  clientFlag: 'B',
  buyer: null,
  seller: null,
  buyerLawyer: null,
  sellerLawyer: null,
  buyerAgent: null,
  sellerAgent: null,
};

export const LOCKED_STORY_PROPERTY: Property = { ...STORY_PROPERTY, locked: true, status: 'Active' };

const IRAS_UNIT = {
  blkHouseNo: '2',
  storeyNo: '45',
  unitNo: '01',
  streetName: 'MARINA BOULEVARD',
  postalCode: '018956',
  pptyTaxRefNo: '3045160010',
  pptyDescription: 'CONDOMINIUM UNIT',
};

const iras =
  (reply: IrasTaxableResponse): MockHandler =>
  () =>
    json(reply);

export const propertyHandlers = {
  irasFound: iras({ irasTaxibleResponseData: [IRAS_UNIT], returnCode: '10' }),
  irasApiError: iras({ irasTaxibleResponseData: [], returnCode: '30' }),
  irasNotFound: iras({ irasTaxibleResponseData: [], returnCode: '20' }),
  /** The server's answer to an add or a duplicate: the new property, Pending, with its own control number. */
  added: (({ body }) =>
    json({
      ...STORY_PROPERTY,
      ...(body as object),
      id: 202,
      propertyRefNo: 'PCN-2026-000202',
      status: 'Pending',
      locked: false,
    })) satisfies MockHandler,
  updated: (({ body }) => json({ ...STORY_PROPERTY, ...(body as object) })) satisfies MockHandler,
  /** A 400 as the server words it when a rule fails on its side (here: the date passed meanwhile). */
  refused: (() => json({ errormsg: messages.badRequest, errors: [messages.completionDateBeforeToday] }, 400)) satisfies MockHandler,
} as const;

/** The shell's calls, the form's lookups and the property calls; a story overrides single routes. */
export function propertyApi(property: Property = STORY_PROPERTY, overrides: MockRoutes = {}): MockRoutes {
  return {
    ...demoApi(),
    'GET /get-transtype-list': () => json(TRANSACTION_TYPES),
    'GET /get-property/{id}': ({ params }) => (params.id === String(property.id) ? json(property) : json({ errormsg: messages.notFound }, 404)),
    'POST /check-IRAS-Taxable-By-Unit': propertyHandlers.irasFound,
    'POST /check-IRAS-Taxable-By-PostalCode': iras({ irasTaxibleResponseData: [IRAS_UNIT], returnCode: '10' }),
    'POST /searchMcstNo': () => json([]),
    'GET /sandbox/onemap/search': () => json({ found: 0, totalNumPages: 0, pageNum: 1, results: [] }),
    'POST /add-property': propertyHandlers.added,
    'POST /update-property': propertyHandlers.updated,
    'GET /get-duedeligence/{propertyId}': () => json([]),
    'POST /delete-property/': () => json(true),
    ...overrides,
  };
}
