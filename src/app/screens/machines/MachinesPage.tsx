import { machineRegistry } from '../../../../machines/index';
import { Card, Disclosure, PageTitle } from '../../ui';
import { MachineDiagram } from './MachineDiagram';
import { MachinePaths } from './MachinePaths';

/** Every registered flow machine with its diagram and the paths its model test runs. */
export function MachinesPage() {
  return (
    <div className="machines-page">
      <PageTitle title="Workflow machines" description="Each flow as a statechart read from its machine, with the paths its model test walks." />
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
