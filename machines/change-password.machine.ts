import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { changePasswordFormProblem } from '../src/domain/password-forms';
import { failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** 'change' is the page in the shell; 'expired' is the public page a refused login leads to (seed 002 §2.9). */
export type ChangePasswordMode = 'change' | 'expired';

export interface ChangePasswordInput {
  mode: ChangePasswordMode;
  userid: string;
  /** The message login stored (STORAGE_KEYS.message), e.g. 'Password has expired'; null when none. */
  storedMessage: string | null;
  /** The shell page only: the signed-in user's password expiry time (user details) has passed. */
  passwordExpired: boolean;
}

/** POST /change-password as the screen's actor takes it; the actor encrypts both passwords. */
export interface ChangePasswordRequest {
  userid: string;
  oldPassword: string;
  newPassword: string;
}

/** The reply of /change-password and /reset-password: an empty or missing errormsg means success. */
export interface PasswordReply {
  errormsg?: string | null;
}

export type ChangePasswordField = 'current' | 'next' | 'confirm';

/** Where the page goes when the flow ends, and whether the stored login is cleared first. */
export interface PasswordFlowEnding {
  destination: 'home' | 'property-listing';
  clearLogin: boolean;
}

export interface ChangePasswordContext {
  mode: ChangePasswordMode;
  userid: string;
  storedMessage: string | null;
  /**
   * The 'YOUR PASSWORD HAS EXPIRED!' banner of the shell page, decided once when the page opens. The
   * expired-password page shows the stored message in red instead.
   */
  expiredBanner: boolean;
  current: string;
  next: string;
  confirm: string;
  alert: FlowAlert | null;
  ending: PasswordFlowEnding | null;
}

export type ChangePasswordEvent =
  | { type: 'password.edit'; field: ChangePasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'password.dismiss' }
  | { type: 'password.acknowledge' }
  | { type: 'password.cancel' };

/** Seed 002 §5: the same check, worded differently on the shell page and on the expired-password page. */
function formProblemAlert(mode: ChangePasswordMode): FlowAlert {
  return mode === 'expired'
    ? { title: messages.passwordValidationFailedTitle, text: messages.passwordValidationFailedText, tone: 'error' }
    : { title: messages.passwordNotMatchOrEmpty, text: '', tone: 'error' };
}

type ReplyParams = { reply: PasswordReply };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as PasswordFlowEnding | null,
  },
  actors: {
    changePassword: notProvided<PasswordReply, ChangePasswordRequest>('changePassword'),
  },
  guards: {
    formInvalid: ({ context }) => changePasswordFormProblem(context) !== null,
    serverRefused: (_, params: ReplyParams) => Boolean(params.reply.errormsg),
    // Seed 002 §4: only the expired-password screen cancels to home; the shell page returns to the listing.
    cancelsToListing: ({ context }) => context.mode === 'change',
  },
  actions: {
    editField: assign(({ event }) => (event.type === 'password.edit' ? { [event.field]: event.value } : {})),
    showFormProblem: assign(({ context }) => ({ alert: formProblemAlert(context.mode) })),
    showServerError: assign((_, params: { message: string }) => ({
      alert: { title: messages.errorOnPasswordChange, text: params.message, tone: 'error' as const },
    })),
    showRequestFailed: assign((_, params: { error: unknown }) => ({
      alert: { title: messages.errorOnPasswordChange, text: failureText(params.error), tone: 'warning' as const },
    })),
    clearAlert: assign({ alert: null }),
    endWith: assign((_, params: PasswordFlowEnding) => ({ ending: params })),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change password, in the shell or on the expired-password page: three fields, the server call, the success modal.',
  context: ({ input }) => ({
    mode: input.mode,
    userid: input.userid,
    storedMessage: input.storedMessage,
    expiredBanner: input.mode === 'change' && input.passwordExpired,
    current: '',
    next: '',
    confirm: '',
    alert: null,
    ending: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.ending,
  states: {
    editing: {
      description: 'Current, new and confirm password fields with show/hide; Submit and Cancel.',
      on: {
        'password.edit': { actions: 'editField' },
        'password.submit': [{ guard: 'formInvalid', target: 'invalid', actions: 'showFormProblem' }, { target: 'submitting' }],
        'password.cancel': [
          {
            guard: 'cancelsToListing',
            target: 'cancelled',
            actions: { type: 'endWith', params: { destination: 'property-listing', clearLogin: false } },
          },
          // The expired-password values must not outlive the page, or a later login would show the banner.
          { target: 'cancelled', actions: { type: 'endWith', params: { destination: 'home', clearLogin: true } } },
        ],
      },
    },
    invalid: {
      description: 'A field is empty or new and confirm differ: the alert for this page until dismissed.',
      tags: ['error'],
      on: { 'password.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    submitting: {
      description: 'POST /change-password with the user id and both passwords encrypted.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ userid: context.userid, oldPassword: context.current, newPassword: context.next }),
        onDone: [
          {
            guard: { type: 'serverRefused', params: ({ event }) => ({ reply: event.output }) },
            target: 'serverError',
            actions: { type: 'showServerError', params: ({ event }) => ({ message: event.output.errormsg ?? '' }) },
          },
          { target: 'succeeded' },
        ],
        onError: {
          target: 'requestFailed',
          actions: { type: 'showRequestFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    serverError: {
      description: "The server refused: 'Error on Password Change' with its errormsg until dismissed.",
      tags: ['error'],
      on: { 'password.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    requestFailed: {
      description: 'No usable answer (network or HTTP error): its message as a warning until dismissed.',
      tags: ['error'],
      on: { 'password.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    succeeded: {
      description: 'The password is changed: the success modal until acknowledged.',
      tags: ['prompt'],
      on: {
        'password.acknowledge': {
          target: 'done',
          actions: { type: 'endWith', params: { destination: 'home', clearLogin: true } },
        },
      },
    },
    done: {
      description: 'Acknowledged: the login is cleared and the user goes home to log in with the new password.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: the shell page returns to the property listing, the expired-password page goes home.',
      type: 'final',
    },
  },
});
