import { fromPromise } from 'xstate';
import type { LoginReply, LoginRequest, SecurityQaReply } from '../../../machines/login.machine';
import { messages } from '../../../src/domain/messages';

const token = (userid: string, isUENUpdated: 'Y' | 'N'): LoginReply => ({
  jwt: 'header.payload.signature',
  userId: '101',
  userid,
  isUENUpdated,
  isLAActive: 'true',
});

/**
 * The login server's answer by user id, so each test reads as what a user types: 'expired', 'change',
 * 'wrong', 'down' (no answer), 'noq' (no questions set), 'qadown' (question lookup fails), 'nouen'
 * (UEN not set); anyone else signs in.
 */
function loginAnswer(userid: string): Promise<LoginReply> {
  switch (userid) {
    case 'expired':
      return Promise.resolve({ errormsg: messages.passwordExpired });
    case 'change':
      return Promise.resolve({ errormsg: messages.passwordNeedsChange });
    case 'wrong':
      return Promise.resolve({ errormsg: messages.invalidCredentials });
    case 'down':
      return Promise.reject(new Error('502 Bad Gateway'));
    case 'noq':
    case 'qadown':
    case 'nouen':
      return Promise.resolve(token(userid, 'N'));
    default:
      return Promise.resolve(token(userid, 'Y'));
  }
}

function securityQaAnswer(userid: string): Promise<SecurityQaReply> {
  if (userid === 'noq') return Promise.resolve({ status: 'fail' });
  if (userid === 'qadown') return Promise.reject(new Error('Network Error'));
  return Promise.resolve({ question1: 'Your first school?', question2: 'Your first pet?' });
}

export function fakeLoginServer() {
  const requests: LoginRequest[] = [];
  const login = fromPromise<LoginReply, LoginRequest>(({ input }) => {
    requests.push(input);
    return loginAnswer(input.userid);
  });
  const retrieveSecurityQa = fromPromise<SecurityQaReply, { userid: string }>(({ input }) => securityQaAnswer(input.userid));
  return { requests, actors: { login, retrieveSecurityQa } };
}
