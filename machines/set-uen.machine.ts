import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { isValidUen, normaliseUen } from '../src/domain/uen';
import { failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** firstTime is the route's parameter: true right after a login without a UEN, false from the navigation. */
export interface SetUenInput {
  firstTime: boolean;
}

/** POST /retrieve-UEN-details reply (seed 002 §3, §7). */
export interface UenDetailsReply {
  acctid: string;
  acctName: string;
  uenNum: string;
}

/** POST /update-UEN as the actor takes it; the screen adds the application id. */
export interface UpdateUenRequest {
  acctid: string;
  uenno: string;
}

/** POST /update-UEN reply: 'success', or anything else for 'Error on set UEN'. */
export interface UpdateUenReply {
  userUenStatus: string;
}

/** saved → listing; failed → home (seed 002 §8); cancelled → listing; loggedOut → home with the login cleared. */
export type SetUenEnding = 'saved' | 'failed' | 'cancelled' | 'loggedOut';

export interface SetUenContext {
  firstTime: boolean;
  acctid: string;
  acctName: string;
  uen: string;
  alert: FlowAlert | null;
  ending: SetUenEnding | null;
}

export type SetUenEvent =
  { type: 'uen.edit'; value: string } | { type: 'uen.save' } | { type: 'uen.cancel' } | { type: 'uen.dismiss' } | { type: 'uen.acknowledge' };

const saveFailedAlert: FlowAlert = { title: messages.errorOnSetUenTitle, text: messages.errorOnSetUenText, tone: 'error' };

export const setUenMachine = setup({
  types: {
    context: {} as SetUenContext,
    events: {} as SetUenEvent,
    input: {} as SetUenInput,
    output: {} as SetUenEnding | null,
  },
  actors: {
    /** The screen supplies the signed-in user's id. */
    retrieveUenDetails: notProvided<UenDetailsReply, void>('retrieveUenDetails'),
    updateUen: notProvided<UpdateUenReply, UpdateUenRequest>('updateUen'),
  },
  guards: {
    uenInvalid: ({ context }) => !isValidUen(context.uen),
    uenUpdated: (_, params: { reply: UpdateUenReply }) => params.reply.userUenStatus === 'success',
    // Seed 002 §2.9 item 8: on the first-time page Cancel logs the user out.
    isFirstTime: ({ context }) => context.firstTime,
  },
  actions: {
    keepDetails: assign((_, params: { details: UenDetailsReply }) => ({
      acctid: params.details.acctid,
      acctName: params.details.acctName,
      uen: params.details.uenNum,
    })),
    editUen: assign(({ event }) => (event.type === 'uen.edit' ? { uen: event.value } : {})),
    showInvalid: assign({ alert: { title: messages.invalidUenTitle, text: messages.invalidUenText, tone: 'error' } }),
    showLoadError: assign((_, params: { error: unknown }) => ({
      alert: { title: messages.errorOnSetUenTitle, text: failureText(params.error), tone: 'error' as const },
    })),
    showSaveError: assign({ alert: saveFailedAlert }),
    clearAlert: assign({ alert: null }),
    endWith: assign((_, params: { ending: SetUenEnding }) => ({ ending: params.ending })),
  },
}).createMachine({
  id: 'setUen',
  description: "UEN management: the firm's account and its UEN, the first time after login or from the navigation.",
  context: ({ input }) => ({ firstTime: input.firstTime, acctid: '', acctName: '', uen: '', alert: null, ending: null }),
  initial: 'loading',
  output: ({ context }) => context.ending,
  states: {
    loading: {
      description: 'POST /retrieve-UEN-details for the account id, account name and current UEN.',
      tags: ['busy'],
      invoke: {
        id: 'retrieveUenDetails',
        src: 'retrieveUenDetails',
        onDone: {
          target: 'editing',
          actions: { type: 'keepDetails', params: ({ event }) => ({ details: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: "'Error on set UEN' with the reason; acknowledging goes home, as a failed save does.",
      tags: ['error', 'prompt'],
      on: { 'uen.acknowledge': { target: 'failed', actions: { type: 'endWith', params: { ending: 'failed' } } } },
    },
    editing: {
      description: 'User id, account id and account name disabled; the UEN number editable; Save and Cancel.',
      on: {
        'uen.edit': { actions: 'editUen' },
        'uen.save': [{ guard: 'uenInvalid', target: 'invalid', actions: 'showInvalid' }, { target: 'saving' }],
        'uen.cancel': [
          { guard: 'isFirstTime', target: 'loggedOut', actions: { type: 'endWith', params: { ending: 'loggedOut' } } },
          { target: 'cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
        ],
      },
    },
    invalid: {
      description: "'invalid UEN': the format check failed; dismissed back to the form.",
      tags: ['error', 'prompt'],
      on: { 'uen.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    saving: {
      description: 'POST /update-UEN with the account id and the UEN in capitals.',
      tags: ['busy'],
      invoke: {
        id: 'updateUen',
        src: 'updateUen',
        input: ({ context }) => ({ acctid: context.acctid, uenno: normaliseUen(context.uen) }),
        onDone: [
          {
            guard: { type: 'uenUpdated', params: ({ event }) => ({ reply: event.output }) },
            target: 'saved',
            actions: { type: 'endWith', params: { ending: 'saved' } },
          },
          { target: 'saveFailed', actions: 'showSaveError' },
        ],
        // The server refuses a UEN it cannot accept with a 400; the seed words every failure the same.
        onError: { target: 'saveFailed', actions: 'showSaveError' },
      },
    },
    saveFailed: {
      description: "'Error on set UEN': 'Error occured when change the UEN. Please try again.' until acknowledged.",
      tags: ['error', 'prompt'],
      on: { 'uen.acknowledge': { target: 'failed', actions: { type: 'endWith', params: { ending: 'failed' } } } },
    },
    saved: {
      description: 'Updated: isUENUpdated becomes Y and the user goes to the property listing.',
      type: 'final',
    },
    failed: {
      description: 'Acknowledged failure: the user goes home (seed 002 §8).',
      type: 'final',
    },
    cancelled: {
      description: 'Cancel from the navigation page: back to the property listing.',
      type: 'final',
    },
    loggedOut: {
      description: 'Cancel on the first-time page: the login is cleared and the user goes home.',
      type: 'final',
    },
  },
});
