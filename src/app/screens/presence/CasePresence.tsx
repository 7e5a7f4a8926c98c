import { useSyncExternalStore } from 'react';
import type { PresentUser } from '../../../api/queries/case-presence';
import { casePresenceFeed } from '../../../api/queries/case-presence-feed';
import { CasePresenceBanner } from './CasePresenceBanner';
import { useCasePresence } from './use-case-presence';

const NOBODY: readonly PresentUser[] = [];

export interface CasePresenceProps {
  propertyId: number;
}

/**
 * On every case page, under the header: this tab's heartbeats on the case, and who else is on it as the notification
 * stream says. What the stream said of another case (the one before) shows nothing.
 */
export function CasePresence({ propertyId }: CasePresenceProps) {
  useCasePresence(propertyId);
  const presence = useSyncExternalStore(casePresenceFeed.subscribe, casePresenceFeed.getSnapshot);
  return <CasePresenceBanner others={presence.propertyId === propertyId ? presence.others : NOBODY} />;
}
