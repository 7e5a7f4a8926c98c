import { GST_RATE } from '../constants';
import { AGENCY_FEE_TABLE, agencyDisplayName, PUB_PROCESSING_FEE, REQUISITION_PROCESSING_FEE, SAL_LEVY_PERCENT, TRANSACTION_FEE } from './agencies';
import { chargeLineFor, lineTotal, TRANSACTION_FEE_LABEL } from './fees';
import { formatCents, gstOf, type Cents } from './money';

/**
 * What the public Fees and Charges tab and the registration form publish (seed 000 §9), read from the one fee
 * module that prices requisitions: a published figure is always what a requisition is charged (issue 18).
 */

export interface PublishedFee {
  item: string;
  amount: string;
}

const dollars = (cents: Cents) => `S$${formatCents(cents)}`;
const GST_PERCENT = Math.round(GST_RATE * 100);

/** Subscription fees and the per-request fees, as the Fees and Charges tab and the registration form list them. */
export const SUBSCRIPTION_FEES: readonly PublishedFee[] = [
  { item: 'One-time registration', amount: 'S$50' },
  { item: 'Monthly subscription', amount: 'S$20 per ID' },
  { item: 'Legal-assistant (e-checklist) module upgrade', amount: 'S$30 for 2 IDs, each additional ID S$20 per month' },
  { item: 'Legal requisition processing fee', amount: `${dollars(REQUISITION_PROCESSING_FEE)} per agency request, plus GST` },
  { item: 'Acknowledgement (transaction fee)', amount: `${dollars(TRANSACTION_FEE)} per requisition, plus GST` },
  { item: 'S.47 certificate processing', amount: 'S$6' },
  { item: 'PUB agency processing (instead of the processing fee)', amount: `${dollars(PUB_PROCESSING_FEE)} per PUB request, plus GST` },
  { item: 'GST', amount: `${GST_PERCENT}%` },
];

/** One row of the agency table: what one request to the agency is charged, and what makes it up. */
export interface PublishedAgencyCharge {
  /** The agency line as the requisition page names it ('URA', 'NEA - SCD', 'MCST Managing Agent'). */
  agency: string;
  /** The agency's own charge with its GST (seed 000 §9's published total); 0 for the transaction fee. */
  agencyCharge: Cents;
  /** MCST only: the SAL levy with its GST; 0 elsewhere. */
  salLevy: Cents;
  processingFee: Cents;
  processingGst: Cents;
  /** What the requisition page charges for it: the sum of the four. */
  total: Cents;
  /** Estimated reply time; empty for the transaction fee. */
  reply: string;
}

/**
 * Every agency line for one request (an MCST line for one MCST detail), priced by the requisition page's own
 * chargeLineFor, then the transaction fee a requisition carries once whatever its agencies.
 */
export function publishedAgencyCharges(): PublishedAgencyCharge[] {
  const agencies = AGENCY_FEE_TABLE.map((fee): PublishedAgencyCharge => {
    const line = chargeLineFor(fee, 1);
    return {
      agency: agencyDisplayName(fee.agencyCode, fee.deptCode),
      agencyCharge: line.applFee + line.applGst,
      salLevy: line.salLevyFee + line.salLevyGst,
      processingFee: line.clFee,
      processingGst: line.clGst,
      total: lineTotal(line),
      reply: fee.reply,
    };
  });
  const transactionGst = gstOf(TRANSACTION_FEE);
  return [
    ...agencies,
    {
      agency: `${TRANSACTION_FEE_LABEL} (once per requisition)`,
      agencyCharge: 0,
      salLevy: 0,
      processingFee: TRANSACTION_FEE,
      processingGst: transactionGst,
      total: TRANSACTION_FEE + transactionGst,
      reply: '',
    },
  ];
}

/** The sentence under the table, with a worked example from the same figures. */
export function processingFeeExplanation(): string {
  const ura = publishedAgencyCharges().find((row) => row.agency === 'URA');
  const example = ura
    ? ` For URA: ${dollars(ura.agencyCharge)} + ${dollars(ura.processingFee)} + ${dollars(ura.processingGst)} GST = ${dollars(ura.total)}.`
    : '';
  return (
    `Each agency request is charged the agency's own charge (with its GST), our processing fee of ${dollars(REQUISITION_PROCESSING_FEE)} ` +
    `(${dollars(PUB_PROCESSING_FEE)} for PUB) and ${GST_PERCENT}% GST on the processing fee.${example}`
  );
}

/** MCST's note: what the levy is and that every MCST detail is a request of its own. */
export const MCST_NOTE =
  `MCST requisitions also carry the SAL levy of ${SAL_LEVY_PERCENT}% of the MCST fee, with GST, and are charged once for each MCST ` +
  'detail of the property.';
