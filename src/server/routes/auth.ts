import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { attemptLogin, type LoginOutcome } from '../auth/login';
import { throttleSettings } from '../auth/login-throttle';
import { endSession, openSession, renewSession } from '../auth/sessions';
import type { TokenSettings } from '../auth/tokens';
import { exchangeUniqueCode } from '../auth/unique-code';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import type { AppEnv } from '../http/app-env';
import { BadRequestError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { GetTokenBody, LoginBody, RetrieveSecurityQaBody, UserIdBody } from './auth-bodies';

const LOGIN_PROBLEMS: Record<Exclude<LoginOutcome['kind'], 'signed-in' | 'throttled'>, string> = {
  'invalid-credentials': messages.invalidCredentials,
  'password-expired': messages.passwordExpired,
  'password-must-change': messages.passwordNeedsChange,
};

/** The UEN and checklist flags the client keeps with a token (seed 000 §3), as text the way the seed has them. */
function loginFlags({ user, firm }: UserWithFirm): { isUENUpdated: 'Y' | 'N'; isLAActive: 'true' | 'false' } {
  return { isUENUpdated: user.uenUpdated ? 'Y' : 'N', isLAActive: firm.isLaActive ? 'true' : 'false' };
}

const sessionSubject = ({ user }: UserWithFirm) => ({ userPk: user.id, userId: user.userId, firmId: user.firmId });

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const tokens: TokenSettings = { secret: deps.keys.jwtSecret, sessionSeconds: deps.config.sessionSeconds, clock: deps.clock };
  const throttle = throttleSettings(deps.config, deps.clock);

  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const body = await readJson(c, LoginBody);
      const password = deps.keys.decryptPassword(body.password);
      if (password === null) throw new BadRequestError(['password: not encrypted with the current public key']);

      const outcome = await attemptLogin(deps.db, throttle, body.userid, password, deps.config.passwordMaxAgeDays);
      // Login problems are 200 with errormsg: the seed's client reads them from a successful reply.
      if (outcome.kind === 'throttled') return c.json({ errormsg: messages.loginThrottled(outcome.minutesLeft) });
      if (outcome.kind !== 'signed-in') return c.json({ errormsg: LOGIN_PROBLEMS[outcome.kind] });

      const { jwt } = await openSession(deps.db, tokens, sessionSubject(outcome));
      return c.json({ userid: outcome.user.userId, jwt, userId: outcome.user.userId, ...loginFlags(outcome) });
    })
    .post('/retrieve-security-qa', async (c) => {
      const body = await readJson(c, RetrieveSecurityQaBody);
      const user = (await findUserForLogin(deps.db, body.userid))?.user;
      if (!user?.question1 || !user.question2) return c.json({ status: 'fail' });
      return c.json({ question1: user.question1, question2: user.question2 });
    })
    .post('/get-token', async (c) => {
      const body = await readJson(c, GetTokenBody);
      const found = await exchangeUniqueCode(deps.db, throttle, body.userId, body.uniqueCode);
      if (!found) return c.json({ errormsg: messages.invalidUsernamePassword }, 401);
      const { jwt } = await openSession(deps.db, tokens, sessionSubject(found), 'direct-link');
      // The seed's reply is only the token; the user id and flags /login stores come too, so a direct-entry visit
      // shows the same menus as a login (checklist add-on) instead of whatever an earlier login left.
      return c.json({ token: jwt, userId: found.user.userId, ...loginFlags(found) });
    })
    .post('/get-new-token', requireBearer(deps), async (c) => {
      const body = await readJson(c, UserIdBody);
      const session = c.get('session');
      requireOwnUser(session, body.userId);
      const renewed = await renewSession(deps.db, tokens, session);
      // Ended between the bearer check and here (a parallel renewal or logout): the token is no longer good.
      if (!renewed) return c.json({ errormsg: messages.invalidToken }, 401);
      return c.json({ jwt: renewed.jwt, userId: session.userId, expiredTime: renewed.expiresAtMs });
    })
    .post('/logout', requireBearer(deps), async (c) => {
      // A parallel logout of the same token may have won; that one answered 200, this one is an ended session.
      if (!(await endSession(deps.db, c.get('session'), new Date(deps.clock.nowMs())))) return c.json({ errormsg: messages.invalidToken }, 401);
      return c.json({ message: messages.loggedOut });
    });
}
