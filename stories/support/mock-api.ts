import type { ErrorMessageReply, SecurityQaResult } from '../../src/api/account';
import type { LoginResponse, NewTokenResponse, PublicKey, SecurityQuestions, UserDetailsResponse } from '../../src/api/auth';
import type { Property } from '../../src/api/property-form';
import { DEFAULT_SISTER_PRODUCT_URL } from '../../src/domain/app-settings';
import { messages } from '../../src/domain/messages';
import { newPasswordProblem } from '../../src/domain/password-forms';
import { normaliseSecurityAnswer } from '../../src/domain/security-qa';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import type { SetupStep } from '../../src/domain/setup-steps';
import { demoNotificationFeed } from '../notifications/notifications-api';
import { progressOfProperty } from './case-progress-api';
import { json } from './json-response';

/**
 * A small fake of our HTTP API for stories (Storybook has no server). `mockApi(routes)` replaces
 * `globalThis.fetch` so `/api/...` calls are answered from the story's routes; anything else goes to the
 * real fetch. It returns the restore function, so it can be returned from a story's `beforeEach`.
 */

export type HttpMethod = 'GET' | 'POST';
/** `'POST /login'`, `'GET /get-user-details/{userId}/{jwt}'`: method and the contract's path template. */
export type RouteKey = `${HttpMethod} /${string}`;

export interface MockRequest {
  method: string;
  /** The path below `/api`, e.g. `/get-user-details/lawyer1/abc`. */
  path: string;
  /** Values of the `{name}` segments of the matched route. */
  params: Readonly<Record<string, string>>;
  headers: Headers;
  /** The JSON body, or undefined when there is none. */
  body: unknown;
  signal: AbortSignal;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;
export type MockRoutes = Partial<Record<RouteKey, MockHandler>>;

export interface RecordedCall {
  route: RouteKey | null;
  method: string;
  path: string;
  body: unknown;
}

let recorded: RecordedCall[] = [];

/** The `/api` calls made since the current mock was installed, oldest first. */
export function apiCalls(route?: RouteKey): readonly RecordedCall[] {
  return route ? recorded.filter((call) => call.route === route) : recorded;
}

export { json } from './json-response';

/** Answers that never arrive, to show busy states; abandoned when the mock is restored. */
const pending = new Set<(reason: unknown) => void>();

export function neverAnswers(request: MockRequest): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const abandon = (reason: unknown) => {
      pending.delete(abandon);
      reject(reason instanceof Error ? reason : new DOMException('The story ended.', 'AbortError'));
    };
    pending.add(abandon);
    request.signal.addEventListener('abort', () => abandon(request.signal.reason), { once: true });
  });
}

interface CompiledRoute {
  key: RouteKey;
  method: string;
  pattern: RegExp;
  names: string[];
  handler: MockHandler;
}

