import { createFileRoute } from '@tanstack/react-router';
import { WtaPage } from '../../screens/documents/page/WtaPage';

export const Route = createFileRoute('/_app/property-wta/$id')({
  component: function WtaRoute() {
    const { id } = Route.useParams();
    return <WtaPage key={id} id={Number(id)} />;
  },
});
