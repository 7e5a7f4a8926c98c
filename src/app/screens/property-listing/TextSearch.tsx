import { useState } from 'react';
import type { ListingSearch } from '../../../api/queries/properties';
import { Button, Form } from '../../ui';
import { SearchField } from '../common/SearchField';

/**
 * Free-text search over reference no, property control no, address, transaction type and status (seed 000 §2), and the
 * parties: names, e-mails, contact persons, NRIC / UEN last four (issue 20); Enter submits.
 */
export function TextSearch({ onSearch }: { onSearch: (search: ListingSearch) => void }) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      aria-label="Property search"
      className="listing-search"
      onSubmit={(event) => {
        event.preventDefault();
        const searchText = text.trim();
        onSearch(searchText ? { kind: 'text', searchText } : { kind: 'all' });
      }}
    >
      <SearchField
        value={text}
        onChange={setText}
        placeholder="Reference No, Property Control No, Address, Transaction Type, Status, Party"
        className="listing-search__field"
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
