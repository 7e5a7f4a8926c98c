import { createFileRoute } from '@tanstack/react-router';
import { RequisitionReportsPage } from '../../screens/requisition-reports/RequisitionReportsPage';

/** Seed 001 §2.7: the REQUISITION report; the left navigation shows the requisition reports (mode 7). */
export const Route = createFileRoute('/_app/requisition-reports')({
  component: RequisitionReportsPage,
});
