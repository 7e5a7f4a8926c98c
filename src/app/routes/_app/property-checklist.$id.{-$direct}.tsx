import { createFileRoute, redirect } from '@tanstack/react-router';
import { PropertyChecklistPage } from '../../screens/checklist/PropertyChecklistPage';
import { prefetchCaseProperty } from '../../screens/common/case-property';
import { sessionStore } from '../../session/storage';

// Only reachable when the checklist add-on is on (seed 001 §2.6).
export const Route = createFileRoute('/_app/property-checklist/$id/{-$direct}')({
  beforeLoad: () => {
    if (!sessionStore.isLAActive()) throw redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
  },
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  // The page and the left navigation's property links read the property; the page sends a failed load away itself.
  loader: ({ context, params }) => prefetchCaseProperty(context, Number(params.id)),
  component: function PropertyChecklistRoute() {
    const { id, direct } = Route.useParams();
    return <PropertyChecklistPage key={`${id}/${direct}`} id={Number(id)} direct={direct === 'true'} />;
  },
});
