import type { components } from '../../api/schema.gen';
import type { sandboxIrasUnits } from '../db/schema';

type IrasUnitRow = typeof sandboxIrasUnits.$inferSelect;
type IrasReply = components['schemas']['IrasTaxableResponse'];

/**
 * The IRAS valuation-list simulator's return codes. '20' (not found) and '30' (API error) are the seed's
 * (000 §8); '10' for units found is ours. The reserved postal code makes the simulator answer '30', so the
 * API-error path can be shown and tested without a real outage.
 */
export const IRAS_RETURN_CODES = { found: '10', notFound: '20', apiError: '30' } as const;
export const IRAS_API_ERROR_POSTAL = '999930';

/** Storey and unit as typed ('8', '08', ' 08 ') compare as the same number; letters compare uppercased. */
function sameUnitPart(a: string, b: string): boolean {
  const norm = (value: string) => {
    const text = value.trim().toUpperCase();
    return /^\d+$/.test(text) ? String(Number(text)) : text;
  };
  return norm(a) === norm(b);
}

function unitJson(row: IrasUnitRow): components['schemas']['IrasEligibleUnit'] {
  return {
    blkHouseNo: row.blkHouseNo,
    storeyNo: row.storeyNo,
    unitNo: row.unitNo,
    streetName: row.streetName,
    postalCode: row.postalCode,
    pptyTaxRefNo: row.pptyTaxRefNo,
    pptyDescription: row.pptyDescription,
  };
}

const reply = (rows: readonly IrasUnitRow[]): IrasReply =>
  rows.length === 0
    ? { irasTaxibleResponseData: [], returnCode: IRAS_RETURN_CODES.notFound }
    : { irasTaxibleResponseData: rows.map(unitJson), returnCode: IRAS_RETURN_CODES.found };

export const irasApiError = (): IrasReply => ({ irasTaxibleResponseData: [], returnCode: IRAS_RETURN_CODES.apiError });

/** By unit: the listed units under the postal code with that storey and unit (the postal code fixes the block). */
export function irasUnitReply(unitsAtPostal: readonly IrasUnitRow[], storeyNo: string, unitNo: string): IrasReply {
  return reply(unitsAtPostal.filter((row) => sameUnitPart(row.storeyNo, storeyNo) && sameUnitPart(row.unitNo, unitNo)));
}

const byBlock = new Intl.Collator('en', { numeric: true });

/** By postal code (criteria '2'): every listed unit there, by block ascending (seed 000 §9), then storey and unit. */
export function irasPostalReply(unitsAtPostal: readonly IrasUnitRow[]): IrasReply {
  const sorted = [...unitsAtPostal].sort(
    (a, b) => byBlock.compare(a.blkHouseNo, b.blkHouseNo) || byBlock.compare(a.storeyNo, b.storeyNo) || byBlock.compare(a.unitNo, b.unitNo),
  );
  return reply(sorted);
}
