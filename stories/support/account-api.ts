import type { SecurityQaResult } from '../../src/api/account';
import type { QuestionSets, SecurityQuestions } from '../../src/api/auth';
import { demoApi, demoUserDetails, json, neverAnswers, type MockHandler, type MockRoutes } from './mock-api';

/**
 * The account calls of the demo server (questions, register, UEN details and update, the logo), kept
 * apart from mock-api.ts so the login slice stays readable. The logo upload itself is an XMLHttpRequest:
 * see fake-upload.ts.
 */

export const DEMO_QUESTION_SETS: QuestionSets = {
  set1: ['What is the name of your first pet?', 'What was the name of your primary school?', 'What is your favourite book?'],
  set2: ['In which city was your mother born?', 'What is your favourite local dish?', 'What was your first car?'],
};

let storedLogo: Blob | null = null;

/** What GET /get-logo answers with; null (no logo yet) by default, so every story starts without one. */
export function storeDemoLogo(logo: Blob | null): void {
  storedLogo = logo;
}

function firmOf(body: unknown): ReturnType<typeof demoUserDetails>['accountDetails'] {
  const userid = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).userid : undefined;
  return demoUserDetails(userid === 'nouen' || userid === 'noquestions' ? userid : 'lawyer1').accountDetails;
}

export const accountHandlers = {
  questions: (() => json(DEMO_QUESTION_SETS)) satisfies MockHandler,
  /** A 500: 'Fetch Questions Error' with the server's message. */
  questionsFailed: (() => json({ errormsg: 'Internal Server Error' }, 500)) satisfies MockHandler,
  /** POST /retrieve-security-qa for a user who has not set any. */
  noQuestionsSet: (() => json({ status: 'fail' } satisfies SecurityQuestions)) satisfies MockHandler,
  register:
    (answer: SecurityQaResult = { status: 'success' }): MockHandler =>
    () =>
      json(answer),
  /** POST /retrieve-UEN-details: the user's firm, with its UEN or (first time) the one given. */
  uenDetails:
    (uenNum?: string): MockHandler =>
    ({ body }) => {
      const firm = firmOf(body);
      return json({ acctid: firm.acctId, acctName: firm.accountName, uenNum: uenNum ?? firm.uen });
    },
  updateUen:
    (userUenStatus = 'success'): MockHandler =>
    () =>
      json({ userUenStatus }),
  getLogo: (() =>
    storedLogo
      ? new Response(storedLogo, { headers: { 'Content-Type': storedLogo.type || 'image/png' } })
      : new Response(null, { status: 204 })) satisfies MockHandler,
  never: neverAnswers satisfies MockHandler,
} as const;

/** The login slice plus every account call, answered as the demo server would. */
export function accountApi(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...demoApi(),
    'GET /questions': accountHandlers.questions,
    'POST /register-security-qa': accountHandlers.register(),
    'POST /retrieve-UEN-details': accountHandlers.uenDetails(),
    'POST /update-UEN': accountHandlers.updateUen(),
    'GET /get-logo': accountHandlers.getLogo,
    ...overrides,
  };
}

/** A small PNG drawn on a canvas: a real image, so the header shows something a designer can judge. */
export async function demoLogoFile(name = 'tan-lim-logo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 96, 48);
    context.fillStyle = '#ffffff';
    context.font = 'bold 24px sans-serif';
    context.fillText('T&L', 18, 33);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Uint8Array()], name, { type: 'image/png' });
}
