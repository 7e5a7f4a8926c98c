import type { Context } from 'hono';
import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import { chargeDetailsFor } from '../../domain/requisitions/charge-details';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { readJson } from '../http/read-input';
import { pathRecordId } from '../http/record-id';
import { createRequisition, type RequisitionKind } from '../requisitions/create-requisition';
import { submitOrDiscardDrafts } from '../requisitions/draft-actions';
import { dueDiligencesOf } from '../requisitions/due-diligence-list';
import { findDuplicates } from '../requisitions/find-duplicates';
import { readRequisitionFacts } from '../requisitions/requisition-facts';
import { chosenFees } from '../requisitions/requisition-request';
import { statusRows } from '../requisitions/status-rows';
import { countStreets } from '../requisitions/street-count';
import { CheckStatusBody, DraftActionBody, RequisitionBody, StreetNameBody } from './requisition-bodies';

/**
 * The legal requisition calls of the due-diligence page and the draft cart (seed 001 §7 "Legal requisitions"),
 * on the database and scoped to the caller's firm. Replies, printing and the requisition report are in
 * requisition-replies.ts and requisition-reports.ts.
 */
export function requisitionRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const store = async (c: Context<AppEnv>, kind: RequisitionKind) => {
    const requestKey = idempotencyKeyOf(c);
    const body = await readJson(c, RequisitionBody);
    const { firmId, userPk } = c.get('session');
    const outcome = await createRequisition(deps, { firmId, userPk }, body, { kind, requestKey });
    if (outcome.kind === 'too-fast') return c.json({ errormsg: messages.requisitionSubmitTooFast }, 429);
    return c.json({ lfcontrolNo: outcome.lfcontrolNo });
  };

  return new Hono<AppEnv>()
    .get('/get-charge-details/:propertyId', bearer, async (c) => {
      const facts = await readRequisitionFacts(deps.db, c.get('session').firmId, pathRecordId(c, 'propertyId'));
      return c.json(chargeDetailsFor(facts.selection.tickedMcstDetails));
    })
    .get('/get-duedeligence/:propertyId', bearer, async (c) => {
      const { firmId } = c.get('session');
      const propertyId = pathRecordId(c, 'propertyId');
      // Replies that are due show at once, without waiting for anything else to collect them.
      await deps.agencies.collectReplies(firmId);
      return c.json(await dueDiligencesOf(deps.db, firmId, propertyId));
    })
    .post('/searchStreetName', bearer, async (c) => {
      const body = await readJson(c, StreetNameBody);
      return c.json({ count: await countStreets(deps.db, body.streetName) });
    })
    .post('/check-Duplicate-DD-Submitted', bearer, async (c) => {
      const body = await readJson(c, RequisitionBody);
      return c.json(await findDuplicates(deps.db, deps.clock, c.get('session').firmId, body.propertyId, chosenFees(body)));
    })
    .post('/submitDD', bearer, (c) => store(c, 'submit'))
    .post('/draftDD', bearer, (c) => store(c, 'draft'))
    .post('/checkStatus', bearer, async (c) => {
      const body = await readJson(c, CheckStatusBody);
      const { firmId } = c.get('session');
      await deps.agencies.collectReplies(firmId);
      return c.json(await statusRows(deps.db, firmId, body.lfControlNo));
    })
    .post('/submitOrDiscardDraftedDueDiligences', bearer, async (c) => {
      const body = await readJson(c, DraftActionBody);
      // allLfControlNos (every draft in the cart, seed 001 §7) is checked for shape only: what is acted on is lfControlNos.
      const { firmId, userPk } = c.get('session');
      await submitOrDiscardDrafts(deps, { firmId, userPk }, body.lfControlNos, body.isSubmit);
      return c.json(true);
    });
}
