import { createFileRoute } from '@tanstack/react-router';
import { OtpPage } from '../../screens/documents/page/OtpPage';

export const Route = createFileRoute('/_app/property-otp/$id')({
  component: function OtpRoute() {
    const { id } = Route.useParams();
    return <OtpPage key={id} id={Number(id)} />;
  },
});
