import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-input';
import { printAttachment } from '../requisitions/replies/print-replies';
import { replyLinkUrl } from '../requisitions/replies/reply-pdf-link';

const AttachmentPrintBody = v.object({ rpControlNo: v.pipe(v.string(), v.trim(), v.maxLength(40)) });

/**
 * Opening an agency reply's attachment (seed 001 §7 "Attachment print takes rpControlNo"). Printing ticked
 * replies is POST /print with lrPrint (document-output.ts), which shares the link and its opening.
 */
export function requisitionReplyRoutes(deps: AppDeps): Hono<AppEnv> {
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };
  return new Hono<AppEnv>().post('/printAttachment', requireBearer(deps), async (c) => {
    const session = c.get('session');
    const { rpControlNo } = await readJson(c, AttachmentPrintBody);
    const link = await printAttachment(deps, { firmId: session.firmId, userPk: session.userPk }, rpControlNo, new Date(deps.clock.nowMs()));
    return c.json({ pdfURL: await replyLinkUrl(tokenSettings, session.userId, link) });
  });
}
