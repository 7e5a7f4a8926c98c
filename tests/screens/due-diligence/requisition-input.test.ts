import { describe, expect, it } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import {
  companyParties,
  individualParties,
  irasUnitRequestOf,
  pageEntryPropertyOf,
  requisitionPropertyOf,
} from '../../../src/app/screens/due-diligence/requisition-input';
import { ACTIVE_PROPERTY, COMPANY_BUYER, INDIVIDUAL_SELLER, PENDING_PROPERTY } from '../../../stories/property-summary/summary-fixtures';

const READY: Property = {
  ...ACTIVE_PROPERTY,
  lotType: 'A',
  mcstNo: ' 2978 ',
  completionDate: '2026-12-01',
  transactionTypeName: 'Mortgage',
  mcstDetails: [{ mcstNo: '2978', isChecked: '1' }, { mcstNo: '2979' }, { mcstNo: '2980', isChecked: '0' }],
  lotInfos: [{ mktsId: 'TS', mktsNo: ' 30 ', landLotFormat: 'N', landLotNo: '99955A', partIndicator: 'N', irasPLPTNo: '' }],
  applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
};

describe('the requisition machine input built from the property', () => {
  it('offers the people of an individual buyer or seller for the People Profile Report', () => {
    expect(individualParties(READY)).toEqual([{ role: 'Seller', name: 'Rahman bin Ismail', identifier: 'S8012345H' }]);
  });

  it('offers a company buyer or seller by its UEN for the Business Profile Report', () => {
    expect(companyParties(READY)).toEqual([{ role: 'Buyer', name: 'Harbourfront Holdings Pte. Ltd.', identifier: '201812345K' }]);
  });

  it('lists a person who is on both sides once, and leaves out contacts without a number', () => {
    const seller = {
      ...INDIVIDUAL_SELLER,
      clientContacts: [...INDIVIDUAL_SELLER.clientContacts, { individualName: 'No Number', identificationNo: ' ' }],
    };
    const property: Property = { ...READY, buyer: { ...INDIVIDUAL_SELLER, id: 99 }, seller };
    expect(individualParties(property)).toEqual([{ role: 'Buyer', name: 'Rahman bin Ismail', identifier: 'S8012345H' }]);
  });

  it('has no parties when nobody is assigned', () => {
    expect(individualParties(PENDING_PROPERTY)).toEqual([]);
    expect(companyParties(PENDING_PROPERTY)).toEqual([]);
  });

  it('gives the selection rules the MCST facts, the accessory lot, the transaction type and the party counts', () => {
    expect(requisitionPropertyOf(READY)).toEqual({
      propType: 'BUILDING',
      lotType: 'A',
      mcstNo: '2978',
      completionDate: '2026-12-01',
      tickedMcstDetails: 2,
      transactionTypeName: 'Mortgage',
      individualParties: 1,
      companyParties: 1,
    });
  });

  it('gives the page-entry checks the lots and the applicant, blank when missing', () => {
    expect(pageEntryPropertyOf(READY)).toEqual({
      lotInfos: [{ mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: '99955A', partIndicator: 'N', irasPLPTNo: '' }],
      applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
    });
    expect(pageEntryPropertyOf({ ...PENDING_PROPERTY, buyer: COMPANY_BUYER })).toEqual({ lotInfos: [], applicantInfo: null });
  });

  it('asks IRAS about the unit by block, storey, unit, street (upper case) and postal code, criteria 1', () => {
    expect(irasUnitRequestOf({ ...READY, streetName: 'Marina Boulevard ' })).toEqual({
      criteria: '1',
      streetName: 'MARINA BOULEVARD',
      storeyNo: '45',
      unitNo: '01',
      blkHouseNo: '2',
      postalCode: '018956',
    });
  });
});
