import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { inFirm, verifiedFirmId } from '../db/firm-scope';
import { findOwnFirm } from '../db/queries/law-firms';
import { properties, transactionTypes } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { checklistMessagePage, checklistPage } from '../property/checklist-page';
import { readChecklistToken } from '../property/checklist-token';
import { CHECKLIST_ID } from './property-bodies';

const TITLE = 'e-Checklist';

/**
 * GET /api/sandbox/checklist/{checkListId}?token=… — the partner's checklist page stand-in, opened in a
 * frame, so the token in the address (from get-checklist-url) is its only credential.
 */
export function sandboxChecklistRoutes(deps: Pick<AppDeps, 'db' | 'keys' | 'clock'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/checklist/:checkListId', async (c) => {
    // The one page the app frames (the checklist frame): its own policy, framed only by the app's origin.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    c.header('X-Frame-Options', 'SAMEORIGIN');
    const claims = await readChecklistToken({ secret: deps.keys.jwtSecret, clock: deps.clock }, c.req.query('token') ?? '');
    if (!claims) return c.html(checklistMessagePage(TITLE, messages.checklistLinkInvalid), 401);
    // The firm id comes from a token this server signed for a verified session.
    const firmId = verifiedFirmId(claims.fid);
    if (!(await findOwnFirm(deps.db, firmId))?.isLaActive) return c.html(checklistMessagePage(TITLE, messages.checklistNotActive), 403);

    const checkListId = c.req.param('checkListId');
    const [found] = CHECKLIST_ID.test(checkListId)
      ? await deps.db
          .select({
            propertyRefNo: properties.propertyRefNo,
            propAddress: properties.propAddress,
            completionDate: properties.completionDate,
            transactionTypeName: transactionTypes.name,
          })
          .from(properties)
          .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
          .where(inFirm(properties, firmId, eq(properties.checkListId, checkListId)))
          .limit(1)
      : [];
    if (!found) return c.html(checklistMessagePage(TITLE, messages.notFound), 404);
    return c.html(checklistPage({ ...found, checkListId, transactionTypeName: found.transactionTypeName ?? '' }));
  });
}
