import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { billingPrintMachine } from '../../../../machines/billing-print.machine';
import type { BillingPrintRequest, BillingPrintResult } from '../../../../machines/billing-print.types';
import { billingPrintFileName, printMultipleBillingSummaries, type BillingCriteria } from '../../../api/billing';
import { api } from '../../api';
import { saveBlob } from '../common/save-document';

export type PrintBillingLogic = PromiseActorLogic<BillingPrintResult, BillingPrintRequest>;

/** POST /printMultipleBillingSummaries for the ticked rows, then the browser's download of the answer. */
function appPrintBilling(latest: { current: { criteria: BillingCriteria; loginId: string } }): PrintBillingLogic {
  return fromPromise<BillingPrintResult, BillingPrintRequest>(async ({ input }) => {
    const { criteria, loginId } = latest.current;
    const blob = await printMultipleBillingSummaries(api, { rows: input.rows, criteria, loggedInUser: loginId, onePage: input.onePage });
    const fileName = billingPrintFileName({ onePage: input.onePage });
    saveBlob(blob, fileName);
    return { fileName };
  });
}

/**
 * The BILLING page's print cart: the billing-print machine, printing with the search the page shows now (the
 * printed summaries repeat its dates). Stories and screen tests pass their own `printBilling`.
 */
export function useBillingPrintActor(loginId: string, criteria: BillingCriteria, printBilling?: PrintBillingLogic) {
  const latest = useRef({ criteria, loginId });
  useEffect(() => {
    latest.current = { criteria, loginId };
  });
  const machine = useMemo(() => billingPrintMachine.provide({ actors: { printBilling: printBilling ?? appPrintBilling(latest) } }), [printBilling]);
  return useActorRef(machine);
}
