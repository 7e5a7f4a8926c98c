import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { requisitionStatusMachine, type RequisitionStatusInput } from '../../machines/requisition-status.machine';
import { ACRA_REQUEST, IRAS_REQUEST } from '../../machines/requisition-status.samples';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const start = (input: RequisitionStatusInput) => createActor(requisitionStatusMachine, { input }).start();

const MCST_REQUEST: RequisitionStatusInput = { agencyCode: 'MCST', deptCode: 'MCST' };

/** The agency request sent and answered. */
function replied(input: RequisitionStatusInput) {
  const actor = start(input);
  actor.send({ type: 'agency.sent' });
  actor.send({ type: 'agency.replied' });
  return actor;
}

describe('requisition status machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('requisition-status'));
  });

  it('a request starts as an unread Draft', () => {
    const snapshot = start(IRAS_REQUEST).getSnapshot();
    expect(snapshot.matches({ status: 'draft', download: 'unread' })).toBe(true);
    expect(snapshot.context.status).toBe('Draft');
  });

  it('goes Draft → Processing when sent and Processing → Replied when the agency answers', () => {
    const actor = start(IRAS_REQUEST);
    actor.send({ type: 'agency.replied' });
    expect(actor.getSnapshot().matches({ status: 'draft' }), 'no reply before it is sent').toBe(true);
    actor.send({ type: 'agency.sent' });
    expect(actor.getSnapshot().context.status).toBe('Processing');
    actor.send({ type: 'agency.replied' });
    expect(actor.getSnapshot().matches({ status: 'replied' })).toBe(true);
    expect(actor.getSnapshot().context.status).toBe('Replied');
  });

  it('a discarded draft is never sent', () => {
    const actor = start(IRAS_REQUEST);
    actor.send({ type: 'draft.discarded' });
    actor.send({ type: 'agency.sent' });
    expect(actor.getSnapshot().matches({ status: 'discarded' })).toBe(true);
  });

  it('a sent request can no longer be discarded', () => {
    const actor = start(IRAS_REQUEST);
    actor.send({ type: 'agency.sent' });
    expect(actor.getSnapshot().can({ type: 'draft.discarded' })).toBe(false);
  });

  it('printing a replied IRAS reply marks it read', () => {
    const actor = replied(IRAS_REQUEST);
    actor.send({ type: 'reply.printed' });
    expect(actor.getSnapshot().matches({ download: 'read' })).toBe(true);
  });

  it('nothing is read before the reply arrives: neither printed nor opened while Processing', () => {
    const actor = start(IRAS_REQUEST);
    actor.send({ type: 'agency.sent' });
    expect(actor.getSnapshot().can({ type: 'reply.printed' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'attachment.opened' })).toBe(false);
  });

  it('ACRA and MCST replies are not printed but read by opening their attachment', () => {
    for (const input of [ACRA_REQUEST, MCST_REQUEST]) {
      const actor = replied(input);
      expect(actor.getSnapshot().can({ type: 'reply.printed' }), input.agencyCode).toBe(false);
      actor.send({ type: 'attachment.opened' });
      expect(actor.getSnapshot().matches({ download: 'read' }), input.agencyCode).toBe(true);
    }
  });
});
