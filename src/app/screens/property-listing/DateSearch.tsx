import type { ListingSearch } from '../../../api/queries/properties';
import { dateSearchProblem, type DateRange } from '../../../domain/date-range';
import { Button, DatePicker, Form } from '../../ui';
import { SearchRefusal } from '../common/SearchRefusal';
import { useCheckedSearch } from '../common/use-checked-search';

const OPEN_RANGE: DateRange = { fromDate: '', toDate: '' };

/** Completion-date range search (From / To); either side may stay open, but not both. */
export function DateSearch({ onSearch }: { onSearch: (search: ListingSearch) => void }) {
  const {
    fields: range,
    problem,
    change,
    submit,
  } = useCheckedSearch(OPEN_RANGE, dateSearchProblem, (checked) => onSearch({ kind: 'date', ...checked }));

  return (
    <Form role="search" aria-label="Completion date search" className="listing-search" onSubmit={submit}>
      <DatePicker label="From" value={range.fromDate} onChange={(fromDate) => change({ fromDate })} />
      <DatePicker label="To" value={range.toDate} onChange={(toDate) => change({ toDate })} />
      <Button type="submit">Search</Button>
      <SearchRefusal problem={problem} className="listing-search__error" />
    </Form>
  );
}
