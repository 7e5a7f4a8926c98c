import { describe, expect, it } from 'vitest';
import { partyChange, secondaryChanges, secondaryName } from '../../../src/domain/history/party-fields';
import {
  lawyerHistoryName,
  partyAssignedSummary,
  partyUnassignedSummary,
  secondaryRemovedSummary,
  secondarySavedSummary,
} from '../../../src/domain/history/party-summaries';

describe('the summaries of a case’s parties', () => {
  it('say who was assigned or removed, and in which role', () => {
    expect(partyAssignedSummary('Tan Ah Kow', 'buyer')).toBe('Assigned Tan Ah Kow as buyer.');
    expect(partyAssignedSummary('Orchid Realty Pte. Ltd.', 'sellerAgent')).toBe("Assigned Orchid Realty Pte. Ltd. as seller's agent.");
    expect(partyUnassignedSummary('Tan Ah Kow', 'seller')).toBe('Removed Tan Ah Kow as seller.');
    expect(partyUnassignedSummary(null, 'buyerLawyer')).toBe("Removed the buyer's lawyer.");
  });

  it('name a lawyer with their firm', () => {
    expect(lawyerHistoryName({ firstName: 'Hui Min', lastName: 'Yeo', lawfirmName: 'Yeo Law Chambers' })).toBe('Hui Min Yeo (Yeo Law Chambers)');
    expect(lawyerHistoryName({ firstName: 'Hui Min', lastName: '', lawfirmName: ' ' })).toBe('Hui Min');
  });

  it('record the role’s card title with who held it before and after', () => {
    expect(partyChange('buyerLawyer', null, 'Hui Min Yeo (Yeo Law Chambers)')).toEqual({
      field: "Buyer's Lawyer",
      before: null,
      after: 'Hui Min Yeo (Yeo Law Chambers)',
    });
  });

  it('name a secondary stakeholder by its kind and, when it has one, its name', () => {
    expect(secondarySavedSummary('mortgagee-bank', 'DBS Bank Ltd')).toBe('Saved the Mortgagee Bank, DBS Bank Ltd.');
    expect(secondaryRemovedSummary('cpf-board', secondaryName('cpf-board', { referenceNumber: 'CPF/1' }))).toBe('Removed the CPF Board.');
    expect(secondaryName('valuer', { valuerName: '  ' })).toBeNull();
  });

  it('record a secondary stakeholder’s fields with its form’s labels', () => {
    const before = { bankName: 'DBS Bank Ltd', addressLine1: '12 Marina Boulevard', addressLine2: '', postalCode: '018982' };
    const after = { ...before, addressLine1: '12 Marina Blvd', referenceNumber: 'DBS/77' };
    expect(secondaryChanges('mortgagee-bank', before, after)).toEqual([
      { field: 'Address Line 1', before: '12 Marina Boulevard', after: '12 Marina Blvd' },
      { field: 'Reference No.', before: null, after: 'DBS/77' },
    ]);
  });
});
