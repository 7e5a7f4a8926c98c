import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';
import type { PageEntry } from './use-page-entry';

export const PAGE_ENTRY_ALERT_TITLE = 'Property Details Incomplete';

/** Seed 001 §2.5: the redirect target for fixing property data. */
export const propertyDetailsPath = (propertyId: number) => `/property-details/${propertyId}/true`;

/**
 * Seed 001 §5 "Page-entry checks": a property not ready for requisitions is sent back to Property Details
 * (direct, so it opens for editing); an unknown street asks the user to call the Helpdesk and hides Next.
 */
export function PageEntryAlerts({ propertyId, entry }: { propertyId: number; entry: PageEntry }) {
  const navigate = useNavigate();
  const [streetSeen, setStreetSeen] = useState(false);
  if (entry.problem) {
    return (
      <AlertDialog
        title={PAGE_ENTRY_ALERT_TITLE}
        isOpen
        tone="warning"
        onPrimary={() => void navigate({ to: propertyDetailsPath(propertyId), replace: true })}
      >
        <p>{entry.problem}</p>
      </AlertDialog>
    );
  }
  if (entry.streetNotFound && !streetSeen) {
    return (
      <AlertDialog title={messages.streetNameNotFound} isOpen tone="warning" onPrimary={() => setStreetSeen(true)}>
        <p>{messages.pleaseContactHelpdesk}</p>
      </AlertDialog>
    );
  }
  return null;
}
