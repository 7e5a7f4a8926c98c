import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { stampDutyCalculatorMachine, type StampDutyCalculatorInput, type StampDutyResult } from '../../../../machines/stamp-duty-calculator.machine';
import { calculateBuyerStampDuty, calculateSellerStampDuty } from '../../../api/stamp-duty';
import type { CheckedStampDutyRequest } from '../../../domain/stamp-duty/form';
import { api } from '../../api';

export type CalculateStampDutyLogic = PromiseActorLogic<StampDutyResult, CheckedStampDutyRequest>;
/** Saves the checked request on the case the calculator was opened from (the case page supplies it). */
export type SaveStampDutyLogic = PromiseActorLogic<void, CheckedStampDutyRequest>;

/** POST /stamp-duty/buyer or /stamp-duty/seller, whichever tab asked; a refusal rejects with the ApiError and its reasons. */
const appCalculate: CalculateStampDutyLogic = fromPromise<StampDutyResult, CheckedStampDutyRequest>(async ({ input, signal }) =>
  input.tab === 'buyer'
    ? { tab: 'buyer', duty: await calculateBuyerStampDuty(api, input.request, { signal }) }
    : { tab: 'seller', duty: await calculateSellerStampDuty(api, input.request, { signal }) },
);

/**
 * The calculator's machine with the app's API call; screen tests pass their own `calculate`. With `saveOnCase` the
 * calculator was opened from a case and may save its figures there; without it the machine refuses to save.
 */
export function useStampDutyActor(start: StampDutyCalculatorInput, calculate?: CalculateStampDutyLogic, saveOnCase?: SaveStampDutyLogic) {
  const machine = useMemo(
    () => stampDutyCalculatorMachine.provide({ actors: { calculate: calculate ?? appCalculate, ...(saveOnCase ? { saveOnCase } : {}) } }),
    [calculate, saveOnCase],
  );
  // The input is read once, when the actor starts: a later change of the props does not reset the lawyer's figures.
  return useActorRef(machine, { input: { ...start, onCase: saveOnCase !== undefined } });
}

export type StampDutyActor = ReturnType<typeof useStampDutyActor>;
