import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { sandboxAddresses, sandboxCompanies, sandboxIrasLand, sandboxIrasUnits, sandboxMcsts, sandboxSalespersons } from '../schema';
import { SANDBOX_ADDRESSES } from './sandbox-addresses';
import { SANDBOX_COMPANIES } from './sandbox-companies';
import { SANDBOX_IRAS_LAND } from './sandbox-iras-land';
import { SANDBOX_IRAS_UNITS } from './sandbox-iras-units';
import { SANDBOX_MCSTS } from './sandbox-mcsts';
import { SANDBOX_SALESPERSONS } from './sandbox-salespersons';

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

/** The lookup sandbox's data, loaded into each table once; operators may edit it afterwards. */
export async function seedSandbox(db: Database): Promise<void> {
  if (await isEmpty(db, sandboxAddresses)) await db.insert(sandboxAddresses).values([...SANDBOX_ADDRESSES]);
  if (await isEmpty(db, sandboxCompanies)) await db.insert(sandboxCompanies).values([...SANDBOX_COMPANIES]);
  if (await isEmpty(db, sandboxSalespersons)) await db.insert(sandboxSalespersons).values([...SANDBOX_SALESPERSONS]);
  if (await isEmpty(db, sandboxMcsts)) await db.insert(sandboxMcsts).values([...SANDBOX_MCSTS]);
  if (await isEmpty(db, sandboxIrasUnits)) await db.insert(sandboxIrasUnits).values([...SANDBOX_IRAS_UNITS]);
  if (await isEmpty(db, sandboxIrasLand)) await db.insert(sandboxIrasLand).values([...SANDBOX_IRAS_LAND]);
}
