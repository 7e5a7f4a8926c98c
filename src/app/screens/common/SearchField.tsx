import { TextField } from '../../ui';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What the page searches in, e.g. 'Name, Address, Contact No.'. */
  placeholder: string;
  className: string;
}

/** The listings' free-text box, labelled Search; Enter submits its form. */
export function SearchField({ value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <TextField
      label="Search"
      type="search"
      value={value}
      onChange={onChange}
      maxLength={200}
      // The hint is a placeholder, not a description, so the field lines up with the date fields and buttons.
      placeholder={placeholder}
      className={className}
    />
  );
}
