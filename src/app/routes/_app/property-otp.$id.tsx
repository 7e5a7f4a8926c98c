import { createFileRoute } from '@tanstack/react-router';
import { loadCaseProperty } from '../../screens/common/case-property';
import { OtpPage } from '../../screens/documents/page/OtpPage';

export const Route = createFileRoute('/_app/property-otp/$id')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadCaseProperty(context, Number(params.id)),
  component: function OtpRoute() {
    const { id } = Route.useParams();
    return <OtpPage key={id} id={Number(id)} />;
  },
});
