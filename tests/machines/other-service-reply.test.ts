import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { otherServiceReplyMachine, type OtherServiceReplyInput } from '../../machines/other-service-reply.machine';
import { PROCESSING_ROW, READ_ROW, REPLY_RECEIVED_ON, UNREAD_ROW } from '../../machines/other-service-reply.samples';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const start = (input: OtherServiceReplyInput) => createActor(otherServiceReplyMachine, { input }).start();
const tags = (actor: ReturnType<typeof start>) => [...actor.getSnapshot().tags].sort();

describe('other-service reply machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('other-service-reply'));
  });

  it('starts where the listing row is: processing, replied unread or replied read', () => {
    expect(start(PROCESSING_ROW).getSnapshot().matches('processing')).toBe(true);
    expect(start(UNREAD_ROW).getSnapshot().matches({ replied: 'unread' })).toBe(true);
    expect(start(READ_ROW).getSnapshot().matches({ replied: 'read' })).toBe(true);
  });

  it('any status other than Replied is processing, and a row is never read before its reply', () => {
    const actor = start({ status: 'Sent to IRAS', isRead: true });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ status: 'Sent to IRAS', isRead: false, receivedOn: null });
    expect(tags(actor)).toEqual([]);
  });

  it('a processing row cannot be ticked or printed', () => {
    const actor = start(PROCESSING_ROW);
    expect(actor.getSnapshot().hasTag('selectable')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'reply.printed' })).toBe(false);
  });

  it('turns Replied, selectable and unread, when the reply arrives, with its Received On', () => {
    const actor = start(PROCESSING_ROW);
    actor.send({ type: 'reply.arrived', receivedOn: REPLY_RECEIVED_ON });
    expect(actor.getSnapshot().matches({ replied: 'unread' })).toBe(true);
    expect(tags(actor)).toEqual(['selectable', 'unread']);
    expect(actor.getSnapshot().context).toEqual({ status: 'Replied', isRead: false, receivedOn: REPLY_RECEIVED_ON });
  });

  it('a reply arrives once: a replied row ignores another', () => {
    const actor = start(UNREAD_ROW);
    expect(actor.getSnapshot().can({ type: 'reply.arrived', receivedOn: REPLY_RECEIVED_ON })).toBe(false);
    expect(actor.getSnapshot().context.receivedOn).toBe(UNREAD_ROW.receivedOn);
  });

  it('printing the reply reads it; it stays selectable and can be printed again', () => {
    const actor = start(UNREAD_ROW);
    actor.send({ type: 'reply.printed' });
    expect(actor.getSnapshot().matches({ replied: 'read' })).toBe(true);
    expect(tags(actor)).toEqual(['selectable']);
    expect(actor.getSnapshot().context.isRead).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
