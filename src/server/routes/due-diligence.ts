import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { inFirm } from '../db/firm-scope';
import { dueDiligences, properties } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { pathRecordId } from '../http/record-id';

/** The requisitions of a property (seed 001 §7), also read before a delete; agencies come with issue 7. */
export function dueDiligenceRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/get-duedeligence/:propertyId', requireBearer(deps), async (c) => {
    const { firmId } = c.get('session');
    const propertyId = pathRecordId(c, 'propertyId');
    const [property] = await deps.db
      .select({ id: properties.id })
      .from(properties)
      .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
      .limit(1);
    if (!property) throw new NotFoundError();
    const rows = await deps.db
      .select()
      .from(dueDiligences)
      .where(inFirm(dueDiligences, firmId, eq(dueDiligences.propertyId, propertyId)))
      .orderBy(desc(dueDiligences.createdAt), desc(dueDiligences.id));
    return c.json(
      rows.map((row) => ({
        lfcontrolNo: row.lfControlNo,
        createdDate: row.createdAt.toISOString(),
        drafted: row.drafted === 'Y' ? 'Y' : 'N',
        requested: 0,
        received: 0,
        agencies: [],
      })),
    );
  });
}
