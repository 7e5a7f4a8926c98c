import { useRef, useState } from 'react';
import type { ListingSearch } from '../../../api/queries/properties';
import { Button, DatePicker, Form } from '../../ui';
import { dateSearchProblem, type DateRange } from '../../../domain/date-range';

/** Completion-date range search (From / To); either side may stay open, but not both. */
export function DateSearch({ onSearch }: { onSearch: (search: ListingSearch) => void }) {
  const [range, setRange] = useState<DateRange>({ fromDate: '', toDate: '' });
  const [problem, setProblem] = useState<string | null>(null);
  // A date typed and confirmed with Enter reaches onChange in the keystroke that also submits the form, before
  // React re-renders: submitting reads the range from here, not from this render's closure.
  const latest = useRef(range);
  const change = (patch: Partial<DateRange>) => {
    latest.current = { ...latest.current, ...patch };
    setRange(latest.current);
    setProblem(null);
  };

  return (
    <Form
      role="search"
      aria-label="Completion date search"
      className="listing-search"
      onSubmit={(event) => {
        event.preventDefault();
        const found = dateSearchProblem(latest.current);
        setProblem(found);
        if (!found) onSearch({ kind: 'date', ...latest.current });
      }}
    >
      <DatePicker label="From" value={range.fromDate} onChange={(fromDate) => change({ fromDate })} />
      <DatePicker label="To" value={range.toDate} onChange={(toDate) => change({ toDate })} />
      <Button type="submit">Search</Button>
      {/* An alert, so the refusal is announced where the user pressed Search. */}
      {problem && (
        <p role="alert" className="listing-search__error">
          {problem}
        </p>
      )}
    </Form>
  );
}
