import { AGENCY_FEE_TABLE } from './agencies';
import { chargeLineFor, type ChargeLine } from './fees';
import { centsToDollars, dollarsToCents } from './money';

/** A charge detail as the contract carries it (seed 001 §3 "Charge detail"), amounts in S$. */
export interface ChargeDetailAmounts {
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  usageQty: number;
  fee: {
    CLApplicationFee: number;
    CLGSTFee: number;
    selectionApplicationFee: number;
    selectionGSTFee: number;
    salLevy?: { salLevyFee: number; salLevyGSTFee: number };
  };
}

/**
 * Every row of the agency fee table priced for a property with `tickedMcstDetails` ticked MCST details. All
 * twelve rows are listed, whatever the property: the screen greys out (and explains) what the selection rules
 * refuse, and the server refuses it again on submit. Amounts are for the whole usage (MCST: × the ticked
 * details, with the SAL levy), so the screen's charge line is these amounts in cents, never multiplied again.
 */
export function chargeDetailsFor(tickedMcstDetails: number): ChargeDetailAmounts[] {
  return AGENCY_FEE_TABLE.map((fee) => {
    const line = chargeLineFor(fee, tickedMcstDetails);
    return {
      agencyCode: line.agencyCode,
      deptCode: line.deptCode,
      chargeCode: line.chargeCode,
      usageQty: line.usageQty,
      fee: {
        CLApplicationFee: centsToDollars(line.clFee),
        CLGSTFee: centsToDollars(line.clGst),
        selectionApplicationFee: centsToDollars(line.applFee),
        selectionGSTFee: centsToDollars(line.applGst),
        ...(line.agencyCode === 'MCST'
          ? { salLevy: { salLevyFee: centsToDollars(line.salLevyFee), salLevyGSTFee: centsToDollars(line.salLevyGst) } }
          : {}),
      },
    };
  });
}

/** A charge detail as a reader of the wire may meet it: every amount optional (the contract marks none required). */
export interface ChargeDetailOnWire {
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  usageQty: number;
  fee: {
    CLApplicationFee?: number;
    CLGSTFee?: number;
    selectionApplicationFee?: number;
    selectionGSTFee?: number;
    salLevy?: { salLevyFee?: number; salLevyGSTFee?: number };
  };
}

/** The charge line a charge detail stands for: its S$ amounts back in cents, never multiplied again. */
export function chargeLineOfDetail(detail: ChargeDetailOnWire): ChargeLine {
  const fee = detail.fee;
  return {
    agencyCode: detail.agencyCode,
    deptCode: detail.deptCode,
    chargeCode: detail.chargeCode,
    usageQty: detail.usageQty,
    applFee: dollarsToCents(fee.selectionApplicationFee ?? 0),
    applGst: dollarsToCents(fee.selectionGSTFee ?? 0),
    clFee: dollarsToCents(fee.CLApplicationFee ?? 0),
    clGst: dollarsToCents(fee.CLGSTFee ?? 0),
    salLevyFee: dollarsToCents(fee.salLevy?.salLevyFee ?? 0),
    salLevyGst: dollarsToCents(fee.salLevy?.salLevyGSTFee ?? 0),
  };
}
