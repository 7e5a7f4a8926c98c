import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import { securityQaProblem } from '../../domain/security-qa';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { throttleSettings } from '../auth/login-throttle';
import { issueResetToken } from '../auth/reset-token';
import { hashAnswer } from '../auth/security-answer';
import { checkSecurityAnswers } from '../auth/security-qa-check';
import { questionInSet, storeSecurityQa } from '../db/queries/security-questions';
import type { AppEnv } from '../http/app-env';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { SecurityQaBody } from './account-bodies';

/** Setting the security questions (signed in) and answering them to reset a forgotten password (public). */
export function securityQaRoutes(deps: AppDeps): Hono<AppEnv> {
  const throttle = throttleSettings(deps.config, deps.clock);

  return new Hono<AppEnv>()
    .post('/verify-security-qa', async (c) => {
      const body = await readJson(c, SecurityQaBody);
      const check = await checkSecurityAnswers(deps.db, throttle, body);
      switch (check.kind) {
        case 'throttled':
          return c.json({ status: 'fail', errorMessage: messages.loginThrottled(check.minutesLeft) });
        case 'not-set':
          return c.json({ status: 'fail', errorMessage: messages.securityQuestionsNotSetTitle });
        case 'mismatch':
          return c.json({ status: 'fail', errorMessage: messages.securityAnswersMismatch });
        case 'verified': {
          const resetToken = await issueResetToken({ secret: deps.keys.jwtSecret, clock: deps.clock }, check.user);
          return c.json({ status: 'success', resetToken });
        }
      }
    })
    .post('/register-security-qa', requireBearer(deps), async (c) => {
      const body = await readJson(c, SecurityQaBody);
      const session = c.get('session');
      requireOwnUser(session, body.userid);
      const problem = securityQaProblem(body, 'forced');
      if (problem) return c.json({ status: 'fail', errorMessage: problem });

      const [question1, question2] = await Promise.all([questionInSet(deps.db, 1, body.question1), questionInSet(deps.db, 2, body.question2)]);
      if (!question1 || !question2) return c.json({ status: 'fail', errorMessage: messages.chooseYourQuestions });

      const [answer1Hash, answer2Hash] = await Promise.all([hashAnswer(body.answer1), hashAnswer(body.answer2)]);
      // Replaces any earlier questions: the voluntary page updates them.
      await storeSecurityQa(
        deps.db,
        session.firmId,
        session.userPk,
        { question1, answer1Hash, question2, answer2Hash },
        new Date(deps.clock.nowMs()),
      );
      return c.json({ status: 'success' });
    });
}
