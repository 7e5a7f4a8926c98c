import { createFileRoute } from '@tanstack/react-router';
import { SetUenPage } from '../../../screens/account/SetUenPage';

/** set-UEN/true follows a login (set-up chrome, Cancel logs out); set-UEN/false is the navigation's UEN page. */
export const Route = createFileRoute('/_app/password-management/set-UEN/$firstTime')({
  component: function SetUenRoute() {
    const { firstTime } = Route.useParams();
    // Keyed by the parameter: the machine takes firstTime when it starts.
    return <SetUenPage key={firstTime} firstTime={firstTime === 'true'} />;
  },
});
