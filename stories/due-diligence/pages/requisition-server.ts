import type { IrasTaxableResponse, Property } from '../../../src/api/property-form';
import type { ChargeDetail, DueDiligence, DuplicateRequisition, RequisitionRequest, StatusAgencyRow } from '../../../src/api/requisitions';
import { requisitionPropertyOf } from '../../../src/app/screens/due-diligence/requisition-input';
import { messages } from '../../../src/domain/messages';
import { chargeDetailsFor } from '../../../src/domain/requisitions/charge-details';
import { lfControlNumber, rpControlNumber } from '../../../src/domain/requisitions/control-numbers';
import { demoApi, json, neverAnswers, type MockHandler, type MockRoutes } from '../../support/mock-api';

/** How the stubbed /submitDD or /draftDD answers. */
export type ControlNoReply = 'ok' | 'null' | 'fails' | 'too-fast' | 'never';

export interface RequisitionServerOptions {
  property: Property;
  /** POST /searchStreetName's count; 1 when left out. */
  streetCount?: number;
  /** What POST /check-Duplicate-DD-Submitted lists. */
  duplicates?: DuplicateRequisition[];
  /** POST /check-IRAS-Taxable-By-Unit: the unit is found, is not, or IRAS fails ('30'). */
  iras?: 'found' | 'not-found' | 'api-error';
  submit?: ControlNoReply;
  draft?: ControlNoReply;
  /** GET /get-charge-details answers 500. */
  chargesFail?: boolean;
  overrides?: MockRoutes;
}

/** The day the stories' control numbers carry. */
const STORY_DAY = '2026-03-20';

const IRAS_REPLIES: Record<NonNullable<RequisitionServerOptions['iras']>, IrasTaxableResponse> = {
  found: {
    returnCode: '10',
    irasTaxibleResponseData: [{ blkHouseNo: '2', storeyNo: '45', unitNo: '01', streetName: 'MARINA BOULEVARD', postalCode: '018956' }],
  },
  'not-found': { returnCode: '20', irasTaxibleResponseData: [] },
  'api-error': { returnCode: '30', irasTaxibleResponseData: [] },
};

/** The charge details the server works out: the fee table with MCST multiplied by the ticked MCST details. */
export function chargeDetailsOf(property: Property): ChargeDetail[] {
  return chargeDetailsFor(requisitionPropertyOf(property).tickedMcstDetails);
}

export interface RecordedRequisition {
  path: '/submitDD' | '/draftDD';
  key: string;
  body: RequisitionRequest;
  lfcontrolNo: string;
}

/**
 * The due-diligence page's calls in memory: the property, its charge details, the street and IRAS lookups, the
 * duplicate check, and /submitDD and /draftDD once per Idempotency-Key (a repeated key answers the first number).
 * What was submitted or drafted shows on the STATUS tab.
 */
export function requisitionServer(options: RequisitionServerOptions) {
  const { property } = options;
  const recorded: RecordedRequisition[] = [];
  let sequence = 0;

  const controlNo =
    (path: RecordedRequisition['path'], reply: ControlNoReply = 'ok'): MockHandler =>
    (request) => {
      if (reply === 'never') return neverAnswers(request);
      if (reply === 'fails') return json({ errormsg: 'Internal Server Error' }, 500);
      if (reply === 'too-fast') return json({ errormsg: messages.requisitionSubmitTooFast }, 429);
      if (reply === 'null') return json({ lfcontrolNo: 'null' });
      const key = request.headers.get('Idempotency-Key') ?? '';
      const earlier = recorded.find((entry) => entry.key === key && entry.path === path);
      if (earlier) return json({ lfcontrolNo: earlier.lfcontrolNo });
      sequence += 1;
      const lfcontrolNo = lfControlNumber(STORY_DAY, sequence);
      recorded.push({ path, key, body: request.body as RequisitionRequest, lfcontrolNo });
      return json({ lfcontrolNo });
    };

  const statusRows = (entry: RecordedRequisition): StatusAgencyRow[] =>
    entry.body.agenciesDetail.map((line, index) => ({
      lfControlNo: entry.lfcontrolNo,
      rpControlNo: rpControlNumber(entry.lfcontrolNo, index),
      agencyCode: line.agencyCode,
      deptCode: line.deptCode,
      status: entry.path === '/draftDD' ? 'Draft' : 'Processing',
      sentOn: entry.path === '/draftDD' ? null : '20-Mar-2026 10:00:00',
      receivedOn: null,
      flag: 'unread',
      messageType: 'REQUEST',
      pdfURL: null,
      showAttachment: false,
    }));

  const dueDiligence = (entry: RecordedRequisition): DueDiligence => ({
    lfcontrolNo: entry.lfcontrolNo,
    createdDate: '2026-03-20T02:00:00Z',
    submittedDate: entry.path === '/draftDD' ? null : '2026-03-20T02:00:00Z',
    drafted: entry.path === '/draftDD' ? 'Y' : 'N',
    requested: entry.body.agenciesDetail.length,
    received: 0,
    agencies: statusRows(entry).map(({ status, agencyCode, deptCode, rpControlNo, messageType }) => ({
      status,
      agencyCode,
      deptCode,
      rpControlNo,
      messageType,
    })),
  });

  const routes: MockRoutes = {
    ...demoApi(),
    'GET /get-property/{id}': ({ params }) => (Number(params.id) === property.id ? json(property) : json({ errormsg: messages.notFound }, 404)),
    'GET /get-charge-details/{propertyId}': () =>
      options.chargesFail ? json({ errormsg: 'Internal Server Error' }, 500) : json(chargeDetailsOf(property)),
    'POST /searchStreetName': () => json({ count: options.streetCount ?? 1 }),
    'POST /check-IRAS-Taxable-By-Unit': () => json(IRAS_REPLIES[options.iras ?? 'found']),
    'POST /check-Duplicate-DD-Submitted': () => json(options.duplicates ?? []),
    'POST /submitDD': controlNo('/submitDD', options.submit),
    'POST /draftDD': controlNo('/draftDD', options.draft),
    'GET /get-duedeligence/{propertyId}': () => json([...recorded].reverse().map(dueDiligence)),
    'POST /checkStatus': ({ body }) => {
      const wanted = (body as { lfControlNo: string[] }).lfControlNo;
      return json(recorded.filter((entry) => wanted.includes(entry.lfcontrolNo)).flatMap(statusRows));
    },
    ...options.overrides,
  };

  return { routes, recorded: (): readonly RecordedRequisition[] => recorded };
}
