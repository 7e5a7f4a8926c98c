import { describe, expect, it } from 'vitest';
import { documentPartiesFromProperty } from '../../../../src/app/screens/documents/document-parties';
import { ACTIVE_PROPERTY, PENDING_PROPERTY } from '../../../../stories/property-summary/summary-fixtures';

describe('a property as the documents see it', () => {
  it('names a company buyer by its name and UEN, and an individual seller by each contact person', () => {
    const parties = documentPartiesFromProperty(ACTIVE_PROPERTY);
    expect(parties.purchasers).toEqual([{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K', company: true }]);
    expect(parties.vendors).toEqual([{ name: 'Rahman bin Ismail', idNo: 'S8012345H' }]);
    expect(parties.clientSide).toBe('B');
  });

  it("gives the lawyers' names and firms", () => {
    const parties = documentPartiesFromProperty(ACTIVE_PROPERTY);
    expect(parties.sellerLawyer).toMatchObject({ name: 'Mei Ling Ong', firmName: 'Lee & Ong Law Corporation' });
    expect(parties.buyerLawyer).toMatchObject({ name: 'Wei Ming Tan', firmName: 'Tan & Lim LLP' });
  });

  it('splits the address for the RE lines and lists the ticked MCST and the lots', () => {
    const parties = documentPartiesFromProperty({
      ...PENDING_PROPERTY,
      mktsId: 'MK',
      mktsNo: '24',
      strataLotNo: 'U1234X',
      lotInfos: [{ mktsId: 'TS', mktsNo: '30', landLotNo: '99801K' }],
      mcstDetails: [
        { mcstNo: '3456', maName: 'Knight Frank', isChecked: '1' },
        { mcstNo: '9999', isChecked: '0' },
      ],
    });
    expect(parties.address).toEqual({
      houseNo: '2',
      streetName: 'MARINA BOULEVARD',
      unit: '#45-01',
      building: 'THE SAIL @ MARINA BAY',
      postal: '018956',
    });
    expect(parties.strataLot).toBe('MK 24 Lot U1234X');
    expect(parties.landLots).toEqual(['TS 30 Lot 99801K']);
    expect(parties.mcsts.map((mcst) => mcst.mcstNo)).toEqual(['3456']);
  });

  it('has nobody and no lawyers while none is assigned', () => {
    const parties = documentPartiesFromProperty(PENDING_PROPERTY);
    expect(parties).toMatchObject({ vendors: [], purchasers: [], sellerLawyer: null, buyerLawyer: null, completionDate: '' });
  });
});
