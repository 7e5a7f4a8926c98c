import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { agencyReplyTime, publishedReplyWait } from '../../../src/domain/case/agency-reply-times';
import { AGENCY_FEE_TABLE } from '../../../src/domain/requisitions/agencies';

const summary = (agency: string) => {
  const reply = agencyReplyTime(agency);
  return reply && { name: reply.name, published: reply.published, wait: reply.wait.toString() };
};

describe('publishedReplyWait', () => {
  it('reads the Fees and Charges estimates, a range by its upper end', () => {
    expect(publishedReplyWait('1 day')?.toString()).toBe('P1D');
    expect(publishedReplyWait('14 days')?.toString()).toBe('P14D');
    expect(publishedReplyWait('1-3 days')?.toString()).toBe('P3D');
    expect(publishedReplyWait('15 min')?.toString()).toBe('PT15M');
    expect(publishedReplyWait('soon')).toBeUndefined();
  });

  it('reads every estimate in the agency table', () => {
    for (const row of AGENCY_FEE_TABLE) expect(publishedReplyWait(row.reply), row.reply).toBeInstanceOf(Temporal.Duration);
  });
});

describe('agencyReplyTime (seed 000 §9 estimated replies)', () => {
  it('knows each agency by its code', () => {
    expect(summary('IRAS')).toEqual({ name: 'IRAS', published: '1 day', wait: 'P1D' });
    expect(summary('BCA')).toEqual({ name: 'BCA', published: '2 days', wait: 'P2D' });
    expect(summary('PUB')).toEqual({ name: 'PUB', published: '1 day', wait: 'P1D' });
    expect(summary('URA')).toEqual({ name: 'URA', published: '3 days', wait: 'P3D' });
    expect(summary('MCST')).toEqual({ name: 'MCST Managing Agent', published: '14 days', wait: 'P14D' });
    expect(summary('ENV')).toEqual({ name: 'NEA - SCD', published: '1 day', wait: 'P1D' });
    expect(summary('LTA')).toEqual({ name: 'LTA', published: '1-3 days', wait: 'P3D' });
    expect(summary('ACRA')).toEqual({ name: 'ACRA', published: '15 min', wait: 'PT15M' });
  });

  it('knows each department as the database keys it, as the seed writes it and as the screens show it', () => {
    expect(summary('LTA:RTS')).toEqual({ name: 'LTA - RTS', published: '1-3 days', wait: 'P3D' });
    expect(summary('LTA-CBR')).toEqual({ name: 'LTA - CBR', published: '1-3 days', wait: 'P3D' });
    expect(summary('LTA - SW')).toEqual({ name: 'LTA - SW', published: '1-3 days', wait: 'P3D' });
    expect(summary('NEA-SCD')).toEqual({ name: 'NEA - SCD', published: '1 day', wait: 'P1D' });
    expect(summary('ENV:SCD')).toEqual({ name: 'NEA - SCD', published: '1 day', wait: 'P1D' });
    expect(summary('acra-ppr')).toEqual({ name: 'ACRA - PPR', published: '15 min', wait: 'PT15M' });
    expect(summary('ACRA:EBPR')).toEqual({ name: 'ACRA - EBPR', published: '15 min', wait: 'PT15M' });
  });

  it("gives an unlisted department its agency's longest estimate, and an unlisted agency none", () => {
    expect(summary('PUB:SD')).toEqual({ name: 'PUB - WRN', published: '1 day', wait: 'P1D' });
    expect(summary('HDB')).toBeUndefined();
    expect(summary('')).toBeUndefined();
  });
});
