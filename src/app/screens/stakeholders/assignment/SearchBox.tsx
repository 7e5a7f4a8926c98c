import { Button, Form, TextField } from '../../../ui';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSearch: () => void;
  /** The machine decides whether a search may start now (e.g. not while one runs). */
  canSearch: boolean;
  isDisabled?: boolean;
}

/** A search field with its button; Enter in the field searches too. */
export function SearchBox({ label, value, onChange, onSearch, canSearch, isDisabled = false }: SearchBoxProps) {
  return (
    <Form
      className="assign-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch();
      }}
    >
      <TextField label={label} value={value} onChange={onChange} isDisabled={isDisabled} />
      <Button type="submit" variant="secondary" isDisabled={!canSearch}>
        Search
      </Button>
    </Form>
  );
}
