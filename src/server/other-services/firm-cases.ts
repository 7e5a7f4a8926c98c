import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { properties } from '../db/schema';

export interface FirmCase {
  id: number;
  lawfirmRefNo: string;
  propAddress: string;
  propType: 'BUILDING' | 'LAND';
}

/** The firm's newest case on a property tax account, if it has one: a request on that account names its case. */
export async function caseOfAccount(db: Database, firmId: FirmId, propertyAccountNo: string): Promise<FirmCase | undefined> {
  const [row] = await db
    .select({ id: properties.id, lawfirmRefNo: properties.lawfirmRefNo, propAddress: properties.propAddress, propType: properties.propType })
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.propAcctNo, propertyAccountNo)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(1);
  return row;
}
