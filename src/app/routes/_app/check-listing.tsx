import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadFirstChecklistPage } from '../../screens/checklist/checklist-load';
import { CheckListingPage } from '../../screens/checklist/CheckListingPage';
import { sessionStore } from '../../session/storage';

// Checklist & Templates exist only for firms with the add-on (isLAActive 'true').
export const Route = createFileRoute('/_app/check-listing')({
  beforeLoad: () => {
    if (!sessionStore.isLAActive()) throw redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
  },
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstChecklistPage(context),
  component: () => <CheckListingPage />,
});
