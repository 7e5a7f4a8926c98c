import { toDisplayDate } from '../display-date';
import { LOT_FORMAT_NAMES, LOT_TYPE_NAMES } from '../property/lot-option-names';
import { formatPropAddress } from '../property-address';
import { changesBetween, type FieldChange, type HistoryField } from './changes';

/**
 * A case's details as the history compares them (issue 20): the fields of the property details form, its land lots
 * and its ticked MCST details, each labelled as the form labels it ('Lot 1: Lot No.', 'MCST 1: Managing Agent').
 */
export interface CaseLotValues {
  mktsId: string;
  mktsNo: string;
  landLotFormat: string;
  landLotNo: string;
  partIndicator: string;
  irasPlptNo: string;
}

export interface CaseMcstValues {
  mcstNo: string;
  subMcsNo: string;
  mcstType: string;
  devName: string;
  devLocation: string;
  maName: string;
  blockNo: string;
  postalCode: string;
  storeyNo: string;
  streetName: string;
  unitNo: string;
}

export interface CaseDetailsValues {
  lawfirmRefNo: string;
  transactionTypeName: string;
  propType: string;
  propDesc: string;
  postal: string;
  propName: string;
  hseNo: string;
  storeyNo: string;
  unitNo: string;
  streetName: string;
  road1: string;
  road2: string;
  plotName: string;
  propAcctNo: string;
  /** yyyy-mm-dd, or null when none is set. */
  completionDate: string | null;
  lotType: string;
  mktsId: string;
  mktsNo: string;
  strataLotFormat: string;
  strataLotNo: string;
  mcstNo: string;
  applicantName: string;
  applicantEmail: string;
  applicantContact: string;
  lots: readonly CaseLotValues[];
  mcstDetails: readonly CaseMcstValues[];
}

/** A lot select's code by the name the read-only form shows it with. */
const named = (names: Readonly<Record<string, string>>, value: string) => names[value] ?? value;

type Field = HistoryField<CaseDetailsValues>;

const PROPERTY_FIELDS: readonly Field[] = [
  { label: 'Reference No.', read: (c) => c.lawfirmRefNo },
  { label: 'Transaction Type', read: (c) => c.transactionTypeName },
  { label: 'Property Type', read: (c) => c.propType },
  { label: 'Property Description', read: (c) => c.propDesc },
  { label: 'Postal Code', read: (c) => c.postal },
  { label: 'Development Name', read: (c) => c.propName },
  { label: 'Block/House No.', read: (c) => c.hseNo },
  { label: 'Storey No.', read: (c) => c.storeyNo },
  { label: 'Unit No.', read: (c) => c.unitNo },
  { label: 'Street Name', read: (c) => c.streetName },
  { label: 'Road 1', read: (c) => c.road1 },
  { label: 'Road 2', read: (c) => c.road2 },
  { label: 'Plot Name', read: (c) => c.plotName },
  { label: 'Property A/C No.', read: (c) => c.propAcctNo },
  { label: 'Completion Date', read: (c) => (c.completionDate ? toDisplayDate(c.completionDate) : null) },
];

// The strata / accessory lot: its fields are labelled 'Strata/Accessory …' on the form.
const STRATA_FIELDS: readonly Field[] = [
  { label: 'Strata/Accessory Lot Type', read: (c) => named(LOT_TYPE_NAMES, c.lotType) },
  { label: 'Strata/Accessory MK/TS', read: (c) => (c.lotType ? c.mktsId : '') },
  { label: 'Strata/Accessory MK/TS No.', read: (c) => c.mktsNo },
  { label: 'Strata/Accessory Lot Format', read: (c) => (c.lotType ? named(LOT_FORMAT_NAMES, c.strataLotFormat) : '') },
  { label: 'Strata/Accessory Lot No.', read: (c) => c.strataLotNo },
];

const MCST_AND_APPLICANT_FIELDS: readonly Field[] = [
  { label: 'MCST No.', read: (c) => c.mcstNo },
  { label: 'Name of Applicant Solicitor', read: (c) => c.applicantName },
  { label: 'Email Address', read: (c) => c.applicantEmail },
  { label: 'Contact No', read: (c) => c.applicantContact, masked: true },
];

function lotFields(n: number): Field[] {
  const lot = (c: CaseDetailsValues) => c.lots[n - 1];
  const column = (label: string, read: (lot: CaseLotValues) => string): Field => ({
    label: `Lot ${n}: ${label}`,
    read: (c) => {
      const found = lot(c);
      return found ? read(found) : null;
    },
  });
  return [
    column('MK/TS', (l) => l.mktsId),
    column('MK/TS No.', (l) => l.mktsNo),
    column('Format', (l) => named(LOT_FORMAT_NAMES, l.landLotFormat)),
    column('Lot No.', (l) => l.landLotNo),
    column('Part Indicator', (l) => l.partIndicator),
    column('IRAS PL/PT No.', (l) => l.irasPlptNo),
  ];
}

/** The development's address as the MCST table shows it: the location text when the record has no street. */
export function mcstAddressOf(detail: CaseMcstValues): string {
  if (!detail.streetName.trim()) return detail.devLocation;
  return formatPropAddress({
    hseNo: detail.blockNo,
    streetName: detail.streetName,
    storeyNo: detail.storeyNo,
    unitNo: detail.unitNo,
    postal: detail.postalCode,
  });
}

function mcstFields(n: number): Field[] {
  const column = (label: string, read: (detail: CaseMcstValues) => string): Field => ({
    label: `MCST ${n}: ${label}`,
    read: (c) => {
      const found = c.mcstDetails[n - 1];
      return found ? read(found) : null;
    },
  });
  return [
    column('MCST No.', (d) => d.mcstNo),
    column('Sub MCST No.', (d) => d.subMcsNo),
    column('MCST Type', (d) => d.mcstType),
    column('Development', (d) => d.devName),
    column('Managing Agent', (d) => d.maName),
    column('Address', mcstAddressOf),
  ];
}

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * The fields to compare between a case before and after a write: the form's own, then as many lots and MCST details
 * as either side has (a row added or removed shows as its fields set or cleared).
 */
export function caseDetailsFields(before: CaseDetailsValues | null, after: CaseDetailsValues | null): Field[] {
  const lots = Math.max(before?.lots.length ?? 0, after?.lots.length ?? 0);
  const mcst = Math.max(before?.mcstDetails.length ?? 0, after?.mcstDetails.length ?? 0);
  return [...PROPERTY_FIELDS, ...upTo(lots).flatMap(lotFields), ...STRATA_FIELDS, ...MCST_AND_APPLICANT_FIELDS, ...upTo(mcst).flatMap(mcstFields)];
}

/** What a write changed in the case's details: every field set for a new case, the differences for an edit. */
export function caseDetailsChanges(before: CaseDetailsValues | null, after: CaseDetailsValues | null): FieldChange[] {
  return changesBetween(before, after, caseDetailsFields(before, after));
}
