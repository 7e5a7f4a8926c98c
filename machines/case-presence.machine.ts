import { assign, setup } from 'xstate';
import type { PresenceActivity } from '../src/domain/presence/case-presence';
import { notProvided } from './not-provided';

/**
 * A case page's presence (ours: who else has the case open): the tab says it is on the case every few seconds,
 * naming what it edits, and at once when that changes. Others learn of it over their notification streams; a tab
 * not heard from for a while is gone. The screen supplies the heartbeat and the wait between beats, sends
 * `presence.activity` when an editor enters or leaves edit mode, `presence.pause` as the page is hidden away
 * (pagehide: the screen sends the leave itself, in that event) and `presence.resume` when it is back or visible
 * again (a browser may slow a hidden tab's timers, so a beat is due at once).
 */

export interface CasePresenceInput {
  propertyId: number;
  /** What the page is doing as the case opens: an editor may already be in edit mode. */
  activity: PresenceActivity;
}

export interface CasePresenceContext extends CasePresenceInput {
  /** The activity the beat on its way carries; another one queued meanwhile is sent right after it. */
  sending: PresenceActivity;
}

export interface HeartbeatRequest {
  propertyId: number;
  activity: PresenceActivity;
}

export type CasePresenceEvent = { type: 'presence.activity'; activity: PresenceActivity } | { type: 'presence.pause' } | { type: 'presence.resume' };

export const casePresenceMachine = setup({
  types: {
    context: {} as CasePresenceContext,
    events: {} as CasePresenceEvent,
    input: {} as CasePresenceInput,
  },
  actors: {
    /** POST /case-presence with the tab's id; a refusal or a lost connection is tried again at the next beat. */
    heartbeat: notProvided<void, HeartbeatRequest>('heartbeat'),
    /** The wait between beats: PRESENCE_HEARTBEAT_MS. */
    rest: notProvided<void, void>('rest'),
  },
  guards: {
    activityChangedMeanwhile: ({ context }) => context.activity !== context.sending,
  },
  actions: {
    setActivity: assign({ activity: ({ context, event }) => (event.type === 'presence.activity' ? event.activity : context.activity) }),
    markSending: assign({ sending: ({ context }) => context.activity }),
  },
}).createMachine({
  id: 'casePresence',
  description: 'A case page saying it is there, and what it edits, every few seconds and at once on a change.',
  context: ({ input }) => ({ ...input, sending: input.activity }),
  initial: 'beating',
  on: {
    'presence.activity': { actions: 'setActivity' },
  },
  states: {
    beating: {
      description: 'The heartbeat is on its way with the current activity.',
      entry: 'markSending',
      invoke: {
        id: 'heartbeat',
        src: 'heartbeat',
        input: ({ context }) => ({ propertyId: context.propertyId, activity: context.activity }),
        onDone: { target: 'beaten' },
        onError: { target: 'beaten' },
      },
      on: {
        'presence.pause': { target: 'paused' },
      },
    },
    beaten: {
      description: 'The beat is answered (or failed: the next one tries again); a change queued meanwhile goes at once.',
      always: [{ guard: 'activityChangedMeanwhile', target: 'beating' }, { target: 'resting' }],
    },
    resting: {
      description: 'Until the next beat; a change of activity, or the page coming back into view, beats at once.',
      invoke: { id: 'rest', src: 'rest', onDone: { target: 'beating' } },
      on: {
        'presence.activity': { target: 'beating', actions: 'setActivity' },
        'presence.resume': { target: 'beating' },
        'presence.pause': { target: 'paused' },
      },
    },
    paused: {
      description: 'The page is hidden away (closed, or kept in the back-forward cache); the leave has been sent.',
      on: {
        'presence.resume': { target: 'beating' },
      },
    },
  },
});
