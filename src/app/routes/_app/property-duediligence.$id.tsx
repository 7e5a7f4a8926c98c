import { createFileRoute } from '@tanstack/react-router';
import { loadDueDiligence } from '../../screens/due-diligence/due-diligence-load';
import { DueDiligencePage } from '../../screens/due-diligence/DueDiligencePage';

/** /property-duediligence/{id} (seed 001 §2.5): LEGAL REQUISITION and STATUS tabs of one property. */
export const Route = createFileRoute('/_app/property-duediligence/$id')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadDueDiligence(context, Number(params.id)),
  component: function DueDiligenceRoute() {
    const { id } = Route.useParams();
    return <DueDiligencePage key={id} id={Number(id)} />;
  },
});
