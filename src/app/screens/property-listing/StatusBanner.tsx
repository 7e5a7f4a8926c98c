import { propertyMessages as messages } from '../../../domain/messages/property';
import { InfoIcon } from '../../ui';

/** What the Status column means (seed 000 §2 "a banner explaining statuses", §4 "Property status"). */
export function StatusBanner() {
  return (
    <aside className="listing-banner" aria-label="Property status">
      <InfoIcon className="listing-banner__icon" aria-hidden="true" />
      <ul className="listing-banner__list">
        <li>{messages.listingStatusPending}</li>
        <li>{messages.listingStatusActive}</li>
        <li>{messages.listingStatusLocked}</li>
      </ul>
    </aside>
  );
}
