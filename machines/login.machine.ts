import { assign, setup } from 'xstate';
import { destinationAfterToken, isPasswordChangeMessage, type LoginDestination } from '../src/domain/login-routing';
import { messages } from '../src/domain/messages';
import { notProvided } from './not-provided';

/** POST /login request (seed 000 §3); the screen encrypts the password inside its actor. */
export interface LoginRequest {
  userid: string;
  password: string;
}

/** POST /login reply (seed 000 §3). Every field may be missing: the seed defines no required ones. */
export interface LoginReply {
  errormsg?: string | null;
  userid?: string | null;
  jwt?: string | null;
  userId?: string | null;
  isUENUpdated?: string | null;
  isLAActive?: string | null;
}

/** POST /retrieve-security-qa reply: status 'fail' means no questions are set. */
export interface SecurityQaReply {
  status?: string | null;
  question1?: string | null;
  question2?: string | null;
}

/** What the screen writes to browser storage once a token is issued. */
export interface LoginSession {
  userid: string;
  jwt: string;
  userId: string;
  /** 'Y' or 'N'; empty when the reply left it out. */
  isUENUpdated: string;
  /** 'true' enables the checklist features; empty when the reply left it out. */
  isLAActive: string;
}

export interface LoginContext {
  userid: string;
  password: string;
  errorMessage: string | null;
  destination: LoginDestination | null;
  expiredMessage: string | null;
  /** Kept between the token and the question lookup: the UEN decision needs isUENUpdated. */
  session: LoginSession | null;
}

export type LoginEvent = { type: 'login.edit'; field: 'userid' | 'password'; value: string } | { type: 'login.submit' } | { type: 'login.cancel' };

export interface LoginOutput {
  destination: LoginDestination | null;
  userid: string;
  expiredMessage: string | null;
}

type ReplyParams = { reply: LoginReply };

