import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CaseProgress } from '../../../api/case-progress';
import type { SavedStampDuty } from '../../../api/case-stamp-duty';
import { caseProgressQueryKey } from '../../../api/queries/case-progress';
import { savedDutyDueDate, stampDutyRefusal } from '../../../domain/case/case-stamp-duty';
import { exercisedOn } from '../../../domain/case/lifecycle';
import type { CheckedStampDutyRequest } from '../../../domain/stamp-duty/form';
import { todayInSingapore } from '../../../domain/today';
import { Button } from '../../ui';
import type { SaveStampDutyLogic } from '../stamp-duty/use-stamp-duty-actor';
import { CaseStampDutyCallsContext } from './case-stamp-duty-calls';
import { DEADLINE_STATE_WORDS, deadlineWhen } from './deadline-words';
import { SavedStampDutyFigures } from './SavedStampDutyFigures';

// The calculator (its machine, tabs and tables) is fetched the first time Calculate… asks for it.
const StampDutyCalculatorModal = lazy(() => import('./StampDutyCalculatorModal').then((module) => ({ default: module.StampDutyCalculatorModal })));

/** The progress with the server's answer to a save in it: the other parts of the case do not change by saving. */
function withSaved(progress: CaseProgress | undefined, saved: SavedStampDuty): CaseProgress | undefined {
  if (!progress) return progress;
  const stampDuty = saved.kind === 'buyer' ? { ...progress.stampDuty, buyer: saved } : { ...progress.stampDuty, seller: saved };
  return { ...progress, stampDuty };
}

/** The calculator's saveOnCase: POST /save-case-stamp-duty, its answer put in the case's progress query. */
function useSaveOnCase(propertyId: number): SaveStampDutyLogic {
  const calls = useContext(CaseStampDutyCallsContext);
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      fromPromise<void, CheckedStampDutyRequest>(async ({ input }) => {
        const saved = await calls.save({ propertyId, kind: input.tab, request: input.request });
        queryClient.setQueryData(caseProgressQueryKey(propertyId), (progress: CaseProgress | undefined) => withSaved(progress, saved));
      }),
    [calls, queryClient, propertyId],
  );
}

/**
 * The case page's stamp duty (issue 19): the stamp duty deadline, each calculation saved on the case beside it with
 * Print, and Calculate… opening the calculator with the OTP's price and the exercise date (else today), whose figures
 * can be saved on the case. A case that cannot take stamp duty (closed, a mortgage) offers no calculation, and shows
 * the section only for what it has saved.
 */
export function CaseStampDuty({ progress }: { progress: CaseProgress }) {
  const [calculating, setCalculating] = useState(false);
  const calls = useContext(CaseStampDutyCallsContext);
  const saveOnCase = useSaveOnCase(progress.propertyId);
  const canCalculate = stampDutyRefusal(progress.records) === null;
  const saved = [progress.stampDuty.buyer, progress.stampDuty.seller].filter((each): each is SavedStampDuty => each !== undefined);
  if (!canCalculate && saved.length === 0) return null;
  const deadline = progress.deadlines.find((candidate) => candidate.kind === 'stampDuty');

  return (
    <section className="case-stamp-duty" aria-labelledby="case-stamp-duty-heading">
      <h3 id="case-stamp-duty-heading" className="case-stamp-duty__heading">
        Stamp duty
      </h3>
      {deadline ? (
        <p className="case-stamp-duty__deadline">
          {`${deadline.label}: ${deadlineWhen(deadline)} `}
          <span className={`case-progress__flag case-progress__flag--${deadline.state}`}>{DEADLINE_STATE_WORDS[deadline.state]}</span>
        </p>
      ) : (
        <p className="case-progress__none">Stamp duty falls due 14 days after the option is exercised (30 when signed abroad).</p>
      )}
      {saved.length === 0 ? (
        <p className="case-progress__none">No stamp duty is saved on this case yet.</p>
      ) : (
        <div className="case-stamp-duty__list">
          {saved.map((each) => (
            <SavedStampDutyFigures
              key={each.kind}
              propertyId={progress.propertyId}
              saved={each}
              dueDate={savedDutyDueDate(each, deadline?.dueDate)}
            />
          ))}
        </div>
      )}
      {canCalculate && (
        <div className="case-progress__actions">
          <Button variant="secondary" onPress={() => setCalculating(true)}>
            Calculate…
          </Button>
        </div>
      )}
      {calculating && (
        <Suspense fallback={null}>
          <StampDutyCalculatorModal
            price={progress.purchasePrice ?? undefined}
            documentDate={exercisedOn(progress.records) ?? todayInSingapore()}
            calculate={calls.calculate}
            saveOnCase={saveOnCase}
            onClose={() => setCalculating(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
