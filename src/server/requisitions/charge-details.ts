import type { components } from '../../api/schema.gen';
import { AGENCY_FEE_TABLE } from '../../domain/requisitions/agencies';
import { chargeLineFor } from '../../domain/requisitions/fees';
import { centsToDollars } from '../../domain/requisitions/money';

type ChargeDetail = components['schemas']['ChargeDetail'];

/**
 * Every row of the agency fee table priced for a property with `tickedMcstDetails` ticked MCST details. All
 * twelve rows are listed, whatever the property: the screen greys out (and explains) what the selection rules
 * refuse, and the server refuses it again on submit. Amounts are for the whole usage (MCST: × the ticked
 * details, with the SAL levy), so the screen's charge line is these amounts in cents, never multiplied again.
 */
export function chargeDetailsFor(tickedMcstDetails: number): ChargeDetail[] {
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
