import { useState } from 'react';
import type { ListingSearch } from '../../../api/queries/properties';
import { Button } from '../../ui';
import { DateSearch } from './DateSearch';
import { TextSearch } from './TextSearch';

/** Both searches and Reset, which empties them and shows all properties again. */
export function ListingToolbar({ onSearch }: { onSearch: (search: ListingSearch) => void }) {
  // Remounting the two searches is what empties their fields.
  const [resets, setResets] = useState(0);
  return (
    <div className="listing-toolbar">
      <TextSearch key={`text-${resets}`} onSearch={onSearch} />
      <DateSearch key={`date-${resets}`} onSearch={onSearch} />
      <Button
        variant="secondary"
        className="listing-toolbar__reset"
        onPress={() => {
          setResets((count) => count + 1);
          onSearch({ kind: 'all' });
        }}
      >
        Reset
      </Button>
    </div>
  );
}
