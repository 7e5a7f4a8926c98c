import { useState } from 'react';
import { messages } from '../../../../domain/messages';
import { Button, Form } from '../../../ui';
import { SearchField } from '../../common/SearchField';

/**
 * Seed 002 §2.6: the search over type, property control no., reference no. and action; Enter submits, Reset
 * shows every document again (seed 002 §4: a search result replaces the list until cleared).
 */
export function DocumentSearch({ label, onSearch }: { label: string; onSearch: (searchText: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      aria-label={label}
      className="listing-search document-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchField value={text} onChange={setText} placeholder={messages.documentSearchPlaceholder} className="listing-search__field" />
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
