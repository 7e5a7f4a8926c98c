import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import {
  addressLookupOutcome,
  canToggleMcst,
  digitsOnly,
  isCompletePostalCode,
  irasUnitChanges,
  isSaleToPurchaseSwitch,
  mcstRowsFromSearch,
  postalEntryChanges,
  propTypeChanges,
  removeLotRow,
  toggleMcst,
  transactionTypeChanges,
} from '../../../src/domain/property/form-changes';
import { staleLookupClearing } from '../../../src/domain/stale-lookup';

const hit = (BUILDING: string, BLK_NO = '2', ROAD_NAME = 'ORCHARD TURN') => ({ BUILDING, BLK_NO, ROAD_NAME });

describe('postal code entry', () => {
  it('keeps digits only, up to the limit', () => {
    expect(digitsOnly('23a8-80 1x9', 6)).toBe('238801');
  });

  it('a 6-character postal code clears unit, storey, house no., street and account no.', () => {
    expect(postalEntryChanges('238801')).toEqual({
      postal: '238801',
      unitNo: '',
      storeyNo: '',
      hseNo: '',
      streetName: '',
      propAcctNo: '',
    });
  });

  it('a partial postal code changes nothing else', () => {
    expect(postalEntryChanges('23880')).toEqual({ postal: '23880' });
    expect(isCompletePostalCode('23880')).toBe(false);
    expect(isCompletePostalCode('238801')).toBe(true);
  });
});

describe('address lookup result', () => {
  const NO_ADDRESS = { propName: '', hseNo: '', streetName: '', road1: '' };

  it('a unique hit fills development name, house no., street and road 1, without a word', () => {
    expect(addressLookupOutcome([hit('ION ORCHARD')], false)).toEqual({
      changes: { propName: 'ION ORCHARD', hseNo: '2', streetName: 'ORCHARD TURN', road1: 'ORCHARD TURN' },
      warning: null,
      stale: false,
    });
  });

  it("a building named 'NIL' leaves the development name empty", () => {
    expect(addressLookupOutcome([hit('NIL', '80', 'ROBINSON ROAD')], false).changes?.propName).toBe('');
  });

  it("no hit clears the address fields and says 'No property found under given postal code.'", () => {
    expect(addressLookupOutcome([], false)).toEqual({
      changes: NO_ADDRESS,
      warning: `${messages.noPropertyUnderPostal} ${messages.enterPropertyAddress}`,
      stale: false,
    });
  });

  it('no hit keeps the address, without a word, when an IRAS unit was chosen', () => {
    expect(addressLookupOutcome([], true)).toEqual({ changes: null, warning: null, stale: false });
  });

  it('several hits ask for the address; what an earlier code filled in is stale', () => {
    expect(addressLookupOutcome([hit('MARINA BAY SANDS'), hit('MARINA BAY SANDS HOTEL')], false)).toEqual({
      changes: null,
      warning: messages.multiplePropertiesUnderPostal,
      stale: true,
    });
    expect(addressLookupOutcome([hit('MARINA BAY SANDS'), hit('MARINA BAY SANDS HOTEL')], true)).toEqual({
      changes: null,
      warning: null,
      stale: false,
    });
  });
});

describe('stale lookup results', () => {
  it('clears what the earlier lookup filled and the user left as it was; keeps what they typed', () => {
    const filled = { propName: 'ION ORCHARD', road1: 'ORCHARD TURN' };
    expect(staleLookupClearing({ propName: 'ION ORCHARD', road1: 'ORCHARD TURN' }, filled)).toEqual({ propName: '', road1: '' });
    expect(staleLookupClearing({ propName: 'MY NAME', road1: 'ORCHARD TURN' }, filled)).toEqual({ road1: '' });
    expect(staleLookupClearing({ propName: 'MY NAME', road1: '' }, filled)).toBeNull();
    expect(staleLookupClearing({ propName: 'ION ORCHARD', road1: '' }, null)).toBeNull();
  });
});

describe('transaction type', () => {
  it.each([
    ['Sale', 'S'],
    ['Purchase (HDB)', 'B'],
    ['Mortgage', 'B'],
  ] as const)('%s sets clientFlag %s', (name, flag) => {
    expect(transactionTypeChanges({ id: 1, name })).toEqual({ transactionTypeId: 1, transactionTypeName: name, clientFlag: flag });
  });

  it.each([
    ['Sale', 'Purchase', true],
    ['Purchase (HDB)', 'Sale', true],
    ['Sale', 'Sale (HDB)', false],
    ['Sale', 'Mortgage', false],
    ['', 'Sale', false],
  ] as const)('%j → %j is a sale/purchase switch: %s', (from, to, switched) => {
    expect(isSaleToPurchaseSwitch(from, to)).toBe(switched);
    expect(transactionTypeChanges({ id: 2, name: to }, from).isTransactionTypeChanged).toBe(switched);
  });
});

describe('MCST rows', () => {
  it('a single search row is ticked and cannot be toggled', () => {
    const rows = mcstRowsFromSearch([{ mcstNo: '3456' }]);
    expect(rows).toEqual([{ mcstNo: '3456', isChecked: '1' }]);
    expect(canToggleMcst(rows.length)).toBe(false);
    expect(toggleMcst(rows, 0, false)).toEqual(rows);
  });

  it('several rows start unticked and toggle one at a time', () => {
    const rows = mcstRowsFromSearch([{ mcstNo: '1' }, { mcstNo: '2' }]);
    expect(rows.map((r) => r.isChecked)).toEqual(['0', '0']);
    expect(toggleMcst(rows, 1, true).map((r) => r.isChecked)).toEqual(['0', '1']);
  });
});

describe('land-lot rows', () => {
  it('removes the given row', () => {
    expect(removeLotRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('keeps the last row', () => {
    expect(removeLotRow(['a'], 0)).toEqual(['a']);
  });
});

describe('IRAS unit choice', () => {
  it('fills house no., storey, unit, street (uppercase) and postal code', () => {
    const unit = { blkHouseNo: '7', storeyNo: '15', unitNo: '03', streetName: 'Leedon Heights', postalCode: '267953' };
    expect(irasUnitChanges(unit, '267950')).toEqual({ hseNo: '7', storeyNo: '15', unitNo: '03', streetName: 'LEEDON HEIGHTS', postal: '267953' });
  });

  it('keeps the postal code typed when the unit has none', () => {
    expect(irasUnitChanges({ blkHouseNo: '7' }, '267953').postal).toBe('267953');
  });
});

describe('property type', () => {
  it.each([
    ['BUILDING', 'BUILDING EXISTING'],
    ['LAND', 'VACANT LAND'],
  ] as const)('%s sets propDesc %s', (propType, propDesc) => {
    expect(propTypeChanges(propType)).toEqual({ propType, propDesc });
  });
});
