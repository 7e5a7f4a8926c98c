import { TextSearchForm } from '../../common/TextSearchForm';

/** The server search over name, address, contact no. and the contact persons' names; Enter submits, Reset shows all. */
export function ContactSearch({ onSearch }: { onSearch: (searchText: string) => void }) {
  return <TextSearchForm label="Contact search" placeholder="Name, Address, Contact No." className="contact-search" onSearch={onSearch} />;
}
