import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { soaRequestMachine } from '../../../../../machines/soa-request.machine';
import type { SoaMode, SoaSearchReply, SoaSearchRequest, SoaSendReply, SoaSendRequest } from '../../../../../machines/soa-request.types';
import { searchNonSoa, searchSoa, submitNonSoa, submitSoa } from '../../../../api/other-services';
import { api } from '../../../api';

export type SoaSearchLogic = PromiseActorLogic<SoaSearchReply, SoaSearchRequest>;
export type SoaSendLogic = PromiseActorLogic<SoaSendReply, SoaSendRequest>;

/** POST /searchSOA or /searchNonSOA (seed 002 §7) with the caller's login id. */
const appSearch = (loginId: string): SoaSearchLogic =>
  fromPromise<SoaSearchReply, SoaSearchRequest>(async ({ input, signal }) => {
    const reply =
      input.kind === 'soa'
        ? await searchSoa(api, { loginId, fromDate: input.fromDate, toDate: input.toDate, referenceNo: input.referenceNo }, { signal })
        : await searchNonSoa(api, { loginId, strBlk: input.strBlk, strStrtName: input.strStrtName, strPropType: input.strPropType }, { signal });
    return {
      count: reply.count,
      searchResult: reply.searchResult.map((row) => ({
        lfControlNo: row.lfControlNo ?? '',
        referenceNo: row.referenceNo ?? '',
        latestRecvDate: row.latestRecvDate ?? null,
        latestReqDate: row.latestReqDate ?? null,
        propAddr: row.propAddr ?? '',
        propActNo: row.propActNo ?? '',
        reqSentDate: row.reqSentDate ?? '',
        soaCount: row.soaCount ?? 0,
      })),
    };
  });

/** POST /submitSOA or /submitNonSOA with the ticked keys and the machine's Idempotency-Key. */
const appSend = (loginId: string): SoaSendLogic =>
  fromPromise<SoaSendReply, SoaSendRequest>(({ input }) => {
    const body = { loginId, lfControlNos: input.lfControlNos };
    return input.mode === 'soa' ? submitSoa(api, body, input.key) : submitNonSoa(api, body, input.key);
  });

export interface SoaActors {
  search?: SoaSearchLogic | undefined;
  send?: SoaSendLogic | undefined;
}

/** The statement-of-account machine for one of the two pages; stories and screen tests pass their own actors. */
export function useSoaActor(mode: SoaMode, loginId: string, actors: SoaActors = {}) {
  const { search, send } = actors;
  const machine = useMemo(
    () => soaRequestMachine.provide({ actors: { search: search ?? appSearch(loginId), send: send ?? appSend(loginId) } }),
    [loginId, search, send],
  );
  return useActorRef(machine, { input: { mode, newKey: () => crypto.randomUUID() } });
}
