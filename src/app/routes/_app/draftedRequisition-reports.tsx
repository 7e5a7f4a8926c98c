import { createFileRoute } from '@tanstack/react-router';
import { DraftRequisitionsPage } from '../../screens/draft-requisitions/DraftRequisitionsPage';

/** Seed 001 §2.8: the DRAFT REQUISITION page with its cart; left navigation mode 7 like the report. */
export const Route = createFileRoute('/_app/draftedRequisition-reports')({
  component: DraftRequisitionsPage,
});
