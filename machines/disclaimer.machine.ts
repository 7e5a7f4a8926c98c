import { setup } from 'xstate';
import { isDisclaimerAccepted } from '../src/domain/disclaimer';
import { notProvided } from './not-provided';

export interface DisclaimerInput {
  /** userDetails.disclaimerAccepted from GET /get-user-details. */
  disclaimerAccepted: string | null;
}

export interface DisclaimerContext {
  disclaimerAccepted: string | null;
}

export type DisclaimerEvent = { type: 'disclaimer.accept' } | { type: 'disclaimer.reject' };

export const disclaimerMachine = setup({
  types: {
    context: {} as DisclaimerContext,
    events: {} as DisclaimerEvent,
    input: {} as DisclaimerInput,
  },
  actors: {
    /** POST /disclaimer-user {userId, isAccept}; resolves with the truthiness of the reply. */
    acceptDisclaimer: notProvided<boolean, void>('acceptDisclaimer'),
  },
  guards: {
    alreadyAccepted: ({ context }) => isDisclaimerAccepted(context.disclaimerAccepted),
    serverAccepted: (_, params: { reply: boolean }) => params.reply,
  },
  actions: {
    /** Clears stored login and goes home; screen-provided. */
    clearLogin: () => {},
  },
}).createMachine({
  id: 'disclaimer',
  description: 'The Disclaimer dialog shown after sign-in until the user has accepted it once.',
  context: ({ input }) => ({ disclaimerAccepted: input.disclaimerAccepted }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads disclaimerAccepted from the user details.',
      always: [{ guard: 'alreadyAccepted', target: 'accepted' }, { target: 'showing' }],
    },
    showing: {
      description: 'The Disclaimer dialog with Accept and Reject.',
      tags: ['prompt'],
      on: {
        'disclaimer.accept': { target: 'posting' },
        'disclaimer.reject': { target: 'rejected' },
      },
    },
    posting: {
      description: 'POST /disclaimer-user with isAccept; a truthy reply means success.',
      tags: ['prompt', 'busy'],
      invoke: {
        id: 'acceptDisclaimer',
        src: 'acceptDisclaimer',
        onDone: [{ guard: { type: 'serverAccepted', params: ({ event }) => ({ reply: event.output }) }, target: 'accepted' }, { target: 'rejected' }],
        onError: { target: 'rejected' },
      },
    },
    accepted: {
      description: 'Accepted: the dialog is gone and the page is usable.',
      // Only now may the page under the dialog show and load its data: the server refuses it until then.
      tags: ['pageShown'],
      type: 'final',
    },
    rejected: {
      description: 'Rejected, or the server did not confirm: login cleared, back to home.',
      type: 'final',
      entry: 'clearLogin',
    },
  },
});
