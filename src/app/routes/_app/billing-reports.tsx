import { createFileRoute } from '@tanstack/react-router';
import { todayInSingapore } from '../../../domain/today';
import { loadFirstBillingPage } from '../../screens/billing-reports/billing-load';
import { BillingReportsPage } from '../../screens/billing-reports/BillingReportsPage';

/** Seed 001 §2.9: BILLING, what each submitted requisition cost; the left navigation shows billing reports (mode 8). */
export const Route = createFileRoute('/_app/billing-reports')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstBillingPage(context, todayInSingapore()),
  component: () => <BillingReportsPage />,
});
