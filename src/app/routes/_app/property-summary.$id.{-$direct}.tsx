import { createFileRoute } from '@tanstack/react-router';
import { loadCaseProperty } from '../../screens/common/case-property';
import { PropertySummaryPage } from '../../screens/property-summary/PropertySummaryPage';

/**
 * /property-summary/{id}/{direct?} (seed 001 §2.1). direct=true asks for the stored login's user details
 * first, which the signed-in shell loads for every page, so the page itself takes only the id.
 */
export const Route = createFileRoute('/_app/property-summary/$id/{-$direct}')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadCaseProperty(context, Number(params.id)),
  component: function PropertySummaryRoute() {
    const { id } = Route.useParams();
    return <PropertySummaryPage key={id} id={Number(id)} />;
  },
});
