import { createFileRoute } from '@tanstack/react-router';
import { loadUenDetails } from '../../../screens/account/account-load';
import { SetUenPage } from '../../../screens/account/SetUenPage';

/** set-UEN/true follows a login (set-up chrome, Cancel logs out); set-UEN/false is the navigation's UEN page. */
export const Route = createFileRoute('/_app/password-management/set-UEN/$firstTime')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadUenDetails(context),
  component: function SetUenRoute() {
    const { firstTime } = Route.useParams();
    // Keyed by the parameter: the machine takes firstTime when it starts.
    return <SetUenPage key={firstTime} firstTime={firstTime === 'true'} />;
  },
});
