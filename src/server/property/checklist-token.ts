import * as v from 'valibot';
import { definePurposeToken, type PurposeTokenSettings } from '../auth/purpose-token';

/**
 * The checklist partner's token (get-legalassiz-token): short-lived, naming the user and the firm. It carries
 * `fid` rather than `firm` and no token version, so it can never pass as a session token.
 */
export const CHECKLIST_TOKEN_SECONDS = 300;

const checklistToken = definePurposeToken('checklist', CHECKLIST_TOKEN_SECONDS, { fid: v.pipe(v.number(), v.integer()) });

export function issueChecklistToken(settings: PurposeTokenSettings, user: { userId: string; firmId: number }): Promise<string> {
  return checklistToken.issue(settings, user.userId, { fid: user.firmId });
}

export const readChecklistToken = (settings: PurposeTokenSettings, token: string) => checklistToken.read(settings, token);
