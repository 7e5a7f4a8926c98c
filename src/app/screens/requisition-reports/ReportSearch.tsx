import { requisitionDateProblem, type ReportCriteria } from '../../../domain/requisitions/report-range';
import { DatedReportSearch } from '../common/DatedReportSearch';

export interface ReportSearchProps {
  /** What the fields show at first and after Reset: no text, the default two-month range. */
  initial: ReportCriteria;
  onSearch: (criteria: ReportCriteria) => void;
}

/** The REQUISITION search (seed 001 §5 "Reports"): text and the submitted-on range, with the report's date messages. */
export function ReportSearch({ initial, onSearch }: ReportSearchProps) {
  return (
    <DatedReportSearch
      label="Requisition search"
      placeholder="LF Control No, Reference No, Address, Agency"
      fromLabel="Submitted On From"
      toLabel="Submitted On To"
      dateProblem={requisitionDateProblem}
      initial={initial}
      onSearch={onSearch}
    />
  );
}
