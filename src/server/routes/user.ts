import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { passwordExpiresAtMs } from '../auth/password-age';
import { listSecurityQuestions } from '../db/queries/security-questions';
import { findUserWithFirm, recordDisclaimerAccepted } from '../db/queries/users';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { DisclaimerBody } from './auth-bodies';

/** The signed-in user's own account: details, disclaimer, security question lists. */
export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);

  return (
    new Hono<AppEnv>()
      .post('/disclaimer-user', bearer, async (c) => {
        const body = await readJson(c, DisclaimerBody);
        const session = c.get('session');
        requireOwnUser(session, body.userId);
        if (!body.isAccept) return c.json(false);
        await recordDisclaimerAccepted(deps.db, session.firmId, session.userPk, new Date(deps.clock.nowMs()));
        return c.json(true);
      })
      // The {jwt} path segment is the seed's habit; it is ignored, the header authenticates.
      .get('/get-user-details/:userId/:jwt', bearer, async (c) => {
        const session = c.get('session');
        requireOwnUser(session, c.req.param('userId'));
        const found = await findUserWithFirm(deps.db, session.firmId, session.userPk);
        if (!found) throw new NotFoundError();
        const { user, firm } = found;
        return c.json({
          userDetails: {
            userName: user.userName,
            position: user.position,
            user_id: user.userId,
            disclaimerAccepted: user.disclaimerAccepted ? '1' : '0',
          },
          accountDetails: {
            phone: firm.phone,
            address: firm.address,
            acctId: firm.acctId,
            appId: firm.appId,
            accountName: firm.name,
            postalCode: firm.postalCode,
            email: firm.email,
            fax: firm.fax,
            uen: firm.uen,
          },
          expiredTime: session.expiresAtMs,
          passwordExpiredTime: passwordExpiresAtMs(user, deps.config.passwordMaxAgeDays),
          // The steps the bearer check found pending on this request: the app routes to the first of them.
          pendingSetup: [...session.pendingSetup],
        });
      })
      .get('/questions', bearer, async (c) => c.json(await listSecurityQuestions(deps.db)))
  );
}
