import type { components } from '../../api/schema.gen';
import { PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE } from '../../domain/other-services/parcel-land-fee';
import { requisitionSummary, TRANSACTION_FEE_LABEL, type ChargeLine } from '../../domain/requisitions/fees';
import { centsToDollars, type Cents } from '../../domain/requisitions/money';

type BillingDetail = components['schemas']['BillingDetail'];
export type BillingLineType = components['schemas']['BillingLineType'];

/** One line of a bill, in cents: an agency request, the SAL levy after an MCST line, or the transaction fee. */
export interface BilledLine {
  lineType: BillingLineType;
  agencyCode: string;
  deptCode: string;
  /** What the requisition page calls it ('IRAS', 'MCST Managing Agent', 'SAL Levy (5%)', 'Transaction Fee'). */
  description: string;
  applFee: Cents;
  applGst: Cents;
  clFee: Cents;
  clGst: Cents;
}

/** What a submitted requisition was charged, as stored: its agency lines in RP order and the transaction fee. */
export interface ChargedRequisition {
  lines: readonly ChargeLine[];
  transactionFee: Cents;
  transactionGst: Cents;
}

/** What a parcel land request was charged, as stored: its one IRAS line and the transaction fee. */
export interface ChargedParcelLand {
  parcelLand: { applFee: Cents; applGst: Cents };
  transactionFee: Cents;
  transactionGst: Cents;
}

/** What a bill charged: a submitted requisition or a parcel land request. */
export type Charged = ChargedRequisition | ChargedParcelLand;

/**
 * A parcel land request's bill: the IRAS line and the transaction fee as stored, labelled as the parcel land fee
 * (src/domain/other-services/parcel-land-fee.ts) labels them.
 */
function parcelLandLines(charged: ChargedParcelLand): BilledLine[] {
  const agency = PARCEL_LAND_AGENCY_LINE;
  return [
    {
      lineType: 'agency',
      agencyCode: agency.agencyCode,
      deptCode: agency.deptCode,
      description: agency.label,
      applFee: charged.parcelLand.applFee,
      applGst: charged.parcelLand.applGst,
      clFee: 0,
      clGst: 0,
    },
    ...transactionFeeLines(charged, PARCEL_LAND_TRANSACTION_LINE.label),
  ];
}

/** The transaction fee line of a bill, none when nothing was stored. */
function transactionFeeLines(charged: Charged, description: string): BilledLine[] {
  if (charged.transactionFee === 0 && charged.transactionGst === 0) return [];
  return [
    {
      lineType: 'transactionFee',
      agencyCode: '',
      deptCode: '',
      description,
      applFee: 0,
      applGst: 0,
      clFee: charged.transactionFee,
      clGst: charged.transactionGst,
    },
  ];
}

/**
 * The bill of a requisition: each stored agency line laid out by the requisition page's own summary
 * (`requisitionSummary`, the one fee module): its row, then for MCST the 'SAL Levy (5%)' row. The summary's
 * transaction fee row is the fee of today's table; a bill shows the one the submission stored instead (none when
 * nothing was stored), so its lines add up to exactly what was charged. A parcel land request's: parcelLandLines.
 */
export function billedLines(charged: Charged): BilledLine[] {
  if ('parcelLand' in charged) return parcelLandLines(charged);
  const lines: BilledLine[] = [];
  for (const line of charged.lines) {
    const rows = requisitionSummary([line]).rows.filter((row) => row.label !== TRANSACTION_FEE_LABEL);
    rows.forEach((row, index) =>
      lines.push({
        lineType: index === 0 ? 'agency' : 'salLevy',
        agencyCode: line.agencyCode,
        deptCode: line.deptCode,
        description: row.label,
        applFee: row.applFee,
        applGst: row.applGst,
        clFee: row.clFee,
        clGst: row.clGst,
      }),
    );
  }
  lines.push(...transactionFeeLines(charged, TRANSACTION_FEE_LABEL));
  return lines;
}

/** A bill's sums in cents: fees before GST, GST, and everything together. */
export interface BillTotals {
  applFee: Cents;
  applGst: Cents;
  clFee: Cents;
  clGst: Cents;
  /** applFee + clFee: the seed's totalFeePerLRCharged summed. */
  charged: Cents;
  /** applGst + clGst: the seed's totalFeePerLRGST summed. */
  gst: Cents;
  grandTotal: Cents;
}

export function billTotals(lines: readonly BilledLine[]): BillTotals {
  const sum = (pick: (line: BilledLine) => Cents) => lines.reduce((total, line) => total + pick(line), 0);
  const applFee = sum((line) => line.applFee);
  const applGst = sum((line) => line.applGst);
  const clFee = sum((line) => line.clFee);
  const clGst = sum((line) => line.clGst);
  return { applFee, applGst, clFee, clGst, charged: applFee + clFee, gst: applGst + clGst, grandTotal: applFee + applGst + clFee + clGst };
}

/** The requisition (or parcel land request) a bill line belongs to, as the billing detail repeats it on every line. */
export interface BillHeader {
  referenceNumber: string;
  lfControlNumber: string;
  /** yyyy-mm-dd, the Singapore date submitted. */
  billSentDate: string;
}

/** A bill line on the wire (BillingDetail), S$ with two decimals. */
export function billingDetailJson(header: BillHeader, line: BilledLine): BillingDetail {
  return {
    referenceNumber: header.referenceNumber,
    lfControlNumber: header.lfControlNumber,
    billSentDate: header.billSentDate,
    agencyCode: line.agencyCode,
    departmentCode: line.deptCode,
    applyFee: centsToDollars(line.applFee),
    applyGst: centsToDollars(line.applGst),
    crimsonLogicProcessingChargedFee: centsToDollars(line.clFee),
    crimsonLogicProcessingGSTFee: centsToDollars(line.clGst),
    totalFeePerLRCharged: centsToDollars(line.applFee + line.clFee),
    totalFeePerLRGST: centsToDollars(line.applGst + line.clGst),
    lineType: line.lineType,
    description: line.description,
  };
}
