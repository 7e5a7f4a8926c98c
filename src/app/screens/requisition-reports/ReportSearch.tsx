import { useRef, useState } from 'react';
import { requisitionDateProblem, type ReportCriteria } from '../../../domain/requisitions/report-range';
import { Button, DatePicker, Form, TextField } from '../../ui';

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
  const [criteria, setCriteria] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // A date confirmed with Enter reaches onChange in the keystroke that also submits: read the latest values here.
  const latest = useRef(criteria);
  const change = (patch: Partial<ReportCriteria>) => {
    latest.current = { ...latest.current, ...patch };
    setCriteria(latest.current);
    setProblem(null);
  };

  return (
    <Form
      role="search"
      aria-label="Requisition search"
      className="report-search"
      onSubmit={(event) => {
        event.preventDefault();
        const found = requisitionDateProblem(latest.current);
        setProblem(found);
        if (!found) onSearch(latest.current);
      }}
    >
      <TextField
        label="Search"
        type="search"
        value={criteria.searchCriteria}
        onChange={(searchCriteria) => change({ searchCriteria })}
        maxLength={200}
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
      {/* An alert, so the refusal is announced where the user pressed Search. */}
      {problem && (
        <p role="alert" className="report-search__error">
          {problem}
        </p>
      )}
    </Form>
  );
}
