import { createFileRoute } from '@tanstack/react-router';
import { loadCaseProperty } from '../../screens/common/case-property';
import { S65Page } from '../../screens/documents/page/S65Page';

export const Route = createFileRoute('/_app/property-s65form/$id')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadCaseProperty(context, Number(params.id)),
  component: function S65Route() {
    const { id } = Route.useParams();
    return <S65Page key={id} id={Number(id)} />;
  },
});
