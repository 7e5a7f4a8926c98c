import type { ReportCriteria } from '../../../domain/requisitions/report-range';
import { Button, DatePicker, Form } from '../../ui';
import { SearchField } from './SearchField';
import { SearchRefusal } from './SearchRefusal';
import { useCheckedSearch } from './use-checked-search';

export interface DatedReportSearchProps {
  /** Names the search landmark, e.g. 'Requisition search'. */
  label: string;
  placeholder: string;
  fromLabel: string;
  toLabel: string;
  /** The seed's date messages for this report: one side only, or from after to. */
  dateProblem: (criteria: ReportCriteria) => string | null;
  /** What the fields show at first and after Reset: no text, the default two-month range. */
  initial: ReportCriteria;
  onSearch: (criteria: ReportCriteria) => void;
}

/**
 * A report's search (seed 001 §5 "Reports"): text and a date range in one form. A range the report's rule refuses
 * shows its message and searches nothing; what is then sent is reportRequest's call.
 */
export function DatedReportSearch({ label, placeholder, fromLabel, toLabel, dateProblem, initial, onSearch }: DatedReportSearchProps) {
  const { fields: criteria, problem, change, submit } = useCheckedSearch(initial, dateProblem, onSearch);

  return (
    <Form role="search" aria-label={label} className="report-search" onSubmit={submit}>
      <SearchField
        value={criteria.searchCriteria}
        onChange={(searchCriteria) => change({ searchCriteria })}
        placeholder={placeholder}
        className="report-search__text"
      />
      <DatePicker label={fromLabel} value={criteria.fromDate} onChange={(fromDate) => change({ fromDate })} />
      <DatePicker label={toLabel} value={criteria.toDate} onChange={(toDate) => change({ toDate })} />
      <Button type="submit">Search</Button>
      <Button
        variant="secondary"
        onPress={() => {
          change(initial);
          onSearch(initial);
        }}
      >
        Reset
      </Button>
      <SearchRefusal problem={problem} className="report-search__error" />
    </Form>
  );
}
