import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { resetPasswordFormProblem } from '../src/domain/password-forms';
import type { PasswordReply } from './change-password.machine';
import { failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** What forgot-password left in browser storage (seed 002 §4). */
export interface ResetPasswordInput {
  userid: string | null;
  receivedQuestions: boolean;
  resetToken: string | null;
}

/** POST /reset-password as the screen's actor takes it; the actor encrypts both passwords. */
export interface ResetPasswordRequest {
  userid: string;
  newPassword: string;
  confirmPassword: string;
  resetToken: string;
}

export type ResetPasswordField = 'next' | 'confirm';

export interface ResetPasswordContext {
  userid: string;
  receivedQuestions: boolean;
  resetToken: string;
  next: string;
  confirm: string;
  alert: FlowAlert | null;
}

export type ResetPasswordEvent =
  | { type: 'reset.edit'; field: ResetPasswordField; value: string }
  | { type: 'reset.submit' }
  | { type: 'reset.dismiss' }
  | { type: 'reset.acknowledge' }
  | { type: 'reset.cancel' };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: notProvided<PasswordReply, ResetPasswordRequest>('resetPassword'),
  },
  guards: {
    // Seed 002 §4: without the received-questions flag the page is not for this visitor; the token is
    // what the server checks, so a flag without one is turned away too.
    mayReset: ({ context }) => context.receivedQuestions && Boolean(context.resetToken) && Boolean(context.userid),
    formInvalid: ({ context }) => resetPasswordFormProblem(context) !== null,
    serverRefused: (_, params: { reply: PasswordReply }) => Boolean(params.reply.errormsg),
  },
  actions: {
    editField: assign(({ event }) => (event.type === 'reset.edit' ? { [event.field]: event.value } : {})),
    showFormProblem: assign(({ context }) => ({
      alert: { title: resetPasswordFormProblem(context) ?? messages.passwordsNotMatchOrEmpty, text: '', tone: 'error' as const },
    })),
    showServerError: assign((_, params: { message: string }) => ({
      alert: { title: messages.errorOnPasswordChange, text: params.message, tone: 'error' as const },
    })),
    showRequestFailed: assign((_, params: { error: unknown }) => ({
      alert: { title: messages.errorOnPasswordChange, text: failureText(params.error), tone: 'warning' as const },
    })),
    clearAlert: assign({ alert: null }),
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Reset password after the security questions were answered: new password and confirmation.',
  context: ({ input }) => ({
    userid: input.userid ?? '',
    receivedQuestions: input.receivedQuestions,
    resetToken: input.resetToken ?? '',
    next: '',
    confirm: '',
    alert: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the received-questions flag and reset token that forgot-password stored.',
      always: [{ guard: 'mayReset', target: 'editing' }, { target: 'notAllowed' }],
    },
    notAllowed: {
      description: 'No answered questions on record: the session is cleared and the user goes home.',
      type: 'final',
    },
    editing: {
      description: 'User ID (disabled), new password and confirmation with show/hide; Submit and Cancel.',
      on: {
        'reset.edit': { actions: 'editField' },
        'reset.submit': [{ guard: 'formInvalid', target: 'invalid', actions: 'showFormProblem' }, { target: 'submitting' }],
        'reset.cancel': { target: 'cancelled' },
      },
    },
    invalid: {
      description: "'Passwords not match or empty' until dismissed.",
      tags: ['error'],
      on: { 'reset.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    submitting: {
      description: 'POST /reset-password with both passwords encrypted and the reset token.',
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          userid: context.userid,
          newPassword: context.next,
          confirmPassword: context.confirm,
          resetToken: context.resetToken,
        }),
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
      on: { 'reset.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    requestFailed: {
      description: 'No usable answer (network or HTTP error): its message as a warning until dismissed.',
      tags: ['error'],
      on: { 'reset.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    succeeded: {
      description: 'The password is reset: the success modal until acknowledged.',
      tags: ['prompt'],
      on: { 'reset.acknowledge': { target: 'done' } },
    },
    done: {
      description: 'Acknowledged: the session and the reset values are cleared; home to log in.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: the session and the reset values are cleared; home.',
      type: 'final',
    },
  },
});
