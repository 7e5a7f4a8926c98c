import { describe, expect, it } from 'vitest';
import { AGENCY_FEE_TABLE, agencyDisplayName, findAgencyFee, TRANSACTION_FEE, type AgencyFee } from '../../src/domain/requisitions/agencies';
import { chargeDetailsFor, chargeLineOfDetail } from '../../src/domain/requisitions/charge-details';
import { chargeLineFor, lineTotal, requisitionSummary } from '../../src/domain/requisitions/fees';
import { centsToDollars, dollarsToCents, formatCents, gstOf } from '../../src/domain/requisitions/money';
import { SUBMIT_MIN_INTERVAL_MS, submittedTooSoon } from '../../src/domain/requisitions/submit-pace';

function fee(agencyCode: string, deptCode: string): AgencyFee {
  const row = findAgencyFee(agencyCode, deptCode);
  if (!row) throw new Error(`no fee row ${agencyCode} ${deptCode}`);
  return row;
}

describe('the agency fee table', () => {
  it.each(AGENCY_FEE_TABLE.map((row) => [agencyDisplayName(row.agencyCode, row.deptCode), row] as const))(
    '%s: the application fee with its 9 %% GST is the published total',
    (_, row) => {
      expect(row.applFee + gstOf(row.applFee)).toBe(row.publishedTotal);
    },
  );

  it('has one row per agency and department', () => {
    const keys = AGENCY_FEE_TABLE.map((row) => `${row.agencyCode}:${row.deptCode}`);
    expect(new Set(keys).size).toBe(AGENCY_FEE_TABLE.length);
  });
});

describe('money', () => {
  it('rounds GST up to the cent', () => {
    expect(gstOf(3669)).toBe(331); // 330.21
    expect(gstOf(350)).toBe(32); // 31.5
    expect(gstOf(5000)).toBe(450);
  });

  it('shows two decimals and travels as S$ numbers', () => {
    expect(formatCents(16723)).toBe('167.23');
    expect(formatCents(5)).toBe('0.05');
    expect(centsToDollars(3669)).toBe(36.69);
    expect(dollarsToCents(36.69)).toBe(3669);
    expect(dollarsToCents(0.64)).toBe(64);
  });
});

describe('charge lines', () => {
  it('reads back from the wire (S$) exactly the lines it was priced from (cents), SAL levy included', () => {
    expect(chargeDetailsFor(2).map(chargeLineOfDetail)).toEqual(AGENCY_FEE_TABLE.map((row) => chargeLineFor(row, 2)));
  });

  it('multiplies MCST by the ticked MCST details and adds the 5 % SAL levy with its GST', () => {
    expect(chargeLineFor(fee('MCST', 'MCST'), 2)).toEqual({
      agencyCode: 'MCST',
      deptCode: 'MCST',
      chargeCode: 'MCSA',
      usageQty: 2,
      applFee: 5000,
      applGst: 450,
      clFee: 700,
      clGst: 64,
      salLevyFee: 250,
      salLevyGst: 23,
    });
  });

  it('counts MCST once when no detail is ticked, and other agencies once whatever is ticked', () => {
    expect(chargeLineFor(fee('MCST', 'MCST'), 0).usageQty).toBe(1);
    expect(chargeLineFor(fee('IRAS', 'IRAS'), 3)).toMatchObject({ usageQty: 1, applFee: 3669, applGst: 331, salLevyFee: 0, salLevyGst: 0 });
  });

  it('totals a line with its GST, portal fee and levy', () => {
    expect(lineTotal(chargeLineFor(fee('IRAS', 'IRAS'), 0))).toBe(4000 + 350 + 32);
  });
});

describe('the step-2 summary', () => {
  it('lists IRAS, URA and MCST (two details) with the levy and transaction fee rows, and their totals', () => {
    const lines = [chargeLineFor(fee('IRAS', 'IRAS'), 2), chargeLineFor(fee('URA', 'URA'), 2), chargeLineFor(fee('MCST', 'MCST'), 2)];
    const summary = requisitionSummary(lines);
    expect(summary.rows).toEqual([
      { label: 'IRAS', applFee: 3669, applGst: 331, clFee: 350, clGst: 32 },
      { label: 'URA', applFee: 5000, applGst: 450, clFee: 350, clGst: 32 },
      { label: 'MCST Managing Agent', applFee: 5000, applGst: 450, clFee: 700, clGst: 64 },
      { label: 'SAL Levy (5%)', applFee: 250, applGst: 23, clFee: 0, clGst: 0 },
      { label: 'Transaction Fee', applFee: 0, applGst: 0, clFee: TRANSACTION_FEE, clGst: gstOf(TRANSACTION_FEE) },
    ]);
    expect(summary.totals).toEqual({ totalApplicationFee: 13919, totalGSTFee: 1254, totalCLFee: 1420, totalCLGstFee: 130, grandTotal: 16723 });
    expect(formatCents(summary.totals.grandTotal)).toBe('167.23');
  });

  it('is empty, with nothing to pay, when no agency is chosen', () => {
    expect(requisitionSummary([])).toEqual({
      rows: [],
      totals: { totalApplicationFee: 0, totalGSTFee: 0, totalCLFee: 0, totalCLGstFee: 0, grandTotal: 0 },
    });
  });
});

describe('agency display names (seed 001 §9)', () => {
  it.each([
    ['ENV', 'PCD', 'PUB - CWD[DIP]'],
    ['NEA', 'PCD', 'PUB - CWD[DIP]'],
    ['PUB', 'SD', 'PUB - WRN'],
    ['ENV', 'SCD', 'NEA - SCD'],
    ['NEA', 'VCSD', 'NEA - SCD'],
    ['ENV', 'EHD', 'NEA - SCD'],
    ['LTA', 'SW', 'LTA - SW'],
    ['LTA', 'RTS', 'LTA - RTS'],
    ['ACRA', 'EBPR', 'ACRA - EBPR'],
    ['MCST', 'MCST', 'MCST Managing Agent'],
    ['IRAS', 'IRAS', 'IRAS'],
    ['BCA', 'BCA', 'BCA'],
  ])('%s %s shows as %s', (agencyCode, deptCode, shown) => {
    expect(agencyDisplayName(agencyCode, deptCode)).toBe(shown);
  });
});

describe('the pace of submissions', () => {
  it('is too soon within the minimum interval of the previous submission, and fine after it or without one', () => {
    expect(submittedTooSoon(1_000, 1_000 + SUBMIT_MIN_INTERVAL_MS - 1)).toBe(true);
    expect(submittedTooSoon(1_000, 1_000 + SUBMIT_MIN_INTERVAL_MS)).toBe(false);
    expect(submittedTooSoon(null, 1_000)).toBe(false);
  });
});
