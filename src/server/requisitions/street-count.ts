import { countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxAddresses } from '../db/schema';

/**
 * How many known streets carry this name (seed 001 §7 searchStreetName), from the address sandbox that stands
 * in for the agencies' street register: case and surrounding blanks do not matter. 0 is 'Street Name not
 * found.' on the page. Reference data shared by all firms, so not firm-scoped.
 */
export async function countStreets(db: Database, streetName: string): Promise<number> {
  const name = streetName.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!name) return 0;
  const roadName = sql`upper(trim(${sandboxAddresses.roadName}))`;
  const [row] = await db
    .select({ value: countDistinct(roadName) })
    .from(sandboxAddresses)
    .where(eq(roadName, name));
  return row?.value ?? 0;
}
