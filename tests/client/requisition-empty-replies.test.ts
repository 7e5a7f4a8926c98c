import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { draftRequisition, submitOrDiscardDrafts, submitRequisition, type RequisitionRequest } from '../../src/api/requisitions';
import { baseUrl, fakeFetch } from './fake-fetch';

/**
 * Seed 001 §8: a submit / draft reply without lfcontrolNo, and a draft submit / discard that returns nothing,
 * show 'Error'. An empty 200 body is such an answer: it must reach the machines as "nothing" (which they word
 * 'Error'), not as a failed status ('Error Status 200').
 */
const empty = (): Response => new Response(null, { status: 200 });
const emptyJson = (): Response => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(respond: () => Response) {
  const net = fakeFetch(respond);
  return createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
}

const REQUEST = {} as RequisitionRequest;

describe('an empty 200 reply to a requisition or draft call is "nothing", not a failed status', () => {
  it.each([
    ['no body', empty],
    ['an empty JSON body', emptyJson],
  ])('submitOrDiscardDraftedDueDiligences with %s answers false', async (_, respond) => {
    const done = await submitOrDiscardDrafts(clientAnswering(respond), {
      loginId: 'lawyer1',
      lfControlNos: ['LF1'],
      allLfControlNos: ['LF1'],
      isSubmit: true,
    });
    expect(done).toBe(false);
  });

  it.each([
    ['no body', empty],
    ['an empty JSON body', emptyJson],
  ])('draftDD and submitDD with %s answer no control number', async (_, respond) => {
    await expect(draftRequisition(clientAnswering(respond), REQUEST, 'key-1')).resolves.toBeNull();
    await expect(submitRequisition(clientAnswering(respond), REQUEST, 'key-2')).resolves.toBeNull();
  });

  it('a JSON null answer to a draft action is false too', async () => {
    const done = await submitOrDiscardDrafts(
      clientAnswering(() => new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } })),
      {
        loginId: 'lawyer1',
        lfControlNos: ['LF1'],
        allLfControlNos: ['LF1'],
        isSubmit: false,
      },
    );
    expect(done).toBe(false);
  });
});
