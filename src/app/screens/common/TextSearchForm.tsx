import { useState } from 'react';
import { Button, Form } from '../../ui';
import { SearchField } from './SearchField';

export interface TextSearchFormProps {
  /** Names the search landmark, e.g. 'Contact search'. */
  label: string;
  placeholder: string;
  className: string;
  onSearch: (searchText: string) => void;
}

/** A listing's server search: Enter or Search submits the trimmed text, Reset empties it and shows every row again. */
export function TextSearchForm({ label, placeholder, className, onSearch }: TextSearchFormProps) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      aria-label={label}
      className={`listing-search ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchField value={text} onChange={setText} placeholder={placeholder} className="listing-search__field" />
      <Button type="submit">Search</Button>
      <Button
        variant="secondary"
        onPress={() => {
          setText('');
          onSearch('');
        }}
      >
        Reset
      </Button>
    </Form>
  );
}
