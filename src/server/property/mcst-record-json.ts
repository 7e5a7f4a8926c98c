import type { components } from '../../api/schema.gen';
import type { sandboxMcsts } from '../db/schema';

/** A register row as /searchMcstNo answers it: the MCST's fields with its address nested (McstRecord). */
export function mcstRecordJson(row: typeof sandboxMcsts.$inferSelect): components['schemas']['McstRecord'] {
  return {
    mcstId: row.mcstId,
    mcstNo: row.mcstNo,
    subMcsNo: row.subMcsNo,
    mcstType: row.mcstType,
    devName: row.devName,
    devLocation: row.devLocation,
    maName: row.maName,
    maAddress1: row.maAddress1,
    maAddress2: row.maAddress2,
    maAgencyMail: row.maAgencyMail,
    address: {
      blockNo: row.blockNo,
      postalCode: row.postalCode,
      storeyNo: row.storeyNo,
      streetName: row.streetName,
      unitNo: row.unitNo,
    },
  };
}
