import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { sandboxAddresses, sandboxCompanies, sandboxIrasUnits, sandboxMcsts, sandboxSalespersons } from '../schema';
import { containing } from './like-pattern';

/** The lookup sandbox's searches; reference data shared by all firms, so not firm-scoped. */

export async function searchAddresses(db: Database, searchVal: string, page: { offset: number; limit: number }) {
  const like = containing(searchVal);
  const where = or(
    eq(sandboxAddresses.postal, searchVal),
    ilike(sandboxAddresses.searchval, like),
    ilike(sandboxAddresses.address, like),
    ilike(sandboxAddresses.roadName, like),
  );
  const [total] = await db.select({ value: count() }).from(sandboxAddresses).where(where);
  const rows = await db.select().from(sandboxAddresses).where(where).orderBy(asc(sandboxAddresses.id)).offset(page.offset).limit(page.limit);
  return { found: total?.value ?? 0, rows };
}

export async function searchCompanies(db: Database, q: string, limit: number) {
  const where =
    q === '' ? undefined : or(eq(sql`upper(${sandboxCompanies.uen})`, q.toUpperCase()), ilike(sandboxCompanies.entityName, containing(q)));
  const [total] = await db.select({ value: count() }).from(sandboxCompanies).where(where);
  const rows = await db.select().from(sandboxCompanies).where(where).orderBy(asc(sandboxCompanies.id)).limit(limit);
  return { total: total?.value ?? 0, rows };
}

export async function searchSalespersons(db: Database, q: string, limit: number) {
  const like = containing(q);
  const where =
    q === ''
      ? undefined
      : or(
          ilike(sandboxSalespersons.salespersonName, like),
          ilike(sandboxSalespersons.registrationNo, like),
          ilike(sandboxSalespersons.estateAgentName, like),
          ilike(sandboxSalespersons.estateAgentLicenseNo, like),
        );
  const [total] = await db.select({ value: count() }).from(sandboxSalespersons).where(where);
  const rows = await db.select().from(sandboxSalespersons).where(where).orderBy(asc(sandboxSalespersons.id)).limit(limit);
  return { total: total?.value ?? 0, rows };
}

/** The active register rows of one MCST number: the main MCST and any subsidiary ones. */
export async function findActiveMcsts(db: Database, mcstNo: string) {
  return db
    .select()
    .from(sandboxMcsts)
    .where(and(eq(sql`upper(${sandboxMcsts.mcstNo})`, mcstNo.toUpperCase()), eq(sandboxMcsts.active, true)))
    .orderBy(asc(sandboxMcsts.subMcsNo), asc(sandboxMcsts.id));
}

export async function findIrasUnitsAtPostal(db: Database, postalCode: string) {
  return db.select().from(sandboxIrasUnits).where(eq(sandboxIrasUnits.postalCode, postalCode)).orderBy(asc(sandboxIrasUnits.id));
}
