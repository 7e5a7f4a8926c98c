import { LOGIN_DESTINATION_PATHS } from './login-routing';
import { sessionMessages as messages } from './messages/session';

/**
 * The one-time set-up after the first logins, in the order it is asked for (seed 000 §4): login routing
 * sends the user to the security questions first, then to the UEN; the Disclaimer dialog shows in the shell
 * once the user gets there. The server refuses product calls until every step is done (issue 12 point 6),
 * and the app's router sends the user to the first step left. Same values as the contract's SetupStep.
 */
export const SETUP_STEPS = ['security-questions', 'uen', 'disclaimer'] as const;

export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the user row says about each step. */
export interface SetupState {
  /** Both questions chosen: the login's security-question check would not answer 'fail'. */
  securityQuestionsSet: boolean;
  uenUpdated: boolean;
  disclaimerAccepted: boolean;
}

export function pendingSetupSteps(state: SetupState): SetupStep[] {
  const done: Record<SetupStep, boolean> = {
    'security-questions': state.securityQuestionsSet,
    uen: state.uenUpdated,
    disclaimer: state.disclaimerAccepted,
  };
  return SETUP_STEPS.filter((step) => !done[step]);
}

export function isSetupStep(value: unknown): value is SetupStep {
  return SETUP_STEPS.some((step) => step === value);
}

/** The step to do now: the earliest in set-up order, whatever order a list arrives in. */
export function firstPendingStep(pending: readonly SetupStep[] | undefined): SetupStep | undefined {
  return SETUP_STEPS.find((step) => pending?.includes(step));
}

const PENDING_MESSAGES: Record<SetupStep, string> = {
  'security-questions': messages.setupPendingSecurityQuestions,
  uen: messages.setupPendingUen,
  disclaimer: messages.setupPendingDisclaimer,
};

/** The 403 SetupPending `errormsg`: what the user has to do before anything else works. */
export function setupPendingMessage(step: SetupStep): string {
  return PENDING_MESSAGES[step];
}

/**
 * The page of a step, or null for the disclaimer, which is a dialog over whatever signed-in page the user
 * opens (the shell holds that page back until it is accepted).
 */
const STEP_PAGES: Record<SetupStep, string | null> = {
  'security-questions': LOGIN_DESTINATION_PATHS['force-security-questions'],
  uen: LOGIN_DESTINATION_PATHS['set-uen'],
  disclaimer: null,
};

/** Where a user with these pending steps must be: the page of the first step, or null when no page is forced. */
export function setupPageFor(pending: readonly SetupStep[] | undefined): string | null {
  const step = firstPendingStep(pending);
  return step ? STEP_PAGES[step] : null;
}
