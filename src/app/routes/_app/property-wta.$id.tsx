import { createFileRoute } from '@tanstack/react-router';
import { loadCaseProperty } from '../../screens/common/case-property';
import { WtaPage } from '../../screens/documents/page/WtaPage';

export const Route = createFileRoute('/_app/property-wta/$id')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadCaseProperty(context, Number(params.id)),
  component: function WtaRoute() {
    const { id } = Route.useParams();
    return <WtaPage key={id} id={Number(id)} />;
  },
});
