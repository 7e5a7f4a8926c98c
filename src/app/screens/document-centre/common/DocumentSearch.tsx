import { messages } from '../../../../domain/messages';
import { TextSearchForm } from '../../common/TextSearchForm';

/**
 * Seed 002 §2.6: the search over type, property control no., reference no. and action; Enter submits, Reset
 * shows every document again (seed 002 §4: a search result replaces the list until cleared).
 */
export function DocumentSearch({ label, onSearch }: { label: string; onSearch: (searchText: string) => void }) {
  return <TextSearchForm label={label} placeholder={messages.documentSearchPlaceholder} className="document-search" onSearch={onSearch} />;
}
