import { useState } from 'react';
import { Button, Form, TextField } from '../../../ui';

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
      <TextField
        label="Search"
        type="search"
        value={text}
        onChange={setText}
        maxLength={200}
        placeholder="Name, Address, Contact No."
        className="listing-search__field"
      />
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
