import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { caseLifecycleMachine } from '../../../../machines/case-lifecycle.machine';
import { failureText } from '../../../../machines/flow-alert';
import type { CaseProgress } from '../../../api/case-progress';
import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { api } from '../../api';
import { Button, Card } from '../../ui';
import { casePath, stagePath } from './case-path';
import { CaseHistoryReplay } from './CaseHistoryReplay';
import { CasePathLegend } from './CasePathLegend';
import type { DiagramHighlight } from './diagram-highlight';
import { machineGraph } from './machine-graph';
import { MachineDiagram } from './MachineDiagram';

/**
 * The machines page opened from a case (issue 19): the case-lifecycle diagram with the case's current state and
 * the path it took marked, a legend, and the path in words. The route's loader has the progress in the cache; a
 * failure is shown here, in words, with Try again.
 */
export function CaseOnLifecycle({ propertyId }: { propertyId: number }) {
  const query = useQuery(caseProgressQueryOptions(api, propertyId));
  // Named by its control number, as everywhere else (the case page has the property cached); its id until then.
  const property = useQuery(propertyQueryOptions(api, propertyId)).data;
  const caseLabel = property?.propertyRefNo ?? String(propertyId);
  return (
    <Card title={words.caseOnLifecycleTitle(caseLabel)}>
      {query.isPending && (
        <p className="case-lifecycle-card__status" role="status">
          {words.caseOnLifecycleLoading}
        </p>
      )}
      {query.isError && (
        <div className="case-lifecycle-card__problem" role="alert">
          <p>{words.caseOnLifecycleFailed(caseLabel, failureText(query.error))}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {words.caseOnLifecycleRetry}
          </Button>
        </div>
      )}
      {query.data && <CasePathDiagram progress={query.data} />}
    </Card>
  );
}

function CasePathDiagram({ progress }: { progress: CaseProgress }) {
  const path = useMemo(() => casePath(progress, machineGraph(caseLifecycleMachine)), [progress]);
  // A step of the replay, when one is chosen: the diagram marks the case as it stood after that event.
  const [replay, setReplay] = useState<{ step: number; highlight: DiagramHighlight } | null>(null);
  const showStep = (step: number | null, stages: readonly string[] | null) =>
    setReplay(step === null || stages === null ? null : { step, highlight: stagePath(stages, machineGraph(caseLifecycleMachine)) });
  return (
    <>
      <p className="case-lifecycle-card__path">
        <strong>{words.casePathHeading}:</strong> {words.casePathWords(path.earlier, path.current)}
      </p>
      <CaseHistoryReplay propertyId={progress.propertyId} step={replay?.step ?? null} onStep={showStep} />
      <CasePathLegend />
      <MachineDiagram machine={caseLifecycleMachine} title={words.caseLifecycleDiagramTitle} highlight={replay?.highlight ?? path.highlight} />
    </>
  );
}
