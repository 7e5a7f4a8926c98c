import type { NonSoaPropertyType } from '../src/domain/other-services/service-types';

/**
 * The words of the statement-of-account request machine (seed 002 §2.4, §2.5, §3 "Non-SOA/SOA search result", §4,
 * §7 searchSOA / submitSOA / searchNonSOA / submitNonSOA): one machine for both pages, the page in `mode`.
 */

/** 'soa': Statement of Account (/othersvc-sao); 'nonSoa': the non-requisition statement (/othersvc-nonrqsoa). */
export type SoaMode = 'soa' | 'nonSoa';

/** The SOA page's search: From and To as ISO yyyy-MM-dd; the reference no. field is kept but never sent. */
export interface SoaCriteria {
  kind: 'soa';
  fromDate: string;
  toDate: string;
  referenceNo: string;
}

/** The non-SOA page's search: property type, Blk/Hse No. and Street Name as typed. */
export interface NonSoaCriteria {
  kind: 'nonSoa';
  propType: NonSoaPropertyType;
  blk: string;
  street: string;
}

export type SoaRequestCriteria = SoaCriteria | NonSoaCriteria;

/**
 * What the screen's search actor gets, the criteria as the wire carries them (the screen adds loginId):
 * POST /searchSOA with dd/MM/yyyy dates and referenceNo null, or POST /searchNonSOA with the fields upper-cased.
 */
export type SoaSearchRequest =
  | { kind: 'soa'; fromDate: string; toDate: string; referenceNo: null }
  | { kind: 'nonSoa'; strBlk: string; strStrtName: string; strPropType: NonSoaPropertyType };

/** One result row (openapi SoaSearchResult). */
export interface SoaSearchRow {
  lfControlNo: string;
  referenceNo: string;
  latestRecvDate: string | null;
  latestReqDate: string | null;
  propAddr: string;
  propActNo: string;
  reqSentDate: string;
  soaCount: number;
}

/** The search's answer (openapi SoaSearchResponse). */
export interface SoaSearchReply {
  count: number;
  searchResult: SoaSearchRow[];
}

/**
 * What the screen's send actor gets: POST /submitSOA ('soa') or /submitNonSOA ('nonSoa') with these as
 * lfControlNos (LF control nos. for SOA, property account nos. for non-SOA: soaRowKey) and `key` as the
 * Idempotency-Key. It resolves with the reply's message text.
 */
export interface SoaSendRequest {
  mode: SoaMode;
  lfControlNos: string[];
  key: string;
}

export type SoaSendReply = string;

export interface SoaRequestInput {
  mode: SoaMode;
  /** Makes an idempotency key (the screen passes crypto.randomUUID). */
  newKey: () => string;
}

export interface SoaRequestContext extends SoaRequestInput {
  /** The criteria last searched (blank at first and, on the SOA page, after sending): the form's starting values. */
  criteria: SoaRequestCriteria;
  /** The last search's rows, in the server's order; empty until a search answered. */
  results: SoaSearchRow[];
  /** The last search's count; 'Record Found' above 0. */
  count: number;
  /** 'Record Found' or 'No record found. Please adjust your search criteria and try again'; null before a search. */
  outcome: string | null;
  /** The ticked rows' keys (soaRowKey), in the rows' order. */
  selected: string[];
  /** The Idempotency-Key of this selection's send: made on Send, kept for a retry, dropped when the ticks change. */
  key: string | null;
  /** What the page shows as an error: a criteria problem, a failed search, nothing ticked, a failed send; else null. */
  problem: string | null;
  /** The toast once sent ('Submitted', or the SOA reply's text); the page then opens the listing. */
  notice: string | null;
}

export type SoaRequestEvent =
  /** Search with the form's criteria (of the machine's mode). */
  | { type: 'search.submit'; criteria: SoaRequestCriteria }
  /** A row's checkbox, `selected` its new value. */
  | { type: 'row.toggle'; key: string; selected: boolean }
  /** The select-all checkbox: all ticked unticks them, else ticks every row. */
  | { type: 'rows.toggleAll' }
  /** The Send button. */
  | { type: 'results.send' };
