import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type { LoadedQuestions, RegisterQaReply, SecurityQaMode } from '../../../../machines/security-questions.machine';
import type { UenDetailsReply, UpdateUenReply, UpdateUenRequest } from '../../../../machines/set-uen.machine';
import type { UploadLogoReply, UploadLogoRequest } from '../../../../machines/upload-logo.machine';
import { registerSecurityQa, updateUen, uploadLogo } from '../../../api/account';
import { retrieveSecurityQa } from '../../../api/auth';
import { questionsQueryOptions } from '../../../api/queries/questions';
import { uenDetailsQueryKey, uenDetailsQueryOptions } from '../../../api/queries/uen-details';
import type { SecurityQaForm } from '../../../domain/security-qa';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';

/** The outside world of the account pages: the calls their machines invoke. */
export interface AccountEffects {
  loadQuestions: PromiseActorLogic<LoadedQuestions, { mode: SecurityQaMode }>;
  registerSecurityQa: PromiseActorLogic<RegisterQaReply, SecurityQaForm>;
  retrieveUenDetails: PromiseActorLogic<UenDetailsReply, void>;
  updateUen: PromiseActorLogic<UpdateUenReply, UpdateUenRequest>;
  uploadLogo: PromiseActorLogic<UploadLogoReply, UploadLogoRequest>;
}

/** Replaces some effects for everything below it (screen tests); `inspect` observes the page's machine. */
export interface AccountActorOverrides extends Partial<AccountEffects> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so it always runs the real calls. */
export const AccountActorOverridesContext = createContext<AccountActorOverrides>({});

/**
 * GET /questions through its shared query (the route's loader may have fetched it already); the voluntary page
 * also asks which questions the user has set (a 'fail' status: none).
 */
async function loadQuestions(queryClient: QueryClient, userid: string, mode: SecurityQaMode): Promise<LoadedQuestions> {
  const [sets, answer] = await Promise.all([
    queryClient.query(questionsQueryOptions(api)),
    mode === 'voluntary' ? retrieveSecurityQa(api, userid) : Promise.resolve(null),
  ]);
  const current = answer?.question1 && answer.question2 ? { question1: answer.question1, question2: answer.question2 } : null;
  return { set1: sets.set1, set2: sets.set2, current };
}

/**
 * The real calls, made as the signed-in user `userid` (user details' user_id). What a page shows on entry is
 * read through the shared queries in `queryClient`, where the route's loader put it.
 */
export function appAccountEffects(userid: string, queryClient: QueryClient): AccountEffects {
  return {
    loadQuestions: fromPromise(({ input }) => loadQuestions(queryClient, userid, input.mode)),
    registerSecurityQa: fromPromise(({ input }) => registerSecurityQa(api, { userid, ...input })),
    retrieveUenDetails: fromPromise(() => queryClient.query(uenDetailsQueryOptions(api, userid))),
    updateUen: fromPromise(async ({ input }) => {
      const reply = await updateUen(api, input);
      // The next visit to the UEN page shows the stored value, not the cached one.
      await queryClient.invalidateQueries({ queryKey: uenDetailsQueryKey(userid) });
      return reply;
    }),
    uploadLogo: fromPromise(({ input }) => {
      // The machine only reads name and size; what the picker handed it is the File itself.
      if (!(input.file instanceof Blob)) return Promise.reject(new Error('The chosen logo is not a file.'));
      return uploadLogo({ file: input.file, userId: userid, token: sessionStore.jwt(), onProgress: input.onProgress });
    }),
  };
}
