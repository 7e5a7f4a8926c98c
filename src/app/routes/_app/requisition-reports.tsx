import { createFileRoute } from '@tanstack/react-router';
import { todayInSingapore } from '../../../domain/today';
import { loadFirstReport } from '../../screens/requisition-reports/report-load';
import { RequisitionReportsPage } from '../../screens/requisition-reports/RequisitionReportsPage';

/** Seed 001 §2.7: the REQUISITION report; the left navigation shows the requisition reports (mode 7). */
export const Route = createFileRoute('/_app/requisition-reports')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstReport(context, todayInSingapore()),
  component: RequisitionReportsPage,
});
