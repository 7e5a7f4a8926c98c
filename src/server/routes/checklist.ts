import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { inFirm } from '../db/firm-scope';
import { findOwnFirm } from '../db/queries/law-firms';
import { properties } from '../db/schema';
import type { AppEnv, Session } from '../http/app-env';
import { BadRequestError, NotFoundError } from '../http/errors';
import { issueChecklistToken } from '../property/checklist-token';
import { CHECKLIST_ID } from './property-bodies';

/**
 * The partner e-checklist links (seed 000 §6, §7). Only firms with the add-on (isLaActive) get a token or
 * a checklist address; others get 403 with our message, as the menus never offer it to them.
 */
export function checklistRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };

  const firmHasChecklists = async (session: Session) => (await findOwnFirm(deps.db, session.firmId))?.isLaActive === true;

  return new Hono<AppEnv>()
    .get('/get-legalassiz-token', bearer, async (c) => {
      const session = c.get('session');
      if (!(await firmHasChecklists(session))) return c.json({ errormsg: messages.checklistNotActive }, 403);
      return c.json({ token: await issueChecklistToken(tokenSettings, session) });
    })
    .get('/get-checklist-url/:checkListId', bearer, async (c) => {
      const session = c.get('session');
      const checkListId = c.req.param('checkListId');
      if (!CHECKLIST_ID.test(checkListId)) throw new BadRequestError(['checkListId: not a checklist id']);
      if (!(await firmHasChecklists(session))) return c.json({ errormsg: messages.checklistNotActive }, 403);
      const [owned] = await deps.db
        .select({ id: properties.id })
        .from(properties)
        .where(inFirm(properties, session.firmId, eq(properties.checkListId, checkListId)))
        .limit(1);
      if (!owned) throw new NotFoundError();
      // The address carries its own short-lived token: a frame cannot send the bearer header.
      const token = await issueChecklistToken(tokenSettings, session);
      const url = new URL(`/api/sandbox/checklist/${encodeURIComponent(checkListId)}`, c.req.url);
      url.searchParams.set('token', token);
      return c.json({ url: url.toString() });
    });
}
