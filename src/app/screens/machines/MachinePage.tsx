import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { modelPaths } from '../../../../machines/model';
import type { RegisteredMachine } from '../../../../machines/registry';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { Card, PageTitle } from '../../ui';
import { CaseOnLifecycle } from './CaseOnLifecycle';
import { machineGraph } from './machine-graph';
import { MachineDiagram } from './MachineDiagram';
import { MachinePaths } from './MachinePaths';
import { pathHighlight } from './path-highlight';
import { PathStepper } from './PathStepper';
import './machines.css';

export interface MachinePageProps {
  entry: RegisteredMachine;
  /** A case to show on the case lifecycle (issue 19: opened from a case); only that machine has cases. */
  caseId?: number | undefined;
}

/** One machine (issue 21: one at a time, deep-linkable): its diagram, laid out only now, and its model-test paths. */
export function MachinePage({ entry, caseId }: MachinePageProps) {
  return (
    <div className="machines-page">
      <Link to="/machines" className="ui-link machines-page__back">
        {words.allMachines}
      </Link>
      <PageTitle title={entry.title} description={entry.description} />
      {caseId !== undefined && entry.id === 'case-lifecycle' ? (
        <CaseOnLifecycle key={caseId} propertyId={caseId} />
      ) : (
        <MachineWithPaths entry={entry} />
      )}
    </div>
  );
}

interface Stepping {
  path: number;
  step: number;
}

function MachineWithPaths({ entry }: { entry: RegisteredMachine }) {
  const graph = useMemo(() => machineGraph(entry.machine), [entry]);
  const groups = useMemo(() => modelPaths(entry), [entry]);
  const paths = useMemo(() => groups.flatMap((group) => group.paths), [groups]);
  const [stepping, setStepping] = useState<Stepping | null>(null);
  const path = stepping ? paths[stepping.path] : undefined;
  const highlight = path && stepping ? pathHighlight(path, stepping.step, graph) : undefined;
  return (
    <>
      <Card>
        {path && stepping && (
          <PathStepper
            path={path}
            number={stepping.path + 1}
            step={stepping.step}
            onStep={(step) => setStepping({ path: stepping.path, step })}
            onStop={() => setStepping(null)}
          />
        )}
        <MachineDiagram machine={entry.machine} title={entry.title} highlight={highlight} badge={false} />
      </Card>
      <Card title={words.pathsHeading}>
        <MachinePaths groups={groups} onStepThrough={(index) => setStepping({ path: index, step: 0 })} />
      </Card>
    </>
  );
}
