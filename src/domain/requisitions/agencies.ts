import type { Cents } from './money';

/**
 * The agency fee table (seed 000 §9 totals, seed 001 §9 codes and display names): one row per agency and
 * department a requisition can go to. `applFee` is the agency's application fee before GST; with its GST it
 * makes the published total (checked in tests/domain/requisition-fees.test.ts). `clFee` is the portal's
 * processing fee per agency request: the legal requisition processing fee S$3.50, PUB's agency processing S$9.
 */
export interface AgencyFee {
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  /** The total the Fees and Charges tab publishes for it (seed 000 §9), in cents. */
  publishedTotal: Cents;
  applFee: Cents;
  clFee: Cents;
  /** Estimated reply time (seed 000 §9). */
  reply: string;
}

/** The portal's processing fee per agency request (seed 000 §9 "legal requisition processing fee S$3.50"). */
export const REQUISITION_PROCESSING_FEE: Cents = 350;
/** PUB's processing fee, charged instead of the usual one (seed 000 §9 "PUB agency processing S$9"). */
export const PUB_PROCESSING_FEE: Cents = 900;

export const AGENCY_FEE_TABLE: readonly AgencyFee[] = [
  {
    agencyCode: 'IRAS',
    deptCode: 'IRAS',
    chargeCode: 'IRAA',
    publishedTotal: 4000,
    applFee: 3669,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '1 day',
  },
  { agencyCode: 'BCA', deptCode: 'BCA', chargeCode: 'BCAA', publishedTotal: 3700, applFee: 3394, clFee: REQUISITION_PROCESSING_FEE, reply: '2 days' },
  { agencyCode: 'ENV', deptCode: 'SCD', chargeCode: 'NEAS', publishedTotal: 770, applFee: 706, clFee: REQUISITION_PROCESSING_FEE, reply: '1 day' },
  { agencyCode: 'PUB', deptCode: 'PUB', chargeCode: 'PUBA', publishedTotal: 1690, applFee: 1550, clFee: PUB_PROCESSING_FEE, reply: '1 day' },
  { agencyCode: 'URA', deptCode: 'URA', chargeCode: 'URAA', publishedTotal: 5450, applFee: 5000, clFee: REQUISITION_PROCESSING_FEE, reply: '3 days' },
  {
    agencyCode: 'LTA',
    deptCode: 'RTS',
    chargeCode: 'LTAR',
    publishedTotal: 1090,
    applFee: 1000,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '1-3 days',
  },
  {
    agencyCode: 'LTA',
    deptCode: 'CBR',
    chargeCode: 'LTAC',
    publishedTotal: 1090,
    applFee: 1000,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '1-3 days',
  },
  {
    agencyCode: 'LTA',
    deptCode: 'SW',
    chargeCode: 'LTAS',
    publishedTotal: 1145,
    applFee: 1050,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '1-3 days',
  },
  {
    agencyCode: 'MCST',
    deptCode: 'MCST',
    chargeCode: 'MCSA',
    publishedTotal: 2725,
    applFee: 2500,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '14 days',
  },
  { agencyCode: 'ACRA', deptCode: 'BPR', chargeCode: 'ACRB', publishedTotal: 501, applFee: 459, clFee: REQUISITION_PROCESSING_FEE, reply: '15 min' },
  { agencyCode: 'ACRA', deptCode: 'EBPR', chargeCode: 'ACRE', publishedTotal: 709, applFee: 650, clFee: REQUISITION_PROCESSING_FEE, reply: '15 min' },
  {
    agencyCode: 'ACRA',
    deptCode: 'PPR',
    chargeCode: 'ACRP',
    publishedTotal: 4033,
    applFee: 3700,
    clFee: REQUISITION_PROCESSING_FEE,
    reply: '15 min',
  },
];

/** The per-requisition transaction fee of the payment processor (seed 000 §9 acknowledgement, S$0.20). */
export const TRANSACTION_FEE: Cents = 20;

/** MCST requisitions carry the Singapore Academy of Law levy on the application fee (seed 001 §9). */
export const SAL_LEVY_PERCENT = 5;
export const SAL_LEVY_LABEL = 'SAL Levy (5%)';

/** One key per agency line; agencies repeat across departments (LTA, ACRA). */
export function agencyKey(line: { agencyCode: string; deptCode: string }): string {
  return `${line.agencyCode}:${line.deptCode}`;
}

export function findAgencyFee(agencyCode: string, deptCode: string): AgencyFee | undefined {
  return AGENCY_FEE_TABLE.find((row) => row.agencyCode === agencyCode && row.deptCode === deptCode);
}

/** What the screens call an agency line (seed 001 §9 "Agency display names"). */
export function agencyDisplayName(agencyCode: string, deptCode: string): string {
  const agency = agencyCode.toUpperCase();
  const dept = deptCode.toUpperCase();
  if ((agency === 'ENV' || agency === 'NEA') && dept === 'PCD') return 'PUB - CWD[DIP]';
  if ((agency === 'ENV' || agency === 'NEA') && ['EHD', 'VCSD', 'SCD'].includes(dept)) return 'NEA - SCD';
  if (agency === 'PUB' && dept === 'SD') return 'PUB - WRN';
  if (agency === 'LTA') return `LTA - ${dept}`;
  if (agency === 'ACRA') return `ACRA - ${dept}`;
  if (agency === 'MCST') return 'MCST Managing Agent';
  return agency;
}

/** The agency's long name shown under the code on a charge card. */
export const AGENCY_NAMES: Readonly<Record<string, string>> = {
  IRAS: 'Inland Revenue Authority of Singapore',
  BCA: 'Building and Construction Authority',
  ENV: 'National Environment Agency',
  NEA: 'National Environment Agency',
  PUB: "PUB, Singapore's National Water Agency",
  URA: 'Urban Redevelopment Authority',
  LTA: 'Land Transport Authority',
  MCST: 'Management Corporation Strata Title',
  ACRA: 'Accounting and Corporate Regulatory Authority',
};

export function agencyName(agencyCode: string): string {
  return AGENCY_NAMES[agencyCode.toUpperCase()] ?? agencyCode;
}
