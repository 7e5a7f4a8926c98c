import { createFileRoute } from '@tanstack/react-router';
import { CaseHistoryPage } from '../../screens/history/CaseHistoryPage';
import { loadCaseHistory } from '../../screens/history/history-load';

/** /property-history/{id} (issue 20): the case's timeline, every write made to it, newest first. */
export const Route = createFileRoute('/_app/property-history/$id')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadCaseHistory(context, Number(params.id)),
  component: function CaseHistoryRoute() {
    const { id } = Route.useParams();
    return <CaseHistoryPage key={id} id={Number(id)} />;
  },
});
