import { describe, expect, it } from 'vitest';
import { documentSignedSummary, requisitionRepliedSummary, serviceRepliedSummary } from '../../../src/domain/history/arrival-summaries';

describe('the history of answers that arrive by themselves', () => {
  it('names the agency that replied to a requisition as the status view names it', () => {
    expect(requisitionRepliedSummary('IRAS', 'IRAS')).toBe('IRAS replied to the requisition.');
    expect(requisitionRepliedSummary('LTA', 'RTS')).toBe('LTA - RTS replied to the requisition.');
    expect(requisitionRepliedSummary('MCST', 'MCST')).toBe('MCST Managing Agent replied to the requisition.');
  });

  it('names the other-service request the tax authority replied to', () => {
    expect(serviceRepliedSummary('parcelLand')).toBe('IRAS replied to the parcel land information request.');
    expect(serviceRepliedSummary('soa')).toBe('IRAS replied to the statement of account request.');
    expect(serviceRepliedSummary('nonSoa')).toBe('IRAS replied to the non-requisition statement of account request.');
  });

  it('names the lawyer whose DSS signature came back', () => {
    expect(documentSignedSummary('SELLERLAWYER')).toBe("Received the S.65 notice signed by the seller's lawyer through DSS.");
    expect(documentSignedSummary('BUYERLAWYER')).toBe("Received the S.65 notice signed by the buyer's lawyer through DSS.");
  });
});
