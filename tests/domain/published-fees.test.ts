import { describe, expect, it } from 'vitest';
import { AGENCY_FEE_TABLE, agencyDisplayName, TRANSACTION_FEE } from '../../src/domain/requisitions/agencies';
import { chargeLineFor, requisitionSummary } from '../../src/domain/requisitions/fees';
import { formatCents, gstOf } from '../../src/domain/requisitions/money';
import { processingFeeExplanation, publishedAgencyCharges, SUBSCRIPTION_FEES } from '../../src/domain/requisitions/published-fees';

/** Issue 18 item 8: what Fees and Charges publishes is what a requisition is charged, from the one fee module. */
describe('published requisition charges', () => {
  const rows = publishedAgencyCharges();
  const rowFor = (agency: string) => {
    const row = rows.find((candidate) => candidate.agency === agency);
    if (!row) throw new Error(`no published row for ${agency}`);
    return row;
  };

  it.each(AGENCY_FEE_TABLE.map((fee) => [agencyDisplayName(fee.agencyCode, fee.deptCode), fee] as const))(
    '%s: the published total is what a requisition to it alone is charged, before the transaction fee',
    (agency, fee) => {
      const row = rowFor(agency);
      const charged = requisitionSummary([chargeLineFor(fee, 1)]).totals.grandTotal - TRANSACTION_FEE - gstOf(TRANSACTION_FEE);
      expect(row.total).toBe(charged);
      expect(row.agencyCharge + row.salLevy + row.processingFee + row.processingGst).toBe(row.total);
      // The agency's own charge is still seed 000 §9's published total.
      expect(row.agencyCharge).toBe(fee.publishedTotal);
    },
  );

  it('says what the processing fee adds: URA S$54.50 + S$3.50 + S$0.32 = S$58.32, IRAS S$43.82', () => {
    expect(rowFor('URA')).toMatchObject({ agencyCharge: 5450, processingFee: 350, processingGst: 32, total: 5832, reply: '3 days' });
    expect(rowFor('IRAS').total).toBe(4382);
    expect(processingFeeExplanation()).toContain('For URA: S$54.50 + S$3.50 + S$0.32 GST = S$58.32.');
  });

  it('MCST carries the SAL levy in its total; the transaction fee is one row a requisition carries once', () => {
    expect(rowFor('MCST Managing Agent')).toMatchObject({ agencyCharge: 2725, salLevy: 137, total: 3244 });
    expect(rowFor('Transaction Fee (once per requisition)')).toMatchObject({ processingFee: 20, processingGst: 2, total: 22 });
  });

  it('the subscription table quotes the processing fees the requisitions charge', () => {
    const amount = (item: string) => SUBSCRIPTION_FEES.find((fee) => fee.item.startsWith(item))?.amount;
    const ura = AGENCY_FEE_TABLE.find((fee) => fee.agencyCode === 'URA');
    const pub = AGENCY_FEE_TABLE.find((fee) => fee.agencyCode === 'PUB');
    expect(amount('Legal requisition processing fee')).toBe(`S$${formatCents(ura?.clFee ?? 0)} per agency request, plus GST`);
    expect(amount('PUB agency processing')).toBe(`S$${formatCents(pub?.clFee ?? 0)} per PUB request, plus GST`);
    expect(amount('Acknowledgement')).toBe(`S$${formatCents(TRANSACTION_FEE)} per requisition, plus GST`);
  });
});
