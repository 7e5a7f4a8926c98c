import { requisitionDateProblem, type ReportCriteria } from '../../../domain/requisitions/report-range';
import { Button, DatePicker, Form } from '../../ui';
import { SearchField } from '../common/SearchField';
import { SearchRefusal } from '../common/SearchRefusal';
import { useCheckedSearch } from '../common/use-checked-search';

export interface ReportSearchProps {
  /** What the fields show at first and after Reset: no text, the default two-month range. */
  initial: ReportCriteria;
  onSearch: (criteria: ReportCriteria) => void;
}

/**
 * The REQUISITION search (seed 001 §5 "Reports"): text and the submitted-on range in one form. A range with one
 * side only, or from after to, is refused with the seed's message; what is then sent is reportRequest's call.
 */
export function ReportSearch({ initial, onSearch }: ReportSearchProps) {
  const { fields: criteria, problem, change, submit } = useCheckedSearch(initial, requisitionDateProblem, onSearch);

  return (
    <Form role="search" aria-label="Requisition search" className="report-search" onSubmit={submit}>
      <SearchField
        value={criteria.searchCriteria}
        onChange={(searchCriteria) => change({ searchCriteria })}
        placeholder="LF Control No, Reference No, Address, Agency"
        className="report-search__text"
      />
      <DatePicker label="Submitted On From" value={criteria.fromDate} onChange={(fromDate) => change({ fromDate })} />
      <DatePicker label="Submitted On To" value={criteria.toDate} onChange={(toDate) => change({ toDate })} />
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
