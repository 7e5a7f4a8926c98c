import { expect } from 'vitest';
import type { TestServer } from './start-test-server';

/**
 * Two people of Tan & Lim, signed in: lawyer1 (Tan Wei Ming) and newlawyer, whose disclaimer is accepted first (the
 * seed leaves it open), for tests of two people working on one record.
 */
export async function signInColleagues(server: TestServer): Promise<{ lawyer: string; colleague: string }> {
  const lawyer = await server.tokenFor('lawyer1');
  const colleague = await server.tokenFor('newlawyer');
  expect(await (await server.post('/api/disclaimer-user', { userId: 'newlawyer', isAccept: true }, colleague)).json()).toBe(true);
  return { lawyer, colleague };
}
