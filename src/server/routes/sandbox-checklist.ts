import { Hono, type Context } from 'hono';
import { checklistEligibility, checklistItemStates, checklistItemsFor, tickProblem } from '../../domain/checklist/definitions';
import { messages } from '../../domain/messages';
import { checklistMessages } from '../../domain/messages/checklist';
import type { AppDeps } from '../app-deps';
import { readChecklistFacts } from '../checklist/case-facts';
import { findChecklistCase, findChecklistUser, readChecklistTicks, setChecklistTick, type ChecklistCaseRow } from '../checklist/checklist-store';
import { CHECKLIST_TEMPLATES, isChecklistTemplate, renderChecklistTemplate } from '../checklist/checklist-templates';
import { todayBy } from '../clock';
import { verifiedFirmId, type FirmId } from '../db/firm-scope';
import { findOwnFirm } from '../db/queries/law-firms';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from '../http/content-disposition';
import { VIEWER_PDF_HEADERS } from '../http/security-headers';
import { checklistMessagePage, checklistPage } from '../property/checklist-page';
import { issueChecklistPageToken, readChecklistToken, type ChecklistTokenClaims } from '../property/checklist-token';
import { loadPdfSource } from '../services/documents-output/pdf-source';
import { CHECKLIST_ID } from './property-bodies';

const TITLE = 'e-Checklist';
const BASE = '/api/sandbox/checklist';

/** The one page the app frames (the checklist frame): its own policy, framed only by the app's origin, posting only to itself. */
function framePage(c: Context<AppEnv>, markup: string, status: 200 | 400 | 401 | 403 | 404 | 409 = 200): Response {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'");
  c.header('X-Frame-Options', 'SAMEORIGIN');
  return c.html(markup, status);
}

const message = (c: Context<AppEnv>, text: string, status: 400 | 401 | 403 | 404 | 409) => framePage(c, checklistMessagePage(TITLE, text), status);

interface Opened {
  claims: ChecklistTokenClaims;
  firmId: FirmId;
  found: ChecklistCaseRow;
}

const FORM_ACTIONS = ['tick', 'untick'] as const;

/**
 * The page's forms post URL-encoded, the one body the contract takes here, which the API's 1 MB cap covers.
 * Anything else is refused unread: a multipart body is outside that cap (uploads set their own), so reading
 * one would buffer whatever size a caller sends.
 */
const isUrlEncodedForm = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * The partner's checklist stand-in, opened in a sandboxed frame, so the token in the address (from
 * get-checklist-url) is its only credential:
 * - GET  /api/sandbox/checklist/{checkListId}?token=…: the case's checklist, each item done by a tick (who and
 *   when), done in the case (derived from its records), or open; with tick / untick forms when the token may edit;
 * - POST the same address (a URL-encoded form, as the page sends it: item, action tick | untick): changes a tick and
 *   answers 303 back to the page (409 when the case is locked: its checklist is read-only);
 * - GET  …/templates/{engagement-letter | requisition-cover-letter}?token=…: the template filled from the case, as a PDF.
 */
