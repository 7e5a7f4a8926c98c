import type { EventFromLogic } from 'xstate';
import { PROCESSING, REPLIED } from '../src/domain/other-services/service-types';
import type { OtherServiceReplyInput, otherServiceReplyMachine } from './other-service-reply.machine';
import type { SampleEvents } from './registry';

/** The three kinds of row the listing loads: still processing, replied and unread, replied and printed. */
export const PROCESSING_ROW: OtherServiceReplyInput = { status: PROCESSING, isRead: false, receivedOn: null };
export const UNREAD_ROW: OtherServiceReplyInput = { status: REPLIED, isRead: false, receivedOn: '2026-11-27T02:15:00Z' };
export const READ_ROW: OtherServiceReplyInput = { status: REPLIED, isRead: true, receivedOn: '2026-11-26T09:40:00Z' };

export const otherServiceReplyInputs: readonly OtherServiceReplyInput[] = [PROCESSING_ROW, UNREAD_ROW, READ_ROW];

export const REPLY_RECEIVED_ON = '2026-11-27T03:00:00Z';

export const otherServiceReplySamples: SampleEvents<EventFromLogic<typeof otherServiceReplyMachine>> = {
  'reply.arrived': [{ type: 'reply.arrived', receivedOn: REPLY_RECEIVED_ON }],
  'reply.printed': [{ type: 'reply.printed' }],
};
