import { describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentMcst, type DocumentParties } from '../../src/domain/documents/document-parties';
import { s65Defaults, s65HasNoMcst } from '../../src/domain/documents/s65-defaults';

const MCST: DocumentMcst = {
  mcstId: 'M1234',
  mcstNo: '1234',
  subMcsNo: '2',
  mcstType: 'Residential',
  devName: 'THE SAIL @ MARINA BAY',
  devLocation: '2 MARINA BOULEVARD',
  maName: 'Savills Property Management',
  maAgencyMail: 'sail@savills.sg',
  maAddress1: '30 CECIL STREET',
  maAddress2: '#20-01 PRUDENTIAL TOWER',
};

const parties: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propAddress: '2 MARINA BOULEVARD, #40-01, SINGAPORE 018987',
  mcsts: [MCST, { ...MCST, mcstNo: '9999' }],
  strataLot: 'TS 30 Lot U12345N',
  landLots: ['TS 30 Lot 01234A'],
};

describe('the S.65 notice defaults', () => {
  it("address the first ticked MCST's managing agent, dated today, for the strata lot", () => {
    expect(s65Defaults(parties, '2026-03-02')).toEqual({
      s65Date: '2026-03-02',
      s65McstNo: '1234',
      s65McstId: 'M1234',
      s65SubMcsNo: '2',
      s65McstType: 'Residential',
      s65McstDevName: 'THE SAIL @ MARINA BAY',
      s65McstDevLocation: '2 MARINA BOULEVARD',
      s65McstMaName: 'Savills Property Management',
      s65McstMaMail: 'sail@savills.sg',
      s65McstMaAddress1: '30 CECIL STREET',
      s65McstMaAddress2: '#20-01 PRUDENTIAL TOWER',
      s65LotDetails: 'TS 30 Lot U12345N',
      s65CorrespondenceAddress: '2 MARINA BOULEVARD, #40-01, SINGAPORE 018987',
    });
  });

  it('fall back to the land lots when there is no strata lot', () => {
    const defaults = s65Defaults({ ...parties, strataLot: '', landLots: ['MK 24 Lot 01234A', 'MK 24 Lot 05678B'] }, '2026-03-02');
    expect(defaults.s65LotDetails).toBe('MK 24 Lot 01234A, MK 24 Lot 05678B');
  });

  it('leave the MCST blank when none is ticked, and say so', () => {
    const defaults = s65Defaults({ ...parties, mcsts: [] }, '2026-03-02');
    expect(defaults.s65McstNo).toBe('');
    expect(defaults.s65McstMaName).toBe('');
    expect(s65HasNoMcst(defaults)).toBe(true);
    expect(s65HasNoMcst(s65Defaults(parties, '2026-03-02'))).toBe(false);
  });
});
