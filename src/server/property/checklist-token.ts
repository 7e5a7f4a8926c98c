import * as v from 'valibot';
import { definePurposeToken, type PurposeTokenSettings } from '../auth/purpose-token';

/**
 * The checklist partner's token (get-legalassiz-token): short-lived, naming the user and the firm. It carries
 * `fid` rather than `firm` and no token version, so it can never pass as a session token. `edit` (from
 * get-checklist-url?direct=true) lets the frame tick and untick; without it the checklist is read-only.
 */
export const CHECKLIST_TOKEN_SECONDS = 300;

/**
 * The token the stand-in's page puts in its own forms and template links, issued as it renders: long enough
 * for a user to work through the open page, with exactly the claims of the token that opened it.
 */
export const CHECKLIST_PAGE_TOKEN_SECONDS = 1800;

const claims = { fid: v.pipe(v.number(), v.integer()), edit: v.optional(v.boolean()) };
const checklistToken = definePurposeToken('checklist', CHECKLIST_TOKEN_SECONDS, claims);
const checklistPageToken = definePurposeToken('checklist-page', CHECKLIST_PAGE_TOKEN_SECONDS, claims);

export interface ChecklistTokenClaims {
  /** The login id (users.user_id). */
  sub: string;
  fid: number;
  edit: boolean;
}

export function issueChecklistToken(
  settings: PurposeTokenSettings,
  user: { userId: string; firmId: number },
  options: { edit?: boolean } = {},
): Promise<string> {
  return checklistToken.issue(settings, user.userId, options.edit ? { fid: user.firmId, edit: true } : { fid: user.firmId });
}

export function issueChecklistPageToken(settings: PurposeTokenSettings, claims: ChecklistTokenClaims): Promise<string> {
  return checklistPageToken.issue(settings, claims.sub, claims.edit ? { fid: claims.fid, edit: true } : { fid: claims.fid });
}

/** The claims of a genuine, unexpired checklist token (the address's or the page's own), else null. */
export async function readChecklistToken(settings: PurposeTokenSettings, token: string): Promise<ChecklistTokenClaims | null> {
  const read = (await checklistToken.read(settings, token)) ?? (await checklistPageToken.read(settings, token));
  return read ? { sub: read.sub, fid: read.fid, edit: read.edit === true } : null;
}
