import { describe, expect, it } from 'vitest';
import { SAMPLE_BUILDING_DRAFT } from '../../../machines/property-form.samples';
import { emptyDraft, type PropertyDraft } from '../../../src/app/screens/property-form/draft';
import { draftForDuplicate, draftFromProperty } from '../../../src/app/screens/property-form/draft-mapping';
import { toPropertyInput, toPropertyUpdate } from '../../../src/app/screens/property-form/draft-payload';
import { SAMPLE_PROPERTY } from './property-fixtures';

const TICKED = {
  mcstId: 'M1',
  mcstNo: '2978',
  subMcsNo: '',
  mcstType: 'R',
  devName: 'THE SAIL',
  devLocation: 'MARINA',
  maName: 'Savills',
  maAddress1: '',
  maAddress2: '',
  maAgencyMail: 'sail@savills.sg',
  isChecked: '1' as const,
};

describe('the property form draft', () => {
  it('a stored property opens with every field a string and the type-change flag down', () => {
    const draft = draftFromProperty({ ...SAMPLE_PROPERTY, completionDate: '2027-01-15', isTransactionTypeChanged: true, lotInfos: [] });
    expect(draft.completionDate).toBe('2027-01-15');
    expect(draft.isTransactionTypeChanged).toBe(false);
    // A property without land lots still offers one row to fill in.
    expect(draft.lotInfos).toEqual(emptyDraft().lotInfos);
    expect(draft).not.toHaveProperty('buyer');
    expect(draft).not.toHaveProperty('status');
  });

  it('stored MCST details come back ticked', () => {
    const { isChecked: _isChecked, ...stored } = TICKED;
    expect(draftFromProperty({ ...SAMPLE_PROPERTY, mcstDetails: [{ id: 7, ...stored }] }).mcstDetails).toEqual([{ id: 7, ...TICKED }]);
  });

  it('a duplicate drops the id, the stakeholders, the child ids and the checklist (seed 000 §4)', () => {
    const withParties = {
      ...SAMPLE_BUILDING_DRAFT,
      checkListId: 'CL-9',
      locked: true,
      buyer: { id: 1 },
      sellerLawyer: { id: 2 },
      propertyTenantInfo: { id: 3 },
      mcstDetails: [{ id: 7, ...TICKED }],
    } as PropertyDraft;
    const copy = draftForDuplicate(withParties);
    expect(copy.id).toBeUndefined();
    expect(copy.propertyRefNo).toBe('');
    expect(copy.checkListId).toBeNull();
    for (const key of ['buyer', 'sellerLawyer', 'propertyTenantInfo', 'locked']) expect(copy).not.toHaveProperty(key);
    expect(copy.lotInfos[0]).not.toHaveProperty('id');
    expect(copy.mcstDetails[0]).not.toHaveProperty('id');
    expect(copy.mcstDetails[0]?.mcstId).toBe('M1');
    expect(copy.applicantInfo).not.toHaveProperty('id');
    expect(copy.lawfirmRefNo).toBe(SAMPLE_BUILDING_DRAFT.lawfirmRefNo);
  });
});

describe('the add / update body', () => {
  it('sends only the ticked MCST details, flattened as stored', () => {
    const draft: PropertyDraft = {
      ...SAMPLE_BUILDING_DRAFT,
      mcstNo: '2978',
      mcstDetails: [
        { ...TICKED, blockNo: '2', postalCode: '018956', streetName: 'MARINA BOULEVARD' },
        { ...TICKED, mcstId: 'M2', isChecked: '0' },
      ],
    };
    expect(toPropertyInput(draft).mcstDetails).toEqual([
      expect.objectContaining({ mcstId: 'M1', blockNo: '2', postalCode: '018956', streetName: 'MARINA BOULEVARD', isChecked: '1' }),
    ]);
  });

  it('roads in capitals; a LAND property without house no. or strata lot', () => {
    const body = toPropertyInput({
      ...SAMPLE_BUILDING_DRAFT,
      propType: 'LAND',
      propDesc: 'VACANT LAND',
      streetName: 'lorong chencharu',
      road2: 'jalan kayu',
      lotType: 'S',
      mktsNo: '06',
      strataLotNo: 'U1234A',
    });
    expect(body).toMatchObject({ streetName: 'LORONG CHENCHARU', road2: 'JALAN KAYU', hseNo: '', lotType: '', mktsNo: '', strataLotNo: '' });
  });

  it("keeps the contract's fields only and numbers the land lots", () => {
    const body = toPropertyInput({ ...emptyDraft(), lawfirmRefNo: ' REF-1 ', irasUnitChosen: true });
    expect(body).not.toHaveProperty('irasUnitChosen');
    expect(body).not.toHaveProperty('propertyRefNo');
    expect(body.lawfirmRefNo).toBe('REF-1');
    expect(body.completionDate).toBeNull();
    expect(body.transactionTypeId).toBeNull();
    expect(body.lotInfos?.map((row) => row.sequenceKey)).toEqual([1]);
    expect(body.isTransactionTypeChanged).toBe(false);
  });

  it('an update names its property and the version it was made from; a draft without an id cannot be sent as one', () => {
    expect(toPropertyUpdate(SAMPLE_BUILDING_DRAFT, 3)).toMatchObject({ id: 101, version: 3 });
    expect(() => toPropertyUpdate(emptyDraft(), 1)).toThrow(/id/);
  });
});
