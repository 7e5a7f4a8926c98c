import { createFileRoute } from '@tanstack/react-router';
import { loadMachinesPage } from '../../screens/machines/machines-load';
import { machinesSearch } from '../../screens/machines/machines-search';
import { MachinesPage } from '../../screens/machines/MachinesPage';

/** Every flow's diagram; `?case=<propertyId>` (issue 19) adds that case's current state and path on the case lifecycle. */
export const Route = createFileRoute('/_app/machines')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: machinesSearch,
  loaderDeps: ({ search }) => ({ caseId: search.case }),
  loader: ({ context, deps }) => loadMachinesPage(context, deps.caseId),
  component: function MachinesRoute() {
    const { case: caseId } = Route.useSearch();
    return <MachinesPage caseId={caseId} />;
  },
});
