import { useRef, useState, type FormEvent } from 'react';

/**
 * A search form whose fields are checked when it is submitted (a date range, say): a problem found is shown
 * until the next change and nothing is searched; otherwise `onSearch` gets the fields.
 */
export function useCheckedSearch<Fields extends object>(
  initial: Fields,
  problemOf: (fields: Fields) => string | null,
  onSearch: (fields: Fields) => void,
) {
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // A date typed and confirmed with Enter reaches onChange in the keystroke that also submits the form, before
  // React re-renders: submitting reads the fields from here, not from this render's closure.
  const latest = useRef(fields);

  const change = (patch: Partial<Fields>) => {
    latest.current = { ...latest.current, ...patch };
    setFields(latest.current);
    setProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(latest.current);
    setProblem(found);
    if (!found) onSearch(latest.current);
  };

  return { fields, problem, change, submit };
}
