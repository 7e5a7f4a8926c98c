import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_MINUTES: '15' });
});
afterAll(() => server.close());

async function failLogins(userId: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect(await server.login(userId, `Wrong-Password-${i}`)).toEqual({ errormsg: messages.invalidCredentials });
  }
}

describe('login throttling', () => {
  it('locks a user id after 5 consecutive failures, even against the right password', async () => {
    await failLogins('noquestions', 5);
    expect(await server.login('noquestions', DEMO_PASSWORD)).toEqual({ errormsg: messages.loginThrottled(15) });
  });

  it('counts the lock down in whole minutes and lifts it when the time is up', async () => {
    await failLogins('newlawyer', 5);
    server.clock.advance(10 * 60_000 + 1_000);
    expect(await server.login('newlawyer', DEMO_PASSWORD)).toEqual({ errormsg: messages.loginThrottled(5) });
    server.clock.advance(5 * 60_000);
    expect(await server.login('newlawyer', DEMO_PASSWORD)).toHaveProperty('jwt');
  });

  it('throttles by the lowercased id as typed', async () => {
    await failLogins('NoUen', 3);
    await failLogins('NOUEN', 2);
    expect(await server.login('nouen', DEMO_PASSWORD)).toEqual({ errormsg: messages.loginThrottled(15) });
  });

  it('locks unknown user ids exactly like real ones', async () => {
    await failLogins('ghost-user', 5);
    expect(await server.login('ghost-user', DEMO_PASSWORD)).toEqual({ errormsg: messages.loginThrottled(15) });
  });

  it('starts counting again after a successful login', async () => {
    await failLogins('lawyer2', 4);
    expect(await server.login('lawyer2', DEMO_PASSWORD)).toHaveProperty('jwt');
    await failLogins('lawyer2', 4);
    expect(await server.login('lawyer2', DEMO_PASSWORD)).toHaveProperty('jwt');
  });
});
