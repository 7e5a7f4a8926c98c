import { createFileRoute } from '@tanstack/react-router';
import { PropertySummaryPage } from '../../screens/property-summary/PropertySummaryPage';

/**
 * /property-summary/{id}/{direct?} (seed 001 §2.1). direct=true asks for the stored login's user details
 * first, which the signed-in shell loads for every page, so the page itself takes only the id.
 */
export const Route = createFileRoute('/_app/property-summary/$id/{-$direct}')({
  component: function PropertySummaryRoute() {
    const { id } = Route.useParams();
    return <PropertySummaryPage key={id} id={Number(id)} />;
  },
});
