import { describe, expect, it } from 'vitest';
import { caseDetailsChanges, type CaseDetailsValues } from '../../../src/domain/history/case-fields';
import { caseCreatedSummary, caseDeletedSummary, caseName, caseUpdatedSummary } from '../../../src/domain/history/case-summaries';

const SAIL: CaseDetailsValues = {
  lawfirmRefNo: 'TL/TEST/0001',
  transactionTypeName: 'Sale',
  propType: 'BUILDING',
  propDesc: 'BUILDING EXISTING',
  postal: '018987',
  propName: 'THE SAIL @ MARINA BAY',
  hseNo: '2',
  storeyNo: '45',
  unitNo: '05',
  streetName: 'MARINA BOULEVARD',
  road1: 'THE SAIL',
  road2: '',
  plotName: '',
  propAcctNo: '12345678',
  completionDate: '2027-01-15',
  lotType: 'S',
  mktsId: 'TS',
  mktsNo: '30',
  strataLotFormat: 'N',
  strataLotNo: 'U4505K',
  mcstNo: '2978',
  applicantName: 'Tan Wei Ming',
  applicantEmail: 'weiming.tan@tanlim.com.sg',
  applicantContact: '62201234',
  lots: [{ mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: '512N', partIndicator: 'N', irasPlptNo: '' }],
  mcstDetails: [
    {
      mcstNo: '2978',
      subMcsNo: '',
      mcstType: 'Residential',
      devName: 'THE SAIL @ MARINA BAY',
      devLocation: '2 & 6 MARINA BOULEVARD',
      maName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD',
      blockNo: '2',
      postalCode: '018987',
      storeyNo: '',
      streetName: 'MARINA BOULEVARD',
      unitNo: '',
    },
  ],
};

describe('the summaries of a case’s writes', () => {
  it('name the case by its control number and the firm’s reference', () => {
    const names = { propertyRefNo: 'PCN-2026-000123', lawfirmRefNo: 'TL/TEST/0001' };
    expect(caseCreatedSummary(names)).toBe('Created case PCN-2026-000123 (TL/TEST/0001).');
    expect(caseUpdatedSummary(names)).toBe('Changed the details of case PCN-2026-000123 (TL/TEST/0001).');
    expect(caseDeletedSummary(names)).toBe('Deleted case PCN-2026-000123 (TL/TEST/0001).');
  });

  it('leave the reference out when the case has none', () => {
    expect(caseName({ propertyRefNo: 'PCN-2026-000124', lawfirmRefNo: '  ' })).toBe('PCN-2026-000124');
  });
});

describe('the changes of a case’s details', () => {
  it('are every field set when the case is new, labelled as the details form labels them, the applicant’s phone masked', () => {
    const changes = caseDetailsChanges(null, SAIL);
    expect(changes).toContainEqual({ field: 'Reference No.', before: null, after: 'TL/TEST/0001' });
    expect(changes).toContainEqual({ field: 'Completion Date', before: null, after: '15-Jan-2027' });
    expect(changes).toContainEqual({ field: 'Lot 1: Lot No.', before: null, after: '512N' });
    expect(changes).toContainEqual({ field: 'Lot 1: Format', before: null, after: 'N (New)' });
    expect(changes).toContainEqual({ field: 'Strata/Accessory Lot Type', before: null, after: 'S (Strata)' });
    expect(changes).toContainEqual({ field: 'MCST 1: Managing Agent', before: null, after: 'SAVILLS PROPERTY MANAGEMENT PTE LTD' });
    expect(changes).toContainEqual({ field: 'MCST 1: Address', before: null, after: '2 MARINA BOULEVARD, SINGAPORE 018987' });
    expect(changes).toContainEqual({ field: 'Contact No', before: null, after: '*****234' });
    // Empty fields were not set.
    expect(changes.map((change) => change.field)).not.toContain('Road 2');
  });

  it('are only the fields that differ on an edit, a lot added or an MCST detail dropped included', () => {
    const after: CaseDetailsValues = {
      ...SAIL,
      unitNo: '07',
      lots: [...SAIL.lots, { mktsId: 'MK', mktsNo: '1', landLotFormat: 'O', landLotNo: '99999', partIndicator: 'Y', irasPlptNo: '' }],
      mcstNo: '',
      mcstDetails: [],
    };
    const changes = caseDetailsChanges(SAIL, after);
    expect(changes).toEqual([
      { field: 'Unit No.', before: '05', after: '07' },
      { field: 'Lot 2: MK/TS', before: null, after: 'MK' },
      { field: 'Lot 2: MK/TS No.', before: null, after: '1' },
      { field: 'Lot 2: Format', before: null, after: 'O (Old)' },
      { field: 'Lot 2: Lot No.', before: null, after: '99999' },
      { field: 'Lot 2: Part Indicator', before: null, after: 'Y' },
      { field: 'MCST No.', before: '2978', after: null },
      { field: 'MCST 1: MCST No.', before: '2978', after: null },
      { field: 'MCST 1: MCST Type', before: 'Residential', after: null },
      { field: 'MCST 1: Development', before: 'THE SAIL @ MARINA BAY', after: null },
      { field: 'MCST 1: Managing Agent', before: 'SAVILLS PROPERTY MANAGEMENT PTE LTD', after: null },
      { field: 'MCST 1: Address', before: '2 MARINA BOULEVARD, SINGAPORE 018987', after: null },
    ]);
  });

  it('are none when nothing differs', () => {
    expect(caseDetailsChanges(SAIL, { ...SAIL, lots: [...SAIL.lots] })).toEqual([]);
  });

  it('mask a changed applicant phone on both sides', () => {
    expect(caseDetailsChanges(SAIL, { ...SAIL, applicantContact: '62209999' })).toEqual([
      { field: 'Contact No', before: '*****234', after: '*****999' },
    ]);
  });
});
