import { metadataFieldLabel } from '../history/document-fields';

/**
 * The edit-conflict dialog names each field another person changed as its form labels it (never a wire name):
 * the case details by the labels the history uses, a document by its editor's and SUMMARY tab's.
 */
const CASE_LABELS: Record<string, string> = {
  lawfirmRefNo: 'Reference No.',
  transactionTypeId: 'Transaction Type',
  transactionTypeName: 'Transaction Type',
  propType: 'Property Type',
  propDesc: 'Property Description',
  postal: 'Postal Code',
  propName: 'Development Name',
  hseNo: 'Block/House No.',
  storeyNo: 'Storey No.',
  unitNo: 'Unit No.',
  streetName: 'Street Name',
  road1: 'Road 1',
  road2: 'Road 2',
  plotName: 'Plot Name',
  propAcctNo: 'Property A/C No.',
  completionDate: 'Completion Date',
  lotType: 'Strata/Accessory Lot Type',
  mktsId: 'Strata/Accessory MK/TS',
  mktsNo: 'Strata/Accessory MK/TS No.',
  strataLotFormat: 'Strata/Accessory Lot Format',
  strataLotNo: 'Strata/Accessory Lot No.',
  mcstNo: 'MCST No.',
  mcstDetails: 'MCST details',
  lotInfos: 'Land lots',
  'applicantInfo.applicantName': 'Name of Applicant Solicitor',
  'applicantInfo.applicantEmail': 'Email Address',
  'applicantInfo.applicantContact': 'Contact No',
  clientFlag: 'Client',
  locationMap: 'Location map',
};

const SUMMARY_LABELS: Record<string, string> = {
  optionMoney: 'Option Money',
  signedOn: 'Signed On',
  expiry: 'Expiry Date',
  acceptanceAmount: 'Acceptance Amount',
  acceptanceSignedOn: 'Acceptance Signed On',
  completionDate: 'Completion Date',
};

const CONTACT_LABELS: Record<string, string> = {
  clientCategory: 'Category',
  compName: 'Name',
  uenNo: 'UEN',
  email: 'Email',
  reference: 'Reference',
  contactNo: 'Contact No.',
  postal: 'Postal Code',
  blkNo: 'Block No.',
  roadName: 'Road Name',
  building: 'Building',
  storeyNo: 'Storey No.',
  unitNo: 'Unit No.',
  clientContacts: 'Contact persons',
  estateAgentCEALicenceNo: 'CEA Licence No.',
};

export function contactFieldLabel(path: string): string {
  return CONTACT_LABELS[path] ?? path;
}

export function caseFieldLabel(path: string): string {
  return CASE_LABELS[path] ?? path;
}

export function documentFieldLabel(path: string): string {
  const [part = '', field = ''] = path.split('.', 2);
  if (part === 'metadata') return metadataFieldLabel(field) ?? field;
  if (part === 'summary') return `SUMMARY: ${SUMMARY_LABELS[field] ?? field}`;
  if (path === 'templateType') return 'Template';
  return path;
}

/** A value as the dialog shows it: text as typed, a list by its length, nothing as a dash. */
export function conflictValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length === 1 ? '1 row' : `${value.length} rows`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '—';
}