function requireSession(context: LoginContext): LoginSession {
  // Only reachable through hasToken, which keeps the session first.
  if (!context.session) throw new Error('storingSession entered without a session');
  return context.session;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    login: notProvided<LoginReply, LoginRequest>('login'),
    retrieveSecurityQa: notProvided<SecurityQaReply, { userid: string }>('retrieveSecurityQa'),
  },
  guards: {
    passwordMustChange: (_, params: ReplyParams) => isPasswordChangeMessage(params.reply.errormsg),
    serverRefused: (_, params: ReplyParams) => Boolean(params.reply.errormsg),
    tokenIssued: (_, params: ReplyParams) => Boolean(params.reply.jwt && params.reply.userId),
    noSecurityQuestions: (_, params: { answer: SecurityQaReply }) => destinationAfterToken(params.answer, null) === 'force-security-questions',
    uenNotUpdated: ({ context }) => destinationAfterToken({}, context.session?.isUENUpdated) === 'set-uen',
  },
  actions: {
    editField: assign(({ event }) => {
      if (event.type !== 'login.edit') return {};
      return event.field === 'userid' ? { userid: event.value } : { password: event.value };
    }),
    clearError: assign({ errorMessage: null }),
    // Seed 000 §4: any other errormsg is shown and the user id field is cleared.
    showServerMessage: assign((_, params: { message: string }) => ({ errorMessage: params.message, userid: '' })),
    // Seed 000 §7/§8: any failure shows one message and clears the form.
    showLoginFailed: assign({ errorMessage: messages.loginFailed, userid: '', password: '' }),
    keepExpiredMessage: assign((_, params: { message: string }) => ({ expiredMessage: params.message })),
    keepSession: assign(({ context }, params: ReplyParams) => ({
      session: {
        userid: context.userid,
        jwt: params.reply.jwt ?? '',
        userId: params.reply.userId ?? '',
        isUENUpdated: params.reply.isUENUpdated ?? '',
        isLAActive: params.reply.isLAActive ?? '',
      },
    })),
    forgetPassword: assign({ password: '' }),
    routeTo: assign((_, params: { destination: LoginDestination }) => ({ destination: params.destination })),
    /** Writes jwt, userId, isUENUpdated and isLAActive to storage; the screen provides it. */
    storeSession: (_, _params: LoginSession) => {},
  },
}).createMachine({
  id: 'login',
  description: 'The Login modal: user id and password, then where the user goes next.',
  context: {
    userid: '',
    password: '',
    errorMessage: null,
    destination: null,
    expiredMessage: null,
    session: null,
  },
  initial: 'editing',
  output: ({ context }) => ({
    destination: context.destination,
    userid: context.userid,
    expiredMessage: context.expiredMessage,
  }),
  states: {
    editing: {
      description: 'The form is open; no client-side validation, so empty fields may be submitted.',
      initial: 'ready',
      on: {
        'login.edit': { target: '.ready', actions: ['editField', 'clearError'] },
        'login.submit': { target: 'submitting' },
        'login.cancel': { target: 'cancelled' },
      },
      states: {
        ready: {
          description: 'No message is shown.',
        },
        failed: {
          description: 'The server message or Login Failed shows in red until any field is edited.',
          tags: ['error'],
        },
      },
    },
    submitting: {
      description: 'POST /login with the user id and the encrypted password.',
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ userid: context.userid, password: context.password }),
        onDone: [
          {
            guard: { type: 'passwordMustChange', params: ({ event }) => ({ reply: event.output }) },
            target: 'expiredPassword',
            actions: { type: 'keepExpiredMessage', params: ({ event }) => ({ message: event.output.errormsg ?? '' }) },
          },
          {
            guard: { type: 'serverRefused', params: ({ event }) => ({ reply: event.output }) },
            target: 'editing.failed',
            actions: { type: 'showServerMessage', params: ({ event }) => ({ message: event.output.errormsg ?? '' }) },
          },
          {
            guard: { type: 'tokenIssued', params: ({ event }) => ({ reply: event.output }) },
            target: 'storingSession',
            actions: [{ type: 'keepSession', params: ({ event }) => ({ reply: event.output }) }, 'forgetPassword'],
          },
          // A reply with neither a message nor a token is a server failure too.
          { target: 'editing.failed', actions: 'showLoginFailed' },
        ],
        onError: { target: 'editing.failed', actions: 'showLoginFailed' },
      },
    },
    storingSession: {
      description: 'The token, user id, UEN and checklist flags are written to browser storage.',
      tags: ['busy'],
      entry: { type: 'storeSession', params: ({ context }) => requireSession(context) },
      always: { target: 'retrievingQuestions' },
    },
    retrievingQuestions: {
      description: 'POST /retrieve-security-qa; a transport error shows nothing and counts as questions set.',
      tags: ['busy'],
      invoke: {
        id: 'retrieveSecurityQa',
        src: 'retrieveSecurityQa',
        input: ({ context }) => ({ userid: context.session?.userid ?? context.userid }),
        onDone: [
          {
            guard: { type: 'noSecurityQuestions', params: ({ event }) => ({ answer: event.output }) },
            target: 'forceSecurityQuestions',
          },
          { guard: 'uenNotUpdated', target: 'setUen' },
          { target: 'propertyListing' },
        ],
        onError: [{ guard: 'uenNotUpdated', target: 'setUen' }, { target: 'propertyListing' }],
      },
    },
    expiredPassword: {
      description: 'Password has expired or needs to be changed: the user id and message are kept for the expired-password page.',
      type: 'final',
      entry: { type: 'routeTo', params: { destination: 'expired-password' } },
    },
    forceSecurityQuestions: {
      description: 'No security questions are set: go to the forced set-up page.',
      type: 'final',
      entry: { type: 'routeTo', params: { destination: 'force-security-questions' } },
    },
    setUen: {
      description: 'isUENUpdated is N: go to the set-UEN page.',
      type: 'final',
      entry: { type: 'routeTo', params: { destination: 'set-uen' } },
    },
    propertyListing: {
      description: 'Signed in: go to the property listing.',
      type: 'final',
      entry: { type: 'routeTo', params: { destination: 'property-listing' } },
    },
    cancelled: {
      description: 'The modal was closed without logging in.',
      type: 'final',
    },
  },
});
