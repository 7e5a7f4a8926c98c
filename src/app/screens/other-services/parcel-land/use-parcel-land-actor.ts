import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { parcelLandRequestMachine } from '../../../../../machines/parcel-land-request.machine';
import type { ParcelLandReply, ParcelLandSendRequest } from '../../../../../machines/parcel-land-request.types';
import { submitParcelLand } from '../../../../api/other-services';
import { parcelLandSubmission } from '../../../../api/parcel-land-submission';
import { todayInSingapore } from '../../../../domain/today';
import { api } from '../../../api';

export type SendParcelLandLogic = PromiseActorLogic<ParcelLandReply, ParcelLandSendRequest>;

/** POST /lr-parcel-land with the form as the seed's submission and the machine's Idempotency-Key. */
const appSendParcelLand = (loginId: string): SendParcelLandLogic =>
  fromPromise<ParcelLandReply, ParcelLandSendRequest>(({ input }) => submitParcelLand(api, parcelLandSubmission(loginId, input.form), input.key));

/** The parcel land request machine for this page; stories and screen tests pass their own `sendParcelLand`. */
export function useParcelLandActor(loginId: string, sendParcelLand?: SendParcelLandLogic) {
  const machine = useMemo(
    () => parcelLandRequestMachine.provide({ actors: { sendParcelLand: sendParcelLand ?? appSendParcelLand(loginId) } }),
    [loginId, sendParcelLand],
  );
  return useActorRef(machine, { input: { today: todayInSingapore(), newKey: () => crypto.randomUUID() } });
}
