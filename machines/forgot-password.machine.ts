import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { securityQaProblem } from '../src/domain/security-qa';
import { failureText, type FlowAlert } from './flow-alert';
import type { SecurityQaReply } from './login.machine';
import { notProvided } from './not-provided';

/** POST /verify-security-qa (seed 002 §7): the user id with both questions as shown and both answers. */
export interface VerifySecurityQaRequest {
  userid: string;
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
}

/** Its reply; on success `resetToken` is the proof /reset-password asks for. */
export interface VerifySecurityQaReply {
  status?: string | null;
  errorMessage?: string | null;
  resetToken?: string | null;
}

export type ForgotPasswordField = 'userid' | 'answer1' | 'answer2';

export interface ForgotPasswordContext {
  userid: string;
  question1: string;
  question2: string;
  answer1: string;
  answer2: string;
  alert: FlowAlert | null;
  resetToken: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.edit'; field: ForgotPasswordField; value: string }
  | { type: 'forgot.getQuestions' }
  | { type: 'forgot.validate' }
  | { type: 'forgot.dismiss' }
  | { type: 'forgot.cancel' };

/** What the screen stores before it opens reset-password. */
export interface ForgotPasswordOutput {
  userid: string;
  resetToken: string | null;
}

const alertOf = (title: string, text: string, tone: FlowAlert['tone'] = 'error'): { alert: FlowAlert } => ({
  alert: { title, text, tone },
});

function answersProblem(context: ForgotPasswordContext): string | null {
  // The questions came from the server, so only the answers can be missing: 'Please fill both answers'.
  return securityQaProblem(context, 'forced');
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    retrieveSecurityQa: notProvided<SecurityQaReply, { userid: string }>('retrieveSecurityQa'),
    verifySecurityQa: notProvided<VerifySecurityQaReply, VerifySecurityQaRequest>('verifySecurityQa'),
  },
  guards: {
    // The user id locks once its questions are shown (seed 002 §4), so only answers are editable then.
    editsUserId: ({ event }) => event.type === 'forgot.edit' && event.field === 'userid',
    editsAnswer: ({ event }) => event.type === 'forgot.edit' && event.field !== 'userid',
    userIdEmpty: ({ context }) => !context.userid.trim(),
    // A reply without both questions cannot be answered either: the same advice as status 'fail'.
    questionsNotSet: (_, params: { reply: SecurityQaReply }) => params.reply.status === 'fail' || !params.reply.question1 || !params.reply.question2,
    answersMissing: ({ context }) => answersProblem(context) !== null,
    answersAccepted: (_, params: { reply: VerifySecurityQaReply }) => params.reply.status === 'success' && Boolean(params.reply.resetToken),
  },
  actions: {
    editField: assign(({ event }) => (event.type === 'forgot.edit' ? { [event.field]: event.value } : {})),
    trimUserId: assign(({ context }) => ({ userid: context.userid.trim() })),
    showUserIdEmpty: assign(() => alertOf(messages.userIdEmpty, '')),
    showQuestionsNotSet: assign(() => alertOf(messages.securityQuestionsNotSetTitle, messages.securityQuestionsNotSetText)),
    showFetchFailed: assign((_, params: { error: unknown }) => alertOf(messages.fetchQuestionsError, failureText(params.error), 'warning')),
    keepQuestions: assign((_, params: { reply: SecurityQaReply }) => ({
      question1: params.reply.question1 ?? '',
      question2: params.reply.question2 ?? '',
    })),
    showAnswersMissing: assign(({ context }) => alertOf(answersProblem(context) ?? messages.fillBothAnswers, '')),
    showVerificationFailed: assign((_, params: { message: string }) => alertOf(messages.securityQuestionsValidationFailed, params.message)),
    clearAlert: assign({ alert: null }),
    keepResetToken: assign((_, params: { reply: VerifySecurityQaReply }) => ({ resetToken: params.reply.resetToken ?? null })),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Forgot password: a user id, its two security questions, and the answers checked by the server.',
  context: { userid: '', question1: '', question2: '', answer1: '', answer2: '', alert: null, resetToken: null },
  initial: 'enteringUserId',
  output: ({ context }) => ({ userid: context.userid, resetToken: context.resetToken }),
  states: {
    enteringUserId: {
      description: 'The User ID field and Get Security Questions.',
      on: {
        'forgot.edit': { guard: 'editsUserId', actions: 'editField' },
        'forgot.getQuestions': [
          { guard: 'userIdEmpty', target: 'userIdMissing', actions: 'showUserIdEmpty' },
          { target: 'fetchingQuestions', actions: 'trimUserId' },
        ],
        'forgot.cancel': { target: 'cancelled' },
      },
    },
    userIdMissing: {
      description: "'User ID cannot be Empty' until dismissed.",
      tags: ['error'],
      on: { 'forgot.dismiss': { target: 'enteringUserId', actions: 'clearAlert' } },
    },
    fetchingQuestions: {
      description: 'POST /retrieve-security-qa with the user id.',
      tags: ['busy'],
      invoke: {
        id: 'retrieveSecurityQa',
        src: 'retrieveSecurityQa',
        input: ({ context }) => ({ userid: context.userid }),
        onDone: [
          {
            guard: { type: 'questionsNotSet', params: ({ event }) => ({ reply: event.output }) },
            target: 'questionsNotSet',
            actions: 'showQuestionsNotSet',
          },
          { target: 'answering', actions: { type: 'keepQuestions', params: ({ event }) => ({ reply: event.output }) } },
        ],
        onError: {
          target: 'fetchFailed',
          actions: { type: 'showFetchFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    questionsNotSet: {
      description: "'User has not set security questions.' with the helpdesk advice until dismissed.",
      tags: ['error'],
      on: { 'forgot.dismiss': { target: 'enteringUserId', actions: 'clearAlert' } },
    },
    fetchFailed: {
      description: 'The question lookup got no usable answer: its message as a warning until dismissed.',
      tags: ['error'],
      on: { 'forgot.dismiss': { target: 'enteringUserId', actions: 'clearAlert' } },
    },
    answering: {
      description: 'User ID locked, both questions shown with an answer field each, and Validate Security Questions.',
      on: {
        'forgot.edit': { guard: 'editsAnswer', actions: 'editField' },
        'forgot.validate': [{ guard: 'answersMissing', target: 'answersMissing', actions: 'showAnswersMissing' }, { target: 'verifying' }],
        'forgot.cancel': { target: 'cancelled' },
      },
    },
    answersMissing: {
      description: "'Please fill both answers' until dismissed.",
      tags: ['error'],
      on: { 'forgot.dismiss': { target: 'answering', actions: 'clearAlert' } },
    },
    verifying: {
      description: 'POST /verify-security-qa with both questions and answers.',
      tags: ['busy'],
      invoke: {
        id: 'verifySecurityQa',
        src: 'verifySecurityQa',
        input: ({ context }) => ({
          userid: context.userid,
          question1: context.question1,
          answer1: context.answer1,
          question2: context.question2,
          answer2: context.answer2,
        }),
        onDone: [
          {
            guard: { type: 'answersAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'verified',
            actions: { type: 'keepResetToken', params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: 'verificationFailed',
            actions: {
              type: 'showVerificationFailed',
              params: ({ event }) => ({ message: event.output.errorMessage ?? messages.securityAnswersMismatch }),
            },
          },
        ],
        onError: {
          target: 'verificationFailed',
          actions: { type: 'showVerificationFailed', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    verificationFailed: {
      description: "'Security Questions Validation Failed.' with the server's errorMessage until dismissed.",
      tags: ['error'],
      on: { 'forgot.dismiss': { target: 'answering', actions: 'clearAlert' } },
    },
    verified: {
      description: 'Answers accepted: the user id, the received-questions flag and the reset token are stored; on to reset-password.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: back to home.',
      type: 'final',
    },
  },
});
