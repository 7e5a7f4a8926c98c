import type { SecondaryKind } from './stakeholder-secondary';

/**
 * The eleven secondary stakeholders' titles and their fields' labels by wire name (seed 001 §3), as the summary's
 * cards and forms show them and the history names them.
 */
export const SECONDARY_TITLES: Readonly<Record<SecondaryKind, string>> = {
  'mortgagee-bank': 'Mortgagee Bank',
  'mortgagee-bank-solicitor': 'Mortgagee Bank Solicitor',
  'redeeming-bank': 'Redeeming Bank',
  'redeeming-bank-solicitor': 'Redeeming Bank Solicitor',
  'cpf-board': 'CPF Board',
  'cpf-board-solicitor': 'CPF Board Solicitor',
  developer: 'Developer',
  'developer-solicitor': 'Developer Solicitor',
  valuer: 'Valuer',
  sal: 'SAL',
  tenant: 'Tenant',
};

export const SECONDARY_FIELD_LABELS: Readonly<Record<string, string>> = {
  bankName: 'Bank Name',
  solBankName: 'Solicitor Firm Name',
  solCPFName: 'Solicitor Firm Name',
  devSolName: 'Solicitor Firm Name',
  developerName: 'Developer Name',
  valuerName: 'Valuer Name',
  tenantName: 'Tenant Name',
  addressLine1: 'Address Line 1',
  solAddressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  solAddressLine2: 'Address Line 2',
  postalCode: 'Postal Code',
  solPostalCode: 'Postal Code',
  referenceNumber: 'Reference No.',
  solReferenceNumber: 'Reference No.',
  devRefNo: 'Reference No.',
  devSolRefNo: 'Reference No.',
  valuerRefNo: 'Reference No.',
  tenantReference: 'Reference No.',
  SALReferenceNumber: 'Reference No.',
  faxNo: 'Fax No.',
  faxNumber: 'Fax No.',
  solFaxNo: 'Fax No.',
  devSolFaxNo: 'Fax No.',
  valuerFaxNumber: 'Fax No.',
  tenantFaxNumber: 'Fax No.',
  SALFaxNumber: 'Fax No.',
  officerInCharge: 'Officer In Charge',
  solOfficerInCharge: 'Officer In Charge',
  valuerOfficerInCharge: 'Officer In Charge',
  tenantOfficeInCharge: 'Officer In Charge',
  SALOfficerInCharge: 'Officer In Charge',
  projectAccountName: 'Project Account Name',
};
