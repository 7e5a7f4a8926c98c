import type { DueDiligence, PropertyListRow, PropertyPage, PropertySortBy } from '../../src/api/properties';
import { messages } from '../../src/domain/messages';
import { firstMatchingParty, type SearchableParty } from '../../src/domain/property/party-match';
import { json, neverAnswers, type MockHandler, type MockRequest, type MockRoutes } from '../support/mock-api';

/**
 * The property listing's part of the server, in memory, for stories and screen tests: paging, sorting, text
 * search over `rows` and their parties, date search, the requisitions check, delete with the server's refusals, and the checklist.
 */
export interface ListingServerOptions {
  rows: PropertyListRow[];
  /** Property ids that have legal requisitions attached (get-duedeligence answers a record). */
  withRequisitions?: number[];
  /** Property ids the server refuses to delete as assigned and activated (409). */
  assignedActivated?: number[];
  /** Answer the listing calls only after this long (ms); 'never' keeps them pending. */
  delay?: number | 'never';
  /** The parties of some rows, by property id: the text search finds those rows by them, as the server does. */
  parties?: Readonly<Record<number, readonly SearchableParty[]>>;
}

export interface ListingServer {
  routes: MockRoutes;
  /** The rows as they are now (deletes remove them). */
  rows: () => readonly PropertyListRow[];
}

interface ListBody {
  loginId?: string;
  pageNo?: number;
  pageSize?: number;
  sortBy?: PropertySortBy;
  sortOrder?: 'asc' | 'desc';
  searchText?: string;
  fromDate?: string;
  toDate?: string;
}

export const CHECKLIST_TOKEN = 'demo-checklist-token';

/** A page the frame can show without a server: a data: URL, so stories render it offline. */
export function checklistPageUrl(checkListId: string): string {
  const html = `<!doctype html><title>E-Checklist</title><body style="font-family:sans-serif"><h1>E-Checklist ${checkListId}</h1><p>Checklist &amp; Templates (demo)</p><!--`;
  // The client appends ?token=…; inside the open comment it changes nothing the frame shows.
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

function compare(a: PropertyListRow, b: PropertyListRow, sortBy: PropertySortBy): number {
  const left = a[sortBy] ?? '';
  const right = b[sortBy] ?? '';
  return String(left).localeCompare(String(right)) || a.id - b.id;
}

function matchesText(row: PropertyListRow, text: string): boolean {
  const needle = text.toLowerCase();
  return [row.lawfirmRefNo, row.propertyRefNo, row.propAddress, row.transactionTypeName, row.status].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function inRange(row: PropertyListRow, from: string, to: string): boolean {
  if (!row.completionDate) return false;
  return (!from || row.completionDate >= from) && (!to || row.completionDate <= to);
}

export function answerPage(rows: readonly PropertyListRow[], body: ListBody): PropertyPage {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  const sortBy = body.sortBy ?? 'createdDate';
  const sorted = [...rows].sort((a, b) => compare(a, b, sortBy) * (body.sortOrder === 'asc' ? 1 : -1));
  return { records: sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: rows.length, pageNo, pageSize };
}

const bodyOf = (request: MockRequest): ListBody => (typeof request.body === 'object' && request.body !== null ? request.body : {});

const requisition = (id: number): DueDiligence => ({
  lfcontrolNo: `LF-2026-${String(id).padStart(5, '0')}`,
  createdDate: '2026-01-20T10:00:00+08:00',
  drafted: 'N',
  requested: 3,
  received: 1,
  agencies: [],
});

/** The rows holding the text in their own fields or in a party's, each found by a party saying which. */
function textSearch(rows: readonly PropertyListRow[], text: string, parties: ListingServerOptions['parties'] = {}): PropertyListRow[] {
  return rows.flatMap((row) => {
    const matchedParty = firstMatchingParty(text, parties[row.id] ?? []);
    if (matchedParty) return [{ ...row, matchedParty }];
    return matchesText(row, text) ? [row] : [];
  });
}

export function listingServer({
  rows: initial,
  withRequisitions = [],
  assignedActivated = [],
  delay = 0,
  parties,
}: ListingServerOptions): ListingServer {
  let rows = [...initial];
  const answer = (select: (body: ListBody) => PropertyListRow[]): MockHandler => {
    if (delay === 'never') return neverAnswers;
    return async (request) => {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const body = bodyOf(request);
      return json(answerPage(select(body), body));
    };
  };
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));

  const routes: MockRoutes = {
    'POST /get-all-property': answer(() => rows),
    'POST /search-property-text': answer((body) => textSearch(rows, body.searchText ?? '', parties)),
    'POST /search-property-by-date': answer((body) => rows.filter((row) => inRange(row, body.fromDate ?? '', body.toDate ?? ''))),
    'POST /get-properties-by-cl': answer(() => rows.filter((row) => row.checkListId)),
    'GET /get-duedeligence/{propertyId}': ({ params }) =>
      json(withRequisitions.includes(Number(params.propertyId)) ? [requisition(Number(params.propertyId))] : []),
    'POST /delete-property/': ({ body }) => {
      const row = find((body as { id?: unknown } | undefined)?.id);
      if (!row) return json({ errormsg: messages.notFound }, 404);
      if (withRequisitions.includes(row.id)) {
        return json({ errormsg: messages.deleteFailedRequisitions(row.lawfirmRefNo, row.propertyRefNo) }, 409);
      }
      if (assignedActivated.includes(row.id)) {
        return json({ errormsg: messages.deleteFailedAssignedActivated(row.lawfirmRefNo, row.propertyRefNo) }, 409);
      }
      rows = rows.filter((other) => other.id !== row.id);
      return json(true);
    },
    'GET /get-legalassiz-token': () => json({ token: CHECKLIST_TOKEN }),
    'GET /get-checklist-url/{checkListId}': ({ params }) => {
      const checkListId = params.checkListId ?? '';
      return rows.some((row) => row.checkListId === checkListId)
        ? json({ url: checklistPageUrl(checkListId) })
        : json({ errormsg: messages.notFound }, 404);
    },
  };
  return { routes, rows: () => rows };
}
