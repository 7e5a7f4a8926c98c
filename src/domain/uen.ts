/**
 * The UEN rule (seed 000 §5 "Contacts"; used for contacts, set-UEN and the requisition UEN modal).
 * 9 characters: eight digits and a letter (businesses). 10 characters: four digits (year), five digits and a
 * letter (local companies); or T, S or R, two digits, a two-letter entity code from the list, four digits and
 * a letter (other entities).
 */
export const UEN_ENTITY_CODES = [
  'LP',
  'LL',
  'FC',
  'PF',
  'RF',
  'MQ',
  'MM',
  'NB',
  'CC',
  'CS',
  'MB',
  'FM',
  'GS',
  'GA',
  'GB',
  'DP',
  'CP',
  'NR',
  'CM',
  'CD',
  'MD',
  'HS',
  'VH',
  'CH',
  'MH',
  'CL',
  'XL',
  'CX',
  'RP',
  'TU',
  'TC',
  'FB',
  'FN',
  'PA',
  'PB',
  'SS',
  'MC',
  'SM',
] as const;

const BUSINESS = /^\d{8}[A-Z]$/;
const LOCAL_COMPANY = /^\d{4}\d{5}[A-Z]$/;
const OTHER_ENTITY = /^[TSR]\d{2}([A-Z]{2})\d{4}[A-Z]$/;

/** UENs are compared and stored trimmed and in capitals. */
export function normaliseUen(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidUen(value: string): boolean {
  const uen = normaliseUen(value);
  if (uen.length === 9) return BUSINESS.test(uen);
  if (uen.length !== 10) return false;
  if (LOCAL_COMPANY.test(uen)) return true;
  const entity = OTHER_ENTITY.exec(uen)?.[1];
  return entity !== undefined && (UEN_ENTITY_CODES as readonly string[]).includes(entity);
}