export function sandboxChecklistRoutes(deps: Pick<AppDeps, 'db' | 'keys' | 'clock' | 'agencies'>): Hono<AppEnv> {
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };

  /** The token's claims and the firm's case, or the page saying why not. */
  async function open(c: Context<AppEnv>): Promise<Opened | Response> {
    const claims = await readChecklistToken(tokenSettings, c.req.query('token') ?? '');
    if (!claims) return message(c, messages.checklistLinkInvalid, 401);
    // The firm id comes from a token this server signed for a verified session.
    const firmId = verifiedFirmId(claims.fid);
    if (!(await findOwnFirm(deps.db, firmId))?.isLaActive) return message(c, messages.checklistNotActive, 403);
    const checkListId = c.req.param('checkListId') ?? '';
    const found = CHECKLIST_ID.test(checkListId) ? await findChecklistCase(deps.db, firmId, checkListId) : undefined;
    if (!found) return message(c, messages.notFound, 404);
    return { claims, firmId, found };
  }

  const addressOf = (checkListId: string, token: string, suffix = '') =>
    `${BASE}/${encodeURIComponent(checkListId)}${suffix}?token=${encodeURIComponent(token)}`;

  return new Hono<AppEnv>()
    .get('/checklist/:checkListId', async (c) => {
      const opened = await open(c);
      if (opened instanceof Response) return opened;
      const { claims, firmId, found } = opened;
      // Agency replies that are due land before the derived items are read, as the requisition screens do.
      await deps.agencies.collectReplies(firmId);
      const [facts, ticks, pageToken] = await Promise.all([
        readChecklistFacts(deps.db, firmId, found.propertyId),
        readChecklistTicks(deps.db, firmId, found.propertyId),
        issueChecklistPageToken(tokenSettings, claims),
      ]);
      const items = checklistItemsFor(found.transactionTypeName);
      return framePage(
        c,
        checklistPage({
          item: { ...found, transactionTypeName: found.transactionTypeName ?? '' },
          eligibility: checklistEligibility(found.transactionTypeName),
          states: checklistItemStates(items, facts, ticks),
          editable: claims.edit && !found.locked,
          locked: found.locked,
          pageAddress: addressOf(found.checkListId, pageToken),
          templates: Object.entries(CHECKLIST_TEMPLATES).map(([name, template]) => ({
            title: template.title,
            address: addressOf(found.checkListId, pageToken, `/templates/${name}`),
          })),
        }),
      );
    })
    .post('/checklist/:checkListId', async (c) => {
      const opened = await open(c);
      if (opened instanceof Response) return opened;
      const { claims, firmId, found } = opened;
      // A locked case is settled: its checklist stays as it is, even for an editable token.
      if (found.locked) return message(c, checklistMessages.checklistLocked, 409);
      if (!claims.edit) return message(c, checklistMessages.checklistReadOnly, 403);
      if (!isUrlEncodedForm(c.req.header('Content-Type'))) return message(c, messages.badRequest, 400);
      const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const itemKey = typeof form['item'] === 'string' ? form['item'] : '';
      const action = FORM_ACTIONS.find((candidate) => candidate === form['action']);
      if (!action || itemKey === '' || itemKey.length > 100) return message(c, messages.badRequest, 400);
      const items = checklistItemsFor(found.transactionTypeName);
      const problem = tickProblem(items, itemKey);
      if (problem === 'unknownItem') return message(c, checklistMessages.checklistItemUnknown, 400);
      if (problem === 'derivedItem') return message(c, checklistMessages.checklistItemDerived, 409);
      const userPk = await findChecklistUser(deps.db, firmId, claims.sub);
      if (userPk === undefined) return message(c, messages.checklistLinkInvalid, 401);
      const itemLabel = items.find((item) => item.key === itemKey)?.label ?? itemKey;
      await setChecklistTick(deps.db, firmId, { propertyId: found.propertyId, itemKey, itemLabel, action, userPk, at: new Date(deps.clock.nowMs()) });
      return c.redirect(addressOf(found.checkListId, await issueChecklistPageToken(tokenSettings, claims)), 303);
    })
    .get('/checklist/:checkListId/templates/:template', async (c) => {
      const opened = await open(c);
      if (opened instanceof Response) return opened;
      const { firmId, found } = opened;
      const template = c.req.param('template');
      if (!isChecklistTemplate(template) || checklistEligibility(found.transactionTypeName) !== 'eligible') return message(c, messages.notFound, 404);
      const source = await loadPdfSource(deps.db, firmId, found.propertyId);
      const bytes = await renderChecklistTemplate(template, { source, today: todayBy(deps.clock), createdAt: new Date(deps.clock.nowMs()) });
      return c.body(bytes.slice().buffer, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition('attachment', CHECKLIST_TEMPLATES[template].fileName(found.propertyRefNo)),
        ...VIEWER_PDF_HEADERS,
      });
    });
}