function compile(key: RouteKey, handler: MockHandler): CompiledRoute {
  const [method = '', template = ''] = key.split(' ');
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}/?$`), names, handler };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Every case page asks for its case's progress (the lifecycle machine decides what the page offers). A story that
 * mocks only GET /get-property gets the progress the server would compute from that property, so its pages look
 * as in the app; a story that mocks POST /get-case-progress itself is answered by its own route.
 */
async function progressOfMockedProperty(compiled: CompiledRoute[], request: Request, path: string, body: unknown): Promise<Response | null> {
  if (request.method !== 'POST' || path !== '/get-case-progress') return null;
  const propertyId = (body as { propertyId?: unknown } | null)?.propertyId;
  if (typeof propertyId !== 'number') return null;
  const propertyPath = `/get-property/${propertyId}`;
  for (const route of compiled) {
    if (route.method !== 'GET' || !route.pattern.exec(propertyPath)) continue;
    const answer = await route.handler({
      method: 'GET',
      path: propertyPath,
      params: { id: String(propertyId) },
      headers: request.headers,
      body: undefined,
      signal: request.signal,
    });
    if (!answer.ok) return answer;
    return json(progressOfProperty((await answer.json()) as Property));
  }
  return null;
}

/** Installs the routes as the page's fetch for `/api/...`; returns the function that puts the old fetch back. */
export function mockApi(routes: MockRoutes): () => void {
  const compiled = Object.entries(routes).flatMap(([key, handler]) => (handler ? [compile(key as RouteKey, handler)] : []));
  const previous = globalThis.fetch;
  recorded = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return previous(input, init);

    const path = url.pathname.slice('/api'.length);
    const body = await readBody(request);
    for (const route of compiled) {
      const match = route.method === request.method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      recorded.push({ route: route.key, method: request.method, path, body });
      return route.handler({ method: request.method, path, params, headers: request.headers, body, signal: request.signal });
    }
    const derived = await progressOfMockedProperty(compiled, request, path, body);
    if (derived) {
      recorded.push({ route: 'POST /get-case-progress', method: request.method, path, body });
      return derived;
    }
    recorded.push({ route: null, method: request.method, path, body });
    return json({ errormsg: `No story mock for ${request.method} ${path}` }, 501);
  };

  globalThis.fetch = fakeFetch;
  return () => {
    globalThis.fetch = previous;
    for (const abandon of [...pending]) abandon(new DOMException('The story ended.', 'AbortError'));
  };
}

// ---------------------------------------------------------------------------------------------------------
// The demo server: the seeded demo users, a real RSA-OAEP key pair, and ready handlers per answer.

/** Every demo user's password, as the seeded database has it. */
export const DEMO_PASSWORD = 'Conveyancing2026';

export type DemoUserId = 'lawyer1' | 'lawyer2' | 'expired1' | 'noquestions' | 'nouen';

interface DemoUser {
  userName: string;
  position: string;
  firm: 'tanLim' | 'leeOng';
  passwordExpired?: boolean;
  noQuestions?: boolean;
  uenUpdated: boolean;
}

const DEMO_FIRMS: Record<DemoUser['firm'], UserDetailsResponse['accountDetails'] & { isLAActive: 'true' | 'false' }> = {
  tanLim: {
    acctId: 'TL0001',
    appId: 'LRI',
    accountName: 'Tan & Lim LLP',
    address: '80 Robinson Road, #17-02',
    postalCode: '068898',
    phone: '62201234',
    fax: '62205678',
    email: 'conveyancing@tanlim.com.sg',
    uen: '201912345K',
    isLAActive: 'true',
  },
  leeOng: {
    acctId: 'LO0002',
    appId: 'LRI',
    accountName: 'Lee & Ong Law Corporation',
    address: '1 Raffles Place, #20-61 One Raffles Place',
    postalCode: '048616',
    phone: '65351188',
    fax: '65351199',
    email: 'property@leeong.com.sg',
    uen: '201498765G',
    isLAActive: 'false',
  },
};

const DEMO_USERS: Record<DemoUserId, DemoUser> = {
  lawyer1: { userName: 'Tan Wei Ming', position: 'Senior Associate', firm: 'tanLim', uenUpdated: true },
  lawyer2: { userName: 'Ong Mei Ling', position: 'Director', firm: 'leeOng', uenUpdated: true },
  expired1: { userName: 'Rajesh Kumar s/o Subramaniam', position: 'Conveyancing Executive', firm: 'tanLim', uenUpdated: true, passwordExpired: true },
  noquestions: { userName: 'Lim Jia Hui', position: 'Legal Executive', firm: 'tanLim', uenUpdated: true, noQuestions: true },
  nouen: { userName: 'Chua Kok Leong', position: 'Partner', firm: 'tanLim', uenUpdated: false },
};

function isDemoUserId(value: string): value is DemoUserId {
  return Object.hasOwn(DEMO_USERS, value);
}

/** The token a demo login hands out (opaque to the client). */
export const demoJwt = (userId: string, n = 1) => `demo.${userId}.jwt${n}`;

export interface DemoKeyPair {
  keyId: string;
  /** SPKI as PEM, as GET /public-key serves it. */
  publicKeyPem: string;
  privateKey: CryptoKey;
}

const oaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
let keyPair: Promise<DemoKeyPair> | null = null;

/**
 * One RSA-OAEP-256 key pair per page. The app's client caches the public key for the life of the page, so
 * every story in a page must decrypt with the same private key.
 */
export function demoKeyPair(): Promise<DemoKeyPair> {
  keyPair ??= (async () => {
    const pair = await globalThis.crypto.subtle.generateKey({ ...oaep, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
      'encrypt',
      'decrypt',
    ]);
    const spki = new Uint8Array(await globalThis.crypto.subtle.exportKey('spki', pair.publicKey));
    return { keyId: 'story-key-1', publicKeyPem: toPem(spki), privateKey: pair.privateKey };
  })();
  return keyPair;
}

/** Story loader: makes the key pair before the story renders (its PEM shows in the story's `loaded`). */
export async function loadDemoKey(): Promise<{ publicKeyPem: string }> {
  return { publicKeyPem: (await demoKeyPair()).publicKeyPem };
}

function toPem(der: Uint8Array): string {
  let binary = '';
  for (const byte of der) binary += String.fromCharCode(byte);
  const lines = btoa(binary).match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----'].join('\n');
}

async function decryptPassword(encrypted: string): Promise<string | null> {
  try {
    const bytes = Uint8Array.from(atob(encrypted), (c) => c.charCodeAt(0));
    const plain = await globalThis.crypto.subtle.decrypt(oaep, (await demoKeyPair()).privateKey, bytes);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

function stringField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const reply = <T>(body: T, status = 200) => json(body, status);

/** Ready answers; combine them into routes, or use `demoApi()` for all of them at once. */
export const handlers = {
  publicKey: (async () => {
    const { keyId, publicKeyPem } = await demoKeyPair();
    return reply<PublicKey>({ keyId, algorithm: 'RSA-OAEP-256', publicKey: publicKeyPem });
  }) satisfies MockHandler,

  /** POST /login as the server does it: decrypts the password and checks the demo user. */
  login: (async ({ body }) => {
    const userid = stringField(body, 'userid');
    const password = await decryptPassword(stringField(body, 'password'));
    if (password === null) return json({ errormsg: messages.badRequest, errors: ['password: not encrypted with the current public key'] }, 400);
    if (!isDemoUserId(userid) || password !== DEMO_PASSWORD) return reply<LoginResponse>({ errormsg: messages.invalidCredentials });
    const user = DEMO_USERS[userid];
    if (user.passwordExpired) return reply<LoginResponse>({ errormsg: messages.passwordExpired });
    return reply<LoginResponse>({
      userid,
      jwt: demoJwt(userid),
      userId: userid,
      isUENUpdated: user.uenUpdated ? 'Y' : 'N',
      isLAActive: DEMO_FIRMS[user.firm].isLAActive,
    });
  }) satisfies MockHandler,
  loginInvalid: (() => reply<LoginResponse>({ errormsg: messages.invalidCredentials })) satisfies MockHandler,
  loginExpired: (() => reply<LoginResponse>({ errormsg: messages.passwordExpired })) satisfies MockHandler,
  /** A 500: the dialog shows 'Login Failed. Please contact helpdesk.'. */
  loginServerError: (() => json({ errormsg: 'Internal Server Error' }, 500)) satisfies MockHandler,
  loginNever: neverAnswers satisfies MockHandler,

  /** POST /retrieve-security-qa: `{ status: 'fail' }` for noquestions, two questions for everyone else. */
  securityQa: (({ body }) =>
    stringField(body, 'userid') === 'noquestions'
      ? reply<SecurityQuestions>({ status: 'fail' })
      : reply<SecurityQuestions>({
          question1: 'What is the name of your first pet?',
          question2: 'In which city was your mother born?',
        })) satisfies MockHandler,

  /** GET /get-user-details/{userId}/{jwt} for a demo user, with the disclaimer state and lifetimes asked for. */
  userDetails:
    (options: DemoApiOptions = {}): MockHandler =>
    ({ params }) => {
      const userId = params.userId ?? '';
      if (!isDemoUserId(userId)) return json({ errormsg: messages.notFound }, 404);
      return reply<UserDetailsResponse>(demoUserDetails(userId, options));
    },
  userDetailsServerError: (() => json({ errormsg: 'Internal Server Error' }, 500)) satisfies MockHandler,

  /** POST /get-new-token: a fresh token valid for another 30 minutes. */
  newToken: (({ body }) => {
    const userId = stringField(body, 'userId');
    return reply<NewTokenResponse>({ jwt: demoJwt(userId, 2), userId, expiredTime: Date.now() + 30 * 60_000 });
  }) satisfies MockHandler,
  newTokenRefused: (() => reply<NewTokenResponse>({ errormsg: messages.invalidToken })) satisfies MockHandler,

  /** POST /logout: the session is ended on the server. */
  logout: (() => reply({ message: messages.loggedOut })) satisfies MockHandler,
  /** POST /logout for a session the server had already ended (another tab logged out, the password changed). */
  logoutAlreadyEnded: (() => json({ errormsg: messages.invalidToken }, 401)) satisfies MockHandler,

  /** POST /disclaimer-user: the server's boolean answer. */
  disclaimer:
    (answer: boolean): MockHandler =>
    () =>
      reply<boolean>(answer),
} as const;

export const DEMO_EXPIRES_FAR_MS = 30 * 60_000;
/** Inside the 90-second warning window: the 'Extend Session?' prompt opens on the first check. */
export const DEMO_EXPIRES_NEAR_MS = 85_000;

/** The demo passwords were changed recently; a negative lifetime is one whose expiry time has passed. */
export const DEMO_PASSWORD_EXPIRES_IN_MS = 90 * 24 * 60 * 60_000;

export function demoUserDetails(
  userId: DemoUserId,
  {
    disclaimerAccepted = '1',
    expiresInMs = DEMO_EXPIRES_FAR_MS,
    passwordExpiresInMs = DEMO_PASSWORD_EXPIRES_IN_MS,
    pendingSetup,
  }: DemoApiOptions = {},
): UserDetailsResponse {
  const user = DEMO_USERS[userId];
  const { isLAActive: _checklist, ...accountDetails } = DEMO_FIRMS[user.firm];
  return {
    userDetails: { userName: user.userName, position: user.position, user_id: userId, disclaimerAccepted },
    accountDetails,
    expiredTime: Date.now() + expiresInMs,
    passwordExpiredTime: Date.now() + passwordExpiresInMs,
    ...(pendingSetup ? { pendingSetup } : {}),
  };
}

export interface DemoApiOptions {
  disclaimerAccepted?: '0' | '1';
  expiresInMs?: number;
  passwordExpiresInMs?: number;
  /** The server's set-up gate state; left out (as a back end without the gate would) unless a story asks. */
  pendingSetup?: SetupStep[];
}

/** The whole login and session slice of the demo server; override single routes with spread. */
export function demoApi(options: DemoApiOptions = {}): MockRoutes {
  return {
    'GET /public-key': handlers.publicKey,
    'POST /login': handlers.login,
    'POST /retrieve-security-qa': handlers.securityQa,
    'GET /get-user-details/{userId}/{jwt}': handlers.userDetails(options),
    'POST /get-new-token': handlers.newToken,
    'POST /logout': handlers.logout,
    'POST /disclaimer-user': handlers.disclaimer(true),
    // The shell's header asks for the firm's logo; the demo firms have none until a story uploads one.
    'GET /get-logo': () => new Response(null, { status: 204 }),
    // The property listing is the shell's landing page; its own stories fill it, here it is empty.
    'POST /get-all-property': () => reply({ records: [], recordCount: 0, pageNo: 1, pageSize: 10 }),
    'GET /get-transtype-list': () =>
      reply([
        { id: 1, name: 'Sale' },
        { id: 2, name: 'Purchase' },
      ]),
    // The public menus read the sister product's address (issue 18).
    'GET /get-app-settings': () => reply({ sisterProductUrl: DEFAULT_SISTER_PRODUCT_URL }),
    // The profile lists the user's own logins (issue 20); a story of the history pages brings its own.
    'GET /get-login-history': () => reply({ records: [] }),
    // The header's bell listens for notifications (issue 20); nothing arrives unless a story pushes it.
    ...demoNotificationFeed().routes,
  };
}

/** Browser storage as right after a successful login of a demo user. */
export function storeDemoLogin(userId: DemoUserId, { isLAActive }: { isLAActive?: 'true' | 'false' } = {}): void {
  const user = DEMO_USERS[userId];
  localStorage.setItem(STORAGE_KEYS.jwt, demoJwt(userId));
  localStorage.setItem(STORAGE_KEYS.userId, userId);
  localStorage.setItem(STORAGE_KEYS.isUENUpdated, user.uenUpdated ? 'Y' : 'N');
  localStorage.setItem(STORAGE_KEYS.isLAActive, isLAActive ?? DEMO_FIRMS[user.firm].isLAActive);
}

// ---------------------------------------------------------------------------------------------------------
// Password pages: change, forgot (security questions) and reset, as the server answers them.

/** The demo users' security answers (questions as `handlers.securityQa` gives them); case and spaces ignored. */
export const DEMO_SECURITY_ANSWERS = { answer1: 'Fluffy', answer2: 'Ipoh' } as const;
/** The token a successful /verify-security-qa hands out and /reset-password expects. */
export const DEMO_RESET_TOKEN = 'demo.reset.token';

/** The checks both password calls share: the rule, then an answer of errormsg ('' for success). */
function newPasswordReply(next: string | null, current?: string): Response {
  if (next === null) return json({ errormsg: messages.badRequest, errors: ['password: not encrypted with the current public key'] }, 400);
  return reply<ErrorMessageReply>({ errormsg: newPasswordProblem(next, current) ?? '' });
}

export const passwordHandlers = {
  /** POST /change-password: the demo password is the current one; the new one must meet the rule. */
  changePassword: (async ({ body }) => {
    const current = await decryptPassword(stringField(body, 'oldpassword'));
    if (!isDemoUserId(stringField(body, 'userid')) || current !== DEMO_PASSWORD) {
      return reply<ErrorMessageReply>({ errormsg: messages.currentPasswordIncorrect });
    }
    return newPasswordReply(await decryptPassword(stringField(body, 'newpassword')), current);
  }) satisfies MockHandler,

  /** POST /verify-security-qa: DEMO_SECURITY_ANSWERS pass and hand out DEMO_RESET_TOKEN. */
  verifySecurityQa: (({ body }) => {
    const matches = (field: keyof typeof DEMO_SECURITY_ANSWERS) =>
      normaliseSecurityAnswer(stringField(body, field)) === normaliseSecurityAnswer(DEMO_SECURITY_ANSWERS[field]);
    if (isDemoUserId(stringField(body, 'userid')) && matches('answer1') && matches('answer2')) {
      return reply<SecurityQaResult>({ status: 'success', resetToken: DEMO_RESET_TOKEN });
    }
    return reply<SecurityQaResult>({ status: 'fail', errorMessage: messages.securityAnswersMismatch });
  }) satisfies MockHandler,

  /** POST /reset-password: needs DEMO_RESET_TOKEN; the new password must meet the rule. */
  resetPassword: (async ({ body }) => {
    if (stringField(body, 'resetToken') !== DEMO_RESET_TOKEN) return reply<ErrorMessageReply>({ errormsg: messages.resetNotAuthorised });
    const next = await decryptPassword(stringField(body, 'newpassword'));
    const confirm = await decryptPassword(stringField(body, 'confirmnewpassword'));
    if (next !== confirm) return reply<ErrorMessageReply>({ errormsg: messages.passwordsNotMatchOrEmpty });
    return newPasswordReply(next);
  }) satisfies MockHandler,

  /** A 500 with the server's errormsg: the page shows it as a warning. */
  serverError: (() => json({ errormsg: 'Internal Server Error' }, 500)) satisfies MockHandler,
  never: neverAnswers satisfies MockHandler,
} as const;

/** The public key, the question lookup and the three password calls. */
export function passwordApi(): MockRoutes {
  return {
    'GET /public-key': handlers.publicKey,
    'POST /retrieve-security-qa': handlers.securityQa,
    'POST /change-password': passwordHandlers.changePassword,
    'POST /verify-security-qa': passwordHandlers.verifySecurityQa,
    'POST /reset-password': passwordHandlers.resetPassword,
    'GET /get-app-settings': () => reply({ sisterProductUrl: DEFAULT_SISTER_PRODUCT_URL }),
  };
}
