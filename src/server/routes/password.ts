import type { Context } from 'hono';
import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { sessionFromHeader } from '../auth/bearer';
import { throttleSettings } from '../auth/login-throttle';
import { changePassword, resetPassword, type PasswordChangeOutcome } from '../auth/password-change';
import type { AppEnv } from '../http/app-env';
import { BadRequestError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { ChangePasswordBody, ResetPasswordBody } from './account-bodies';

/** Change and reset password. Problems are 200 with `errormsg` (seed 002 §7); '' means done. */
export function passwordRoutes(deps: AppDeps): Hono<AppEnv> {
  const throttle = throttleSettings(deps.config, deps.clock);

  const decrypt = (field: string, ciphertext: string): string => {
    if (ciphertext === '') return '';
    const plain = deps.keys.decryptPassword(ciphertext);
    if (plain === null) throw new BadRequestError([`${field}: not encrypted with the current public key`]);
    return plain;
  };

  return new Hono<AppEnv>()
    .post('/change-password', async (c) => {
      const body = await readJson(c, ChangePasswordBody);
      // The bearer is optional: the expired-password page has none, and the old password authenticates.
      // A stale token left in the browser is ignored for the same reason; a good one must be this user's.
      const header = c.req.header('Authorization');
      const session = header === undefined ? null : await sessionFromHeader(deps, header);
      if (session) requireOwnUser(session, body.userid);
      const oldPassword = decrypt('oldpassword', body.oldpassword);
      const newPassword = decrypt('newpassword', body.newpassword);
      // The session making the change stays signed in; the user's others end (all of them without a session).
      return reply(c, await changePassword(deps.db, throttle, body.userid, oldPassword, newPassword, session?.sessionId));
    })
    .post('/reset-password', async (c) => {
      const body = await readJson(c, ResetPasswordBody);
      const request = {
        userid: body.userid,
        newPassword: decrypt('newpassword', body.newpassword),
        confirmPassword: decrypt('confirmnewpassword', body.confirmnewpassword),
        resetToken: body.resetToken,
      };
      return reply(c, await resetPassword(deps.db, { secret: deps.keys.jwtSecret, clock: deps.clock }, request));
    });
}

function reply(c: Context<AppEnv>, outcome: PasswordChangeOutcome) {
  switch (outcome.kind) {
    case 'changed':
      return c.json({ errormsg: '' });
    case 'throttled':
      return c.json({ errormsg: messages.loginThrottled(outcome.minutesLeft) });
    case 'wrong-current-password':
      return c.json({ errormsg: messages.currentPasswordIncorrect });
    case 'not-authorised':
      return c.json({ errormsg: messages.resetNotAuthorised });
    case 'problem':
      return c.json({ errormsg: outcome.message });
  }
}
