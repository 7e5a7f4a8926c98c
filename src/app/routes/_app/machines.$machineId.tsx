import { createFileRoute } from '@tanstack/react-router';
import { MachineRoutePage } from '../../screens/machines/MachineRoutePage';
import { loadMachinesPage } from '../../screens/machines/machines-load';
import { machinesSearch } from '../../screens/machines/machines-search';

/** One machine's diagram and paths (issue 21); on the case lifecycle, `?case=<propertyId>` adds that case (issue 19). */
export const Route = createFileRoute('/_app/machines/$machineId')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: machinesSearch,
  loaderDeps: ({ search }) => ({ caseId: search.case }),
  loader: ({ context, deps, params }) => loadMachinesPage(context, params.machineId === 'case-lifecycle' ? deps.caseId : undefined),
  component: function MachineRoute() {
    const { machineId } = Route.useParams();
    const { case: caseId } = Route.useSearch();
    return <MachineRoutePage key={machineId} machineId={machineId} caseId={caseId} />;
  },
});
