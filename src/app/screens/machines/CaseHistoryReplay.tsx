import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { failureText } from '../../../../machines/flow-alert';
import type { HistoryRecord } from '../../../api/history';
import { caseHistoryReplayQueryOptions } from '../../../api/queries/history';
import { isCaseStage } from '../../../domain/case/lifecycle';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { replaySteps, type ReplayStep } from '../../../domain/history/history-replay';
import { CASE_STAGE_NAMES } from '../../../domain/messages/case-lifecycle';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { api } from '../../api';
import { Button } from '../../ui';
import { actorName } from '../history/HistoryTable';
import { StepControls } from './StepControls';

const stageName = (stage: string) => (isCaseStage(stage) ? CASE_STAGE_NAMES[stage] : stage);

export interface CaseHistoryReplayProps {
  propertyId: number;
  /** The step shown on the diagram (0-based), or null for the case as it is now. */
  step: number | null;
  onStep: (step: number | null, stages: readonly string[] | null) => void;
}

/**
 * Steps through the case's history on its lifecycle diagram (issue 20): each event with the stage it left the case
 * in, the diagram marking that stage and the path up to it. The same events as the case's timeline, oldest first.
 */
export function CaseHistoryReplay({ propertyId, step, onStep }: CaseHistoryReplayProps) {
  const query = useQuery(caseHistoryReplayQueryOptions(api, propertyId));
  const steps = useMemo(() => replaySteps(query.data ?? []), [query.data]);
  if (query.isPending) return <p role="status">{words.replayLoading}</p>;
  if (query.isError) return <p role="alert">{words.replayFailed(failureText(query.error))}</p>;
  if (steps.length === 0) return <p>{words.replayEmpty}</p>;

  const go = (index: number) => onStep(index, steps[index]?.stages ?? null);
  const last = steps.length - 1;
  const shown = step === null ? null : steps[Math.min(step, last)];
  return (
    <section className="case-replay" aria-labelledby="case-replay-title">
      <h3 id="case-replay-title">{words.replayHeading}</h3>
      <StepControls
        label={words.replayHeading}
        step={step}
        last={last}
        words={{ first: words.replayFirst, previous: words.replayPrevious, next: words.replayNext, last: words.replayLast }}
        onStep={go}
      >
        <Button variant="link" isDisabled={step === null} onPress={() => onStep(null, null)}>
          {words.replayNow}
        </Button>
      </StepControls>
      {shown && <ReplayEventLine step={shown} index={step ?? 0} count={steps.length} />}
    </section>
  );
}

function ReplayEventLine({ step, index, count }: { step: ReplayStep<HistoryRecord>; index: number; count: number }) {
  const { event } = step;
  return (
    <p className="case-replay__event" aria-live="polite">
      <strong>{words.replayStep(index + 1, count)}</strong> · {toDisplayTimestamp(event.at)} · {actorName(event)} · {event.summary} ·{' '}
      {words.replayStage(stageName(event.stage ?? ''))}
    </p>
  );
}
