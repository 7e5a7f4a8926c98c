import { and, eq, sql } from 'drizzle-orm';
import { lockCase } from '../case-lock';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { firmPropertyRefCounters, properties, propertyLotInfos, propertyMcstDetails, transactionTypes, type NewProperty } from '../schema';

/** Writes of a property and its child rows; the callers hold the transaction. */

const REF_PREFIX = 'PCN';

export function propertyRefNo(year: number, no: number): string {
  return `${REF_PREFIX}-${year}-${String(no).padStart(6, '0')}`;
}

/**
 * The firm's next 'PCN-{year}-{6 digits}'. Each firm counts its own cases, so a number reveals nothing about
 * another firm's. The firm's year row is bumped in the caller's transaction, which holds its row lock until
 * commit, so concurrent adds queue for a number instead of colliding. The first number of a year follows
 * any the firm already has (demo data, imports, cases numbered before counters were per firm).
 */
export async function nextPropertyRefNo(tx: Database, firmId: FirmId, year: number): Promise<string> {
  const counter = and(eq(firmPropertyRefCounters.firmId, firmId), eq(firmPropertyRefCounters.year, year));
  const [bumped] = await tx
    .update(firmPropertyRefCounters)
    .set({ lastNo: sql`${firmPropertyRefCounters.lastNo} + 1` })
    .where(counter)
    .returning({ lastNo: firmPropertyRefCounters.lastNo });
  if (bumped) return propertyRefNo(year, bumped.lastNo);

  // substring(text from pattern) returns the pattern's group: the number after the year.
  const pattern = `^${REF_PREFIX}-${year}-([0-9]{1,9})$`;
  const highest = sql`(select coalesce(max(substring(${properties.propertyRefNo} from ${pattern})::integer), 0)
    from ${properties} where ${properties.firmId} = ${firmId} and ${properties.propertyRefNo} ~ ${pattern})`;
  const [created] = await tx
    .insert(firmPropertyRefCounters)
    .values({ firmId, year, lastNo: sql`${highest} + 1` })
    .onConflictDoUpdate({
      target: [firmPropertyRefCounters.firmId, firmPropertyRefCounters.year],
      set: { lastNo: sql`${firmPropertyRefCounters.lastNo} + 1` },
    })
    .returning({ lastNo: firmPropertyRefCounters.lastNo });
  if (!created) throw new Error('property number counter returned no row');
  return propertyRefNo(year, created.lastNo);
}

export async function findTransactionTypeById(db: Database, id: number) {
  const [row] = await db.select().from(transactionTypes).where(eq(transactionTypes.id, id)).limit(1);
  return row;
}

export async function findTransactionTypeByName(db: Database, name: string) {
  const [row] = await db
    .select()
    .from(transactionTypes)
    .where(eq(sql`lower(${transactionTypes.name})`, name.toLowerCase()))
    .limit(1);
  return row;
}

/** The new row's id, or undefined when its request key was already taken by the same user. */
export async function insertProperty(tx: Database, values: NewProperty): Promise<number | undefined> {
  const [row] = await tx
    .insert(properties)
    .values(values)
    .onConflictDoNothing({ target: [properties.createdBy, properties.requestKey] })
    .returning({ id: properties.id });
  return row?.id;
}

/** The row, locked until the transaction ends, when it is the firm's. */
export async function lockOwnProperty(tx: Database, firmId: FirmId, id: number) {
  return lockCase(tx, firmId, id);
}

export async function updateOwnProperty(tx: Database, firmId: FirmId, id: number, values: Partial<NewProperty>): Promise<void> {
  await tx
    .update(properties)
    .set(values)
    .where(inFirm(properties, firmId, eq(properties.id, id)));
}

type LotValues = Omit<typeof propertyLotInfos.$inferInsert, 'id' | 'propertyId'>;
type McstValues = Omit<typeof propertyMcstDetails.$inferInsert, 'id' | 'propertyId'>;

/** Lots and ticked MCST details are rewritten whole with the property, as the form sends them whole. */
export async function replacePropertyChildren(tx: Database, propertyId: number, lots: readonly LotValues[], mcst: readonly McstValues[]) {
  await tx.delete(propertyLotInfos).where(eq(propertyLotInfos.propertyId, propertyId));
  await tx.delete(propertyMcstDetails).where(eq(propertyMcstDetails.propertyId, propertyId));
  if (lots.length > 0) await tx.insert(propertyLotInfos).values(lots.map((lot) => ({ ...lot, propertyId })));
  if (mcst.length > 0) await tx.insert(propertyMcstDetails).values(mcst.map((detail) => ({ ...detail, propertyId })));
}
