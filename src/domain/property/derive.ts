import type { LotFormat, MktsId, PropType, StrataLotType } from './types';

/** Seed 000 §4: changing propType sets propDesc. */
export function propDescFor(propType: PropType): string {
  if (propType === 'BUILDING') return 'BUILDING EXISTING';
  if (propType === 'LAND') return 'VACANT LAND';
  return '';
}

interface RoadFields {
  streetName: string;
  road1: string;
  road2: string;
}

/** Street, road1 and road2 are shown and stored in uppercase (seed 000 §5). */
export function uppercaseRoads<T extends RoadFields>(form: T): T {
  return { ...form, streetName: form.streetName.toUpperCase(), road1: form.road1.toUpperCase(), road2: form.road2.toUpperCase() };
}

interface StrataFields {
  propType: PropType;
  hseNo: string;
  storeyNo: string;
  unitNo: string;
  lotType: StrataLotType;
  mktsId: MktsId;
  mktsNo: string;
  strataLotFormat: LotFormat;
  strataLotNo: string;
}

/**
 * A LAND property has no strata lot, no block/house no. and no storey or unit (seed 000 §4 "On update of a LAND
 * property …", §5 "dropped when LAND"; a vacant plot has no units), so stale values from an earlier BUILDING entry
 * never reach the database or the address.
 */
export function resetForLand<T extends StrataFields>(form: T): T {
  if (form.propType !== 'LAND') return form;
  return { ...form, hseNo: '', storeyNo: '', unitNo: '', lotType: '', mktsId: 'MK', strataLotFormat: 'N', mktsNo: '', strataLotNo: '' };
}

/** Seed 000 §3: a NUL character in these flags is normalised to empty before create and update. */
export function stripNul(value: string): string {
  return value.replaceAll('\u0000', '');
}

const NUL_FLAGS = ['clientFlag', 'agentFlag', 'checkPropAssigned'] as const;

/** Strips NUL from the flag fields of one object (the property itself or a party), leaving the rest. */
export function normaliseFlags<T extends object>(record: T): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const key of NUL_FLAGS) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = stripNul(value);
  }
  return copy as T;
}

const PARTIES = ['buyer', 'seller', 'buyerLawyer', 'sellerLawyer', 'buyerAgent', 'sellerAgent'] as const;

/** The property's own clientFlag and the flags of every assigned party (single objects or lists). */
export function normalisePropertyFlags<T extends object>(property: T): T {
  const copy = { ...normaliseFlags(property) } as Record<string, unknown>;
  for (const key of PARTIES) {
    const party = copy[key];
    if (Array.isArray(party)) copy[key] = party.map((p: unknown) => (isObject(p) ? normaliseFlags(p) : p));
    else if (isObject(party)) copy[key] = normaliseFlags(party);
  }
  return copy as T;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
