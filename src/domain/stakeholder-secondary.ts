import * as v from 'valibot';
import { messages } from './messages';

/**
 * The eleven secondary stakeholders of seed 001 §3: each kind, the property's info object it fills, and
 * that object's fields (wire names, verbatim). The seed shows no field rules, so a field is any text up to
 * a length; an info object with every field empty is refused (ours), since it would assign nothing.
 */
export const SECONDARY_KINDS = {
  'mortgagee-bank': {
    infoName: 'propertyMortgageeBankInfo',
    fields: ['bankName', 'addressLine1', 'addressLine2', 'postalCode', 'referenceNumber', 'faxNo', 'officerInCharge'],
  },
  'mortgagee-bank-solicitor': {
    infoName: 'propertyMortgageeBankSolicitorInfo',
    fields: ['solBankName', 'solAddressLine1', 'solAddressLine2', 'solPostalCode', 'solReferenceNumber', 'solFaxNo', 'solOfficerInCharge'],
  },
  'redeeming-bank': {
    infoName: 'propertyRedeemingBankInfo',
    fields: ['bankName', 'addressLine1', 'addressLine2', 'postalCode', 'referenceNumber', 'faxNo', 'officerInCharge'],
  },
  'redeeming-bank-solicitor': {
    infoName: 'propertyRedeemingBankSolicitorInfo',
    fields: ['solBankName', 'solAddressLine1', 'solAddressLine2', 'solPostalCode', 'solReferenceNumber', 'solFaxNo', 'solOfficerInCharge'],
  },
  'cpf-board': { infoName: 'propertyCPFBoardInfo', fields: ['referenceNumber', 'faxNumber', 'officerInCharge'] },
  'cpf-board-solicitor': {
    infoName: 'propertyCPFBoardSolicitorInfo',
    fields: ['solCPFName', 'solAddressLine1', 'solAddressLine2', 'solPostalCode', 'solReferenceNumber', 'solFaxNo', 'solOfficerInCharge'],
  },
  developer: {
    infoName: 'propertyDeveloperInfo',
    fields: ['developerName', 'addressLine1', 'addressLine2', 'postalCode', 'devRefNo', 'projectAccountName'],
  },
  'developer-solicitor': {
    infoName: 'propertyDeveloperSolicitorInfo',
    fields: ['devSolName', 'solAddressLine1', 'solAddressLine2', 'solPostalCode', 'devSolRefNo', 'devSolFaxNo', 'officerInCharge'],
  },
  valuer: {
    infoName: 'propertyValuerInfo',
    fields: ['valuerName', 'addressLine1', 'addressLine2', 'postalCode', 'valuerRefNo', 'valuerFaxNumber', 'valuerOfficerInCharge'],
  },
  sal: { infoName: 'propertySALInfo', fields: ['SALReferenceNumber', 'SALFaxNumber', 'SALOfficerInCharge'] },
  tenant: {
    infoName: 'propertyTenantInfo',
    fields: ['tenantName', 'addressLine1', 'addressLine2', 'postalCode', 'tenantReference', 'tenantOfficeInCharge', 'tenantFaxNumber'],
  },
} as const satisfies Record<string, { infoName: string; fields: readonly string[] }>;

export type SecondaryKind = keyof typeof SECONDARY_KINDS;
export type SecondaryInfoName = (typeof SECONDARY_KINDS)[SecondaryKind]['infoName'];

export const SECONDARY_KIND_LIST = Object.keys(SECONDARY_KINDS) as [SecondaryKind, ...SecondaryKind[]];
export const SECONDARY_INFO_NAMES = SECONDARY_KIND_LIST.map((kind) => SECONDARY_KINDS[kind].infoName) as [SecondaryInfoName, ...SecondaryInfoName[]];

export function kindOfInfoName(infoName: string): SecondaryKind | undefined {
  return SECONDARY_KIND_LIST.find((kind) => SECONDARY_KINDS[kind].infoName === infoName);
}

/** One info object's values by field name (only the kind's own fields). */
export type SecondaryInfoValues = Record<string, string>;

/** Seed 001 §3: the SAL form says salRefNo etc.; the wire and the store say SAL*. */
const SAL_FORM_NAMES: Readonly<Record<string, string>> = {
  salRefNo: 'SALReferenceNumber',
  salFaxNumber: 'SALFaxNumber',
  salOfficerInCharge: 'SALOfficerInCharge',
};

export const SECONDARY_FIELD_MAX = 200;

const fieldText = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(SECONDARY_FIELD_MAX),
  ),
  '',
);

/** The kind's fields, trimmed, others dropped; a too-long field or a wrong type is an issue at its name. */
export function secondaryInfoSchema(kind: SecondaryKind) {
  const entries = SECONDARY_KINDS[kind].fields.map((field) => [field, fieldText] as const);
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((raw) => {
      if (kind !== 'sal') return raw;
      const renamed = { ...raw };
      for (const [formName, wireName] of Object.entries(SAL_FORM_NAMES)) {
        if (renamed[wireName] === undefined && renamed[formName] !== undefined) renamed[wireName] = renamed[formName];
      }
      return renamed;
    }),
    v.object(Object.fromEntries(entries)),
  );
}

/** Ours: an info object needs at least one field filled in. */
export function secondaryInfoProblems(values: SecondaryInfoValues): string[] {
  return Object.values(values).some((value) => value.trim() !== '') ? [] : [messages.secondaryInfoEmpty];
}
