import type { PropertyListRow } from '../../src/api/properties';
import type { Property, PropertyUpdate } from '../../src/api/property-form';
import type { TransactionType } from '../../src/api/property-lookups';
import { checklistEligibility } from '../../src/domain/checklist/definitions';
import { messages } from '../../src/domain/messages';
import { STORY_PROPERTY } from '../property-form/property-api';
import { answerPage, CHECKLIST_TOKEN, checklistPageUrl } from '../property-listing/listing-api';
import { demoRow } from '../property-listing/listing-fixtures';
import { demoApi, json, mockApi, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The Checklist & Templates part of the server, in memory, for the two checklist pages' stories: the firm's
 * cases with a checklist (paged as the server does), one case, its checklist id and the frame's address (a
 * data: URL, so the frame shows offline).
 */

/** Case n of the firm, with the checklist LA-000{n}. */
export const checklistRow = (n: number): PropertyListRow =>
  demoRow(n, { id: 100 + n, propertyRefNo: `PCN-2026-000${100 + n}`, checkListId: `LA-000${100 + n}`, status: 'Active' });

export const checklistRows = (count: number) => Array.from({ length: count }, (_, index) => checklistRow(index + 1));

/** The case of the case page: a Sale, its seller's lawyer of the firm; a story changes its transaction type. */
export const checklistProperty = (transactionTypeName: string, checkListId: string | null = 'LA-000101'): Property => ({
  ...STORY_PROPERTY,
  transactionTypeId: transactionTypeName ? 1 : null,
  transactionTypeName,
  checkListId,
  clientFlag: 'S',
  status: 'Active',
});

/** The reference data's transaction types, as the server lists them (TRANSACTION_TYPE_NAMES). */
export const CHECKLIST_TRANSACTION_TYPES: TransactionType[] = ['Sale', 'Purchase', 'Sale (HDB)', 'Purchase (HDB)', 'Mortgage', 'Others'].map(
  (name, index) => ({ id: index + 1, name }),
);

/** A case without a transaction type: the checklist page prompts for one. */
export const untypedChecklistProperty = (changes: Partial<Property> = {}): Property => ({
  ...checklistProperty('', null),
  clientFlag: '',
  ...changes,
});

export interface ChecklistServerOptions {
  rows?: PropertyListRow[];
  property?: Property;
}

/** As the server searches: the control no., reference no. or address contains the text, ignoring case. */
const matchesCase = (row: PropertyListRow, searchText: string) =>
  [row.propertyRefNo, row.lawfirmRefNo, row.propAddress].some((field) => field.toLowerCase().includes(searchText.trim().toLowerCase()));

export function checklistRoutes({ rows = [], property: initial = checklistProperty('Sale') }: ChecklistServerOptions = {}): MockRoutes {
  let property = initial;
  // As the server saves a case: the type by its id, the date as sent; the control number and parties stay.
  const saveCase: MockHandler = ({ body }) => {
    const sent = body as PropertyUpdate;
    const type = CHECKLIST_TRANSACTION_TYPES.find((candidate) => candidate.id === sent.transactionTypeId);
    property = {
      ...property,
      transactionTypeId: type?.id ?? null,
      transactionTypeName: type?.name ?? '',
      clientFlag: sent.clientFlag ?? '',
      completionDate: sent.completionDate ?? null,
      strataLotNo: sent.strataLotNo ?? '',
    };
    return json(property);
  };
  return {
    ...demoApi(),
    'POST /get-properties-by-cl': ({ body }) => {
      const request: { searchText?: string } = typeof body === 'object' && body !== null ? body : {};
      return json(
        answerPage(
          rows.filter((row) => matchesCase(row, request.searchText ?? '')),
          request,
        ),
      );
    },
    'GET /get-property/{id}': ({ params }) => (params.id === String(property.id) ? json(property) : json({ errormsg: messages.notFound }, 404)),
    'GET /get-duedeligence/{propertyId}': () => json([]),
    'GET /get-transtype-list': () => json(CHECKLIST_TRANSACTION_TYPES),
    'POST /update-property': saveCase,
    // Gives the case its checklist id the first time, as the server does.
    'POST /ensure-checklist': () => {
      const eligibility = checklistEligibility(property.transactionTypeName);
      if (eligibility === 'missing') return json({ errormsg: messages.checklistTransactionTypeMissing }, 409);
      if (eligibility === 'notEligible') return json({ errormsg: messages.checklistNotEligible }, 409);
      property = { ...property, checkListId: property.checkListId ?? 'LA-000101' };
      return json({ checkListId: property.checkListId });
    },
    'GET /get-legalassiz-token': () => json({ token: CHECKLIST_TOKEN }),
    'GET /get-checklist-url/{checkListId}': ({ params }) => json({ url: checklistPageUrl(params.checkListId ?? '') }),
  };
}

let checklistUrlAddresses: string[] = [];

/** The addresses get-checklist-url was asked at, with their query (the mock's calls record the path only). */
export const checklistUrlRequests = (): readonly string[] => checklistUrlAddresses;

/** Installs the routes; also notes each get-checklist-url address, to tell an editable frame from a read-only one. */
export function serveChecklist(routes: MockRoutes): () => void {
  const restore = mockApi(routes);
  const mocked = globalThis.fetch;
  checklistUrlAddresses = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (address.includes('/api/get-checklist-url/')) checklistUrlAddresses.push(address);
    return mocked(input, init);
  };
  return () => {
    globalThis.fetch = mocked;
    restore();
  };
}
