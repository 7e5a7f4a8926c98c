import { messages } from '../messages';
import { toWireDate } from './parcel-land-form';

/** The SOA search's dates (ISO yyyy-MM-dd on the page): both are needed, From not after To. Ours; see messages. */
export function soaDateProblem(range: { fromDate: string; toDate: string }): string | null {
  if (!range.fromDate || !range.toDate) return messages.soaDatesRequired;
  return range.fromDate > range.toDate ? messages.soaFromAfterTo : null;
}

/** The search request's dates (seed 002 §7: dd/MM/yyyy; the reference field is never sent, referenceNo null). */
export function soaSearchDates(range: { fromDate: string; toDate: string }): { fromDate: string; toDate: string; referenceNo: null } {
  return { fromDate: toWireDate(range.fromDate), toDate: toWireDate(range.toDate), referenceNo: null };
}

/** Seed 002 §7: 'Record Found' above 0, otherwise the no-record message. */
export function searchOutcomeMessage(count: number): string {
  return count > 0 ? messages.recordFound : messages.noRecordFoundAdjust;
}

/** Seed 002 §7: the street name goes upper-cased; the block / house no. is trimmed. */
export function nonSoaSearchFields(blk: string, street: string): { strBlk: string; strStrtName: string } {
  return { strBlk: blk.trim().toUpperCase(), strStrtName: street.trim().toUpperCase() };
}
