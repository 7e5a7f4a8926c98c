import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type { ChangePasswordRequest, PasswordReply } from '../../../../machines/change-password.machine';
import type { VerifySecurityQaReply, VerifySecurityQaRequest } from '../../../../machines/forgot-password.machine';
import type { SecurityQaReply } from '../../../../machines/login.machine';
import type { ResetPasswordRequest } from '../../../../machines/reset-password.machine';
import { changePassword, resetPassword, verifySecurityQa } from '../../../api/account';
import { retrieveSecurityQa } from '../../../api/auth';
import { api } from '../../api';

/** The server calls of the password pages, as the machines invoke them. */
export interface PasswordActors {
  changePassword: PromiseActorLogic<PasswordReply, ChangePasswordRequest>;
  retrieveSecurityQa: PromiseActorLogic<SecurityQaReply, { userid: string }>;
  verifySecurityQa: PromiseActorLogic<VerifySecurityQaReply, VerifySecurityQaRequest>;
  resetPassword: PromiseActorLogic<PasswordReply, ResetPasswordRequest>;
}

/** What the app uses: the real calls through the app's client (which encrypts the passwords). */
export const appPasswordActors: PasswordActors = {
  changePassword: fromPromise(({ input }) => changePassword(api, input)),
  retrieveSecurityQa: fromPromise(({ input }) => retrieveSecurityQa(api, input.userid)),
  verifySecurityQa: fromPromise(({ input }) => verifySecurityQa(api, input)),
  resetPassword: fromPromise(({ input }) => resetPassword(api, input)),
};

/** Replaces some calls for everything below it (screen tests); `inspect` observes the page's machine actor. */
export interface PasswordActorOverrides extends Partial<PasswordActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the pages always run `appPasswordActors`. */
export const PasswordActorOverridesContext = createContext<PasswordActorOverrides>({});

/** The app's calls with the overrides laid over them, without the inspector. */
export function passwordActors(overrides: PasswordActorOverrides): PasswordActors {
  const { inspect: _inspect, ...actors } = overrides;
  return { ...appPasswordActors, ...actors };
}
