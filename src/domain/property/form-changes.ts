import { clientFlagForTransactionType, type ClientFlag } from '../client-flag';
import { contactMessages } from '../messages/contacts';
import { propertyMessages } from '../messages/property';
import { propDescFor } from './derive';

/**
 * What one user action in the property form changes in the form (seed 000 §4 "Add / edit property
 * behaviour"). Each returns only the fields it changes, so the form merges it into the draft.
 */

export const POSTAL_CODE_LENGTH = 6;

/** Keeps the digits of a typed or pasted value, at most `max` of them (postal code, account no., MK/TS no.). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export type PropDesc = 'VACANT LAND' | 'BUILDING EXISTING' | 'UNDER DEVELOPMENT' | '';

/** Choosing the property type sets its description (propDescFor holds the rule). */
export function propTypeChanges(propType: 'BUILDING' | 'LAND'): { propType: 'BUILDING' | 'LAND'; propDesc: PropDesc } {
  const desc = propDescFor(propType);
  return { propType, propDesc: desc === 'BUILDING EXISTING' || desc === 'VACANT LAND' ? desc : '' };
}

/** An address lookup runs only for a complete postal code: a partial one names no address. */
export function isCompletePostalCode(postal: string): boolean {
  return new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(postal);
}

export type PostalEntryChanges = {
  postal: string;
  unitNo?: string;
  storeyNo?: string;
  hseNo?: string;
  streetName?: string;
  propAcctNo?: string;
};

/** A new 6-character postal code is a new address: unit, storey, house no., street and account no. go. */
export function postalEntryChanges(postal: string): PostalEntryChanges {
  if (postal.length !== POSTAL_CODE_LENGTH) return { postal };
  return { postal, unitNo: '', storeyNo: '', hseNo: '', streetName: '', propAcctNo: '' };
}

/** The parts of an address-search hit the form uses (the public service's field names). */
export type AddressHit = {
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
};

export type AddressChanges = {
  propName: string;
  hseNo: string;
  streetName: string;
  road1: string;
};

export interface AddressLookupOutcome {
  /** What the form takes from the answer; null leaves the fields as they are. */
  changes: AddressChanges | null;
  /** What the user is told under the postal code; null when a unique hit filled the address. */
  warning: string | null;
  /** Several hits: what an earlier code's lookup filled in is stale and goes (staleLookupClearing). */
  stale: boolean;
}

const NO_ADDRESS: AddressChanges = { propName: '', hseNo: '', streetName: '', road1: '' };

/**
 * A unique hit fills the development name (the service says 'NIL' for none), house no., street and road 1. No
 * hit clears them (seed 000 §4) and says so (§5 'No property found under given postal code.'); several ask for
 * the address, and what an earlier code's lookup filled in goes. When the user picked an IRAS unit meanwhile,
 * that address is the better one and stays without a word.
 */
export function addressLookupOutcome(hits: readonly AddressHit[], irasUnitChosen: boolean): AddressLookupOutcome {
  if (hits.length === 1 && hits[0]) {
    const { BUILDING, BLK_NO, ROAD_NAME } = hits[0];
    const road = ROAD_NAME.toUpperCase();
    return { changes: { propName: BUILDING === 'NIL' ? '' : BUILDING, hseNo: BLK_NO, streetName: road, road1: road }, warning: null, stale: false };
  }
  if (irasUnitChosen) return { changes: null, warning: null, stale: false };
  if (hits.length === 0)
    return { changes: NO_ADDRESS, warning: `${contactMessages.noPropertyUnderPostal} ${propertyMessages.enterPropertyAddress}`, stale: false };
  return { changes: null, warning: contactMessages.multiplePropertiesUnderPostal, stale: true };
}

export type TransactionTypeChanges = {
  transactionTypeId: number;
  transactionTypeName: string;
  clientFlag: ClientFlag;
  isTransactionTypeChanged?: boolean;
};

/** 'S' for a sale type, 'B' for a purchase type, undefined for the others (mortgage …). */
function side(transactionTypeName: string): ClientFlag | undefined {
  if (transactionTypeName.includes('Sale')) return 'S';
  if (transactionTypeName.includes('Purchase')) return 'B';
  return undefined;
}

/** A switch between a sale and a purchase type: saving it moves the primary stakeholder client. */
export function isSaleToPurchaseSwitch(fromName: string, toName: string): boolean {
  const from = side(fromName);
  const to = side(toName);
  return from !== undefined && to !== undefined && from !== to;
}

/**
 * Choosing a transaction type sets the side the firm acts for. When editing a stored property, `storedName`
 * is the type it was saved with: the flag says whether saving now switches sale and purchase.
 */
export function transactionTypeChanges(type: { id: number; name: string }, storedName?: string): TransactionTypeChanges {
  const changes: TransactionTypeChanges = {
    transactionTypeId: type.id,
    transactionTypeName: type.name,
    clientFlag: clientFlagForTransactionType(type.name),
  };
  if (storedName === undefined) return changes;
  return { ...changes, isTransactionTypeChanged: isSaleToPurchaseSwitch(storedName, type.name) };
}

/** MCST search rows start unticked, except a single row, which is ticked (and stays so: see canToggleMcst). */
export function mcstRowsFromSearch<T extends object>(rows: readonly T[]): (T & { isChecked: '1' | '0' })[] {
  const tick = rows.length === 1 ? '1' : '0';
  return rows.map((row) => ({ ...row, isChecked: tick }));
}

export function canToggleMcst(rowCount: number): boolean {
  return rowCount > 1;
}

export function toggleMcst<T extends { isChecked?: string }>(rows: readonly T[], index: number, checked: boolean): T[] {
  if (!canToggleMcst(rows.length)) return [...rows];
  return rows.map((row, i) => (i === index ? { ...row, isChecked: checked ? '1' : '0' } : row));
}

/** The land-lot table always keeps one row to type into. */
export function removeLotRow<T>(rows: readonly T[], index: number): T[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((_, i) => i !== index);
}

/** The parts of an IRAS eligible unit the form takes (seed 000 §3 "IRAS eligible unit"). */
export type IrasUnitAddress = {
  blkHouseNo?: string | undefined;
  storeyNo?: string | undefined;
  unitNo?: string | undefined;
  streetName?: string | undefined;
  postalCode?: string | undefined;
};

/** Choosing an IRAS unit fills the address as IRAS has it; the street is stored in uppercase like any road. */
export function irasUnitChanges(unit: IrasUnitAddress, currentPostal: string) {
  return {
    hseNo: unit.blkHouseNo ?? '',
    storeyNo: unit.storeyNo ?? '',
    unitNo: unit.unitNo ?? '',
    streetName: (unit.streetName ?? '').toUpperCase(),
    postal: unit.postalCode || currentPostal,
  };
}
