import { useState } from 'react';
import { Button, Form } from '../../../ui';
import { SearchField } from '../../common/SearchField';

/** The server search over name, address, contact no. and the contact persons' names; Enter submits, Reset shows all. */
export function ContactSearch({ onSearch }: { onSearch: (searchText: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      aria-label="Contact search"
      className="listing-search contact-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchField value={text} onChange={setText} placeholder="Name, Address, Contact No." className="listing-search__field" />
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
