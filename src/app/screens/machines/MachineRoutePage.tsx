import { Navigate } from '@tanstack/react-router';
import { machineRegistry } from '../../../../machines/index';
import { MachinePage } from './MachinePage';

/** The machine a `/machines/<id>` address names; an id no machine has leads back to the index. */
export function MachineRoutePage({ machineId, caseId }: { machineId: string; caseId?: number | undefined }) {
  const entry = machineRegistry.find((candidate) => candidate.id === machineId);
  if (!entry) return <Navigate to="/machines" replace />;
  return <MachinePage entry={entry} caseId={caseId} />;
}
