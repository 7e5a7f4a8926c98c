import { machineRegistry } from '../../../../machines/index';
import { Card, Disclosure, PageTitle } from '../../ui';
import { CaseOnLifecycle } from './CaseOnLifecycle';
import { MachineDiagram } from './MachineDiagram';
import { MachinePaths } from './MachinePaths';

/**
 * Every registered flow machine with its diagram and the paths its model test runs. Opened from a case
 * (`?case=<propertyId>`), it starts with that case on the case lifecycle.
 */
export function MachinesPage({ caseId }: { caseId?: number | undefined }) {
  return (
    <div className="machines-page">
      <PageTitle title="Workflow machines" description="Each flow as a statechart read from its machine, with the paths its model test walks." />
      {caseId !== undefined && <CaseOnLifecycle key={caseId} propertyId={caseId} />}
      {machineRegistry.map((entry) => (
        <Card key={entry.id} title={entry.title}>
          <p className="machines-page__description">{entry.description}</p>
          <MachineDiagram machine={entry.machine} title={entry.title} />
          <Disclosure title={`Model-test paths for ${entry.title}`}>
            <MachinePaths machine={entry.machine} events={entry.events} inputs={entry.inputs} allows={entry.allows} />
          </Disclosure>
        </Card>
      ))}
    </div>
  );
}
