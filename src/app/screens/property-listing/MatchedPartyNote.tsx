import type { PropertyListRow } from '../../../api/properties';
import { PARTY_ROLE_TITLES } from '../../../domain/party-roles';

/** Under the address of a case a search found by one of its parties: which party, so the row's presence makes sense. */
export function MatchedPartyNote({ party }: { party: NonNullable<PropertyListRow['matchedParty']> }) {
  return (
    <span className="listing-match">
      Found by {PARTY_ROLE_TITLES[party.role]}: {party.name}
    </span>
  );
}
