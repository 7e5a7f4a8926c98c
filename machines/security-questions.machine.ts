import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { securityQaProblem, type SecurityQaForm } from '../src/domain/security-qa';
import { failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** 'forced' is the one-time set-up after login; 'voluntary' the page in the shell (seed 002 §2.9 items 3, 4). */
export type SecurityQaMode = 'forced' | 'voluntary';

export interface SecurityQuestionsInput {
  mode: SecurityQaMode;
}

export interface CurrentQuestions {
  question1: string;
  question2: string;
}

/** GET /questions, and for the voluntary page also POST /retrieve-security-qa (null when none are set). */
export interface LoadedQuestions {
  set1: readonly string[];
  set2: readonly string[];
  current: CurrentQuestions | null;
}

/** POST /register-security-qa reply (seed 002 §7): an errorMessage, or a status. */
export interface RegisterQaReply {
  status?: 'success' | 'fail' | null;
  errorMessage?: string | null;
}

/** Where the page goes: the listing after saving or ignoring, home after Logout. */
export type SecurityQaEnding = 'saved' | 'ignored' | 'loggedOut';

export interface SecurityQuestionsContext extends SecurityQaForm {
  mode: SecurityQaMode;
  set1: readonly string[];
  set2: readonly string[];
  /** The questions already set (voluntary page only): shown read-only, the user re-enters the answers. */
  current: CurrentQuestions | null;
  alert: FlowAlert | null;
  ending: SecurityQaEnding | null;
}

export type QaSlot = 1 | 2;

export type SecurityQuestionsEvent =
  | { type: 'qa.choose'; slot: QaSlot; question: string }
  | { type: 'qa.answer'; slot: QaSlot; answer: string }
  | { type: 'qa.submit' }
  | { type: 'qa.dismiss' }
  | { type: 'qa.retry' }
  | { type: 'qa.ignore' }
  | { type: 'qa.confirmIgnore' }
  | { type: 'qa.cancelIgnore' }
  | { type: 'qa.logout' };

type ReplyParams = { reply: RegisterQaReply };

const emptyForm: SecurityQaForm = { question1: '', answer1: '', question2: '', answer2: '' };

function formOf(context: SecurityQuestionsContext): SecurityQaForm {
  const { question1, answer1, question2, answer2 } = context;
  return { question1, answer1, question2, answer2 };
}

export const securityQuestionsMachine = setup({
  types: {
    context: {} as SecurityQuestionsContext,
    events: {} as SecurityQuestionsEvent,
    input: {} as SecurityQuestionsInput,
    output: {} as SecurityQaEnding | null,
  },
  actors: {
    loadQuestions: notProvided<LoadedQuestions, { mode: SecurityQaMode }>('loadQuestions'),
    /** The screen adds the signed-in user's id. */
    registerSecurityQa: notProvided<RegisterQaReply, SecurityQaForm>('registerSecurityQa'),
  },
  guards: {
    isForced: ({ context }) => context.mode === 'forced',
    isVoluntary: ({ context }) => context.mode === 'voluntary',
    // Questions already set stay as they are; only their answers can be entered again.
    questionsChoosable: ({ context }) => context.current === null,
    formIncomplete: ({ context }) => securityQaProblem(formOf(context), context.mode) !== null,
    serverRefused: (_, params: ReplyParams) => Boolean(params.reply.errorMessage),
    registered: (_, params: ReplyParams) => params.reply.status === 'success',
  },
  actions: {
    keepQuestions: assign((_, params: { loaded: LoadedQuestions }) => ({
      set1: params.loaded.set1,
      set2: params.loaded.set2,
      current: params.loaded.current,
      ...emptyForm,
      question1: params.loaded.current?.question1 ?? '',
      question2: params.loaded.current?.question2 ?? '',
    })),
    choose: assign(({ event }) => {
      if (event.type !== 'qa.choose') return {};
      return event.slot === 1 ? { question1: event.question } : { question2: event.question };
    }),
    answer: assign(({ event }) => {
      if (event.type !== 'qa.answer') return {};
      return event.slot === 1 ? { answer1: event.answer } : { answer2: event.answer };
    }),
    showLoadError: assign((_, params: { error: unknown }) => ({
      alert: { title: messages.fetchQuestionsError, text: failureText(params.error), tone: 'error' as const },
    })),
    showProblem: assign(({ context }) => ({
      alert: {
        title: messages.securityQuestionsIncomplete,
        text: securityQaProblem(formOf(context), context.mode) ?? '',
        tone: 'error' as const,
      },
    })),
    showRegisterError: assign((_, params: { message: string }) => ({
      alert: { title: messages.errorOnRegisterSecurityQuestion, text: params.message, tone: 'error' as const },
    })),
    showRequestFailed: assign((_, params: { error: unknown }) => ({
      alert: { title: messages.errorOnRegisterSecurityQuestion, text: failureText(params.error), tone: 'warning' as const },
    })),
    showIgnoreWarning: assign({
      alert: { title: messages.ignoreSecurityQuestionsTitle, text: messages.ignoreSecurityQuestionsWarning, tone: 'warning' },
    }),
    clearAlert: assign({ alert: null }),
    endWith: assign((_, params: { ending: SecurityQaEnding }) => ({ ending: params.ending })),
    /** The voluntary page's 'saved' toast; the screen provides it. */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'securityQuestions',
  description: 'Security questions: the one-time forced set-up after login, or the voluntary page in the shell.',
  context: ({ input }) => ({
    mode: input.mode,
    set1: [],
    set2: [],
    current: null,
    ...emptyForm,
    alert: null,
    ending: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.ending,
  // Seed 002 §2.9 item 4: the forced set-up offers Logout throughout; the voluntary page has the shell's.
  on: {
    'qa.logout': { guard: 'isForced', target: '.loggedOut', actions: { type: 'endWith', params: { ending: 'loggedOut' } } },
  },
  states: {
    loading: {
      description: 'GET /questions for the two dropdowns; the voluntary page also asks which questions are set.',
      tags: ['busy'],
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: {
          target: 'editing',
          actions: { type: 'keepQuestions', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: "'Fetch Questions Error' with the reason, until dismissed.",
      tags: ['error', 'prompt'],
      on: { 'qa.dismiss': { target: 'unavailable', actions: 'clearAlert' } },
    },
    unavailable: {
      description: 'No questions to choose from: the page says so and offers to try again.',
      tags: ['error'],
      on: { 'qa.retry': { target: 'loading' } },
    },
    editing: {
      description: 'Two questions (dropdowns of set 1 and set 2, or the ones already set, read-only), two answers, the email read-only.',
      on: {
        'qa.choose': { guard: 'questionsChoosable', actions: 'choose' },
        'qa.answer': { actions: 'answer' },
        'qa.submit': [{ guard: 'formIncomplete', target: 'invalid', actions: 'showProblem' }, { target: 'saving' }],
        'qa.ignore': { guard: 'isVoluntary', target: 'confirmingIgnore', actions: 'showIgnoreWarning' },
      },
    },
    invalid: {
      description: 'A question or an answer is missing: the message for this page until dismissed.',
      tags: ['error', 'prompt'],
      on: { 'qa.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    saving: {
      description: 'POST /register-security-qa with the user id, both questions and both answers.',
      tags: ['busy'],
      invoke: {
        id: 'registerSecurityQa',
        src: 'registerSecurityQa',
        input: ({ context }) => formOf(context),
        onDone: [
          {
            guard: { type: 'serverRefused', params: ({ event }) => ({ reply: event.output }) },
            target: 'refused',
            actions: { type: 'showRegisterError', params: ({ event }) => ({ message: event.output.errorMessage ?? '' }) },
          },
          // Seed 002 §4: after the forced set-up, a success or a fail status both lead to the listing.
          { guard: 'isForced', target: 'saved', actions: { type: 'endWith', params: { ending: 'saved' } } },
          {
            guard: { type: 'registered', params: ({ event }) => ({ reply: event.output }) },
            target: 'saved',
            actions: ['announceSaved', { type: 'endWith', params: { ending: 'saved' } }],
          },
          {
            target: 'refused',
            actions: { type: 'showRegisterError', params: { message: messages.securityQuestionsNotSaved } },
          },
        ],
        onError: {
          target: 'refused',
          actions: { type: 'showRequestFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refused: {
      description: "'Error on Register Security Question' with the server's errorMessage (or the failure), until dismissed.",
      tags: ['error', 'prompt'],
      on: { 'qa.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    confirmingIgnore: {
      description: 'Ignore warns that the password can then only be reset through the helpdesk.',
      tags: ['prompt'],
      on: {
        'qa.confirmIgnore': { target: 'ignored', actions: { type: 'endWith', params: { ending: 'ignored' } } },
        'qa.cancelIgnore': { target: 'editing', actions: 'clearAlert' },
      },
    },
    saved: {
      description: 'The questions are registered: on to the property listing.',
      type: 'final',
    },
    ignored: {
      description: 'The user chose to go without security questions: on to the property listing.',
      type: 'final',
    },
    loggedOut: {
      description: 'Logout from the forced set-up: the login is cleared and the user goes home.',
      type: 'final',
    },
  },
});
