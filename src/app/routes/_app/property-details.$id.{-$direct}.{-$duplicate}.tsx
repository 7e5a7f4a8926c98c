import { createFileRoute } from '@tanstack/react-router';
import { loadCaseProperty } from '../../screens/common/case-property';
import { PropertyDetailsPage } from '../../screens/property-form/PropertyDetailsPage';

/** /property-details/{id}/{direct}/{duplicate} (seed 000 §2): 'true' opens in edit mode / as a duplicate. */
export const Route = createFileRoute('/_app/property-details/$id/{-$direct}/{-$duplicate}')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  // The property is fetched before the page renders: the form starts once, from it (no fetch on mount).
  loader: ({ context, params }) => loadCaseProperty(context, Number(params.id)),
  component: function PropertyDetailsRoute() {
    const { id, direct, duplicate } = Route.useParams();
    // Keyed by the whole path: the form's machine takes its mode and property when it starts.
    return (
      <PropertyDetailsPage
        key={`${id}/${direct ?? ''}/${duplicate ?? ''}`}
        id={Number(id)}
        direct={direct === 'true'}
        duplicate={duplicate === 'true'}
      />
    );
  },
});
