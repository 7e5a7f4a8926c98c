import type { Cents } from '../requisitions/money';

/**
 * The parcel land fee (seed 002 §9), in cents: one IRAS line (charge code IRAA, quantity 1) and the payment
 * processor's transaction fee. The seed's lines and totals disagree by a cent (2.62 + 0.25 is 2.87, its total GST
 * 2.86). GST here is 7 % rounded to the nearest cent, ties to even: 37.38 gives 2.62, 3.50 gives 0.24 (0.245),
 * and the totals are the seed's 40.88 and 2.86, the sums of the lines. docs/decisions.md "Other services".
 */
export interface OtherServiceFeeLine {
  label: string;
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  usageQty: number;
  fee: Cents;
  gst: Cents;
}

export const PARCEL_LAND_AGENCY_LINE: OtherServiceFeeLine = {
  label: 'IRAS - Parcel Land Information',
  agencyCode: 'IRAS',
  deptCode: 'IRAS',
  chargeCode: 'IRAA',
  usageQty: 1,
  fee: 3738,
  gst: 262,
};

export const PARCEL_LAND_TRANSACTION_LINE: OtherServiceFeeLine = {
  label: 'Transaction Fee',
  agencyCode: '',
  deptCode: '',
  chargeCode: '',
  usageQty: 1,
  fee: 350,
  gst: 24,
};

export const PARCEL_LAND_LINES: readonly OtherServiceFeeLine[] = [PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE];

export interface OtherServiceTotals {
  totalFee: Cents;
  totalGst: Cents;
  /** What the firm is charged. */
  grandTotal: Cents;
}

export function otherServiceTotals(lines: readonly OtherServiceFeeLine[]): OtherServiceTotals {
  const totalFee = lines.reduce((sum, line) => sum + line.fee, 0);
  const totalGst = lines.reduce((sum, line) => sum + line.gst, 0);
  return { totalFee, totalGst, grandTotal: totalFee + totalGst };
}

/** The submission's agenciesDetail (seed 002 §3): the agency line as the wire carries it, in dollars. */
export const PARCEL_LAND_AGENCY_DETAIL = {
  agencyCode: PARCEL_LAND_AGENCY_LINE.agencyCode,
  deptCode: PARCEL_LAND_AGENCY_LINE.deptCode,
  chargeCode: PARCEL_LAND_AGENCY_LINE.chargeCode,
  applFee: PARCEL_LAND_AGENCY_LINE.fee / 100,
  applGst: PARCEL_LAND_AGENCY_LINE.gst / 100,
  usageQty: PARCEL_LAND_AGENCY_LINE.usageQty,
} as const;
