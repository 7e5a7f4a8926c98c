import { AGENCY_FEE_TABLE } from './agencies';
import { chargeLineFor } from './fees';
import { centsToDollars } from './money';

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
        ...(line.agencyCode === 'MCST' ? { salLevy: { salLevyFee: centsToDollars(line.salLevyFee), salLevyGSTFee: centsToDollars(line.salLevyGst) } } : {}),
      },
    };
  });
}
