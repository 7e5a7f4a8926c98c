import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../domain/messages';
import { checklistMessages } from '../../domain/messages/checklist';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { ensureChecklistId } from '../checklist/checklist-store';
import { inFirm } from '../db/firm-scope';
import { findOwnFirm } from '../db/queries/law-firms';
import { properties } from '../db/schema';
import type { AppEnv, Session } from '../http/app-env';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { readJson } from '../http/read-input';
import { RecordIdSchema } from '../http/record-id';
import { issueChecklistToken } from '../property/checklist-token';
import { CHECKLIST_ID } from './property-bodies';

const EnsureChecklistBody = v.object({ loginId: v.pipe(v.string(), v.maxLength(100)), propertyId: RecordIdSchema });

/** get-checklist-url's `direct`: 'true' opens the checklist editable (seed 001 §2.6), anything else read-only. */
const DirectQuery = v.optional(v.picklist(['true', 'false']));

/**
 * The partner e-checklist links (seed 000 §6, §7). Only firms with the add-on (isLaActive) get a token, a
 * checklist address or a checklist id; others get 403 with our message, as the menus never offer it to them.
 */
export function checklistRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };

  const firmHasChecklists = async (session: Session) => (await findOwnFirm(deps.db, session.firmId))?.isLaActive === true;

  return (
    new Hono<AppEnv>()
      .get('/get-legalassiz-token', bearer, async (c) => {
        const session = c.get('session');
        if (!(await firmHasChecklists(session))) return c.json({ errormsg: messages.checklistNotActive }, 403);
        return c.json({ token: await issueChecklistToken(tokenSettings, session) });
      })
      .get('/get-checklist-url/:checkListId', bearer, async (c) => {
        const session = c.get('session');
        const checkListId = c.req.param('checkListId');
        if (!CHECKLIST_ID.test(checkListId)) throw new BadRequestError(['checkListId: not a checklist id']);
        const direct = v.safeParse(DirectQuery, c.req.query('direct'));
        if (!direct.success) throw new BadRequestError(["direct: 'true' or 'false'"]);
        if (!(await firmHasChecklists(session))) return c.json({ errormsg: messages.checklistNotActive }, 403);
        const [owned] = await deps.db
          .select({ id: properties.id })
          .from(properties)
          .where(inFirm(properties, session.firmId, eq(properties.checkListId, checkListId)))
          .limit(1);
        if (!owned) throw new NotFoundError();
        // The address carries its own short-lived token: a frame cannot send the bearer header.
        const token = await issueChecklistToken(tokenSettings, session, { edit: direct.output === 'true' });
        const url = new URL(`/api/sandbox/checklist/${encodeURIComponent(checkListId)}`, c.req.url);
        url.searchParams.set('token', token);
        return c.json({ url: url.toString() });
      })
      // The case's checklist id, given one now when it has none and its transaction type is eligible (seed 001 §5 "Checklist").
      .post('/ensure-checklist', bearer, async (c) => {
        const session = c.get('session');
        const { propertyId } = await readJson(c, EnsureChecklistBody);
        if (!(await firmHasChecklists(session))) return c.json({ errormsg: messages.checklistNotActive }, 403);
        const ensured = await ensureChecklistId(deps.db, session, propertyId, new Date(deps.clock.nowMs()));
        if (ensured.kind === 'notFound') throw new NotFoundError();
        if (ensured.kind === 'missing') throw new ConflictError(checklistMessages.checklistTransactionTypeMissing);
        if (ensured.kind === 'notEligible') throw new ConflictError(checklistMessages.checklistNotEligible);
        return c.json({ checkListId: ensured.checkListId });
      })
  );
}
