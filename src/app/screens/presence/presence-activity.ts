import { useEffect } from 'react';
import type { EditedRecord, PresenceActivity } from '../../../domain/presence/case-presence';

/**
 * What this tab is doing on its case, for its heartbeats: the record an editor in edit mode holds (the latest, if
 * several do), else viewing. Module state, as there is one case page per tab; the case's presence reads it, and
 * the editors, wherever they sit under the page, claim it with usePresenceActivity.
 */
const claims: EditedRecord[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const presenceActivity = {
  current: (): PresenceActivity => claims.at(-1) ?? 'viewing',
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function claim(record: EditedRecord): () => void {
  claims.push(record);
  changed();
  return () => {
    const index = claims.lastIndexOf(record);
    if (index >= 0) claims.splice(index, 1);
    changed();
  };
}

/**
 * While `record` is given, this tab tells the others on the case that it edits that record: an editor calls it with
 * its record while in edit mode and null otherwise (`usePresenceActivity(isEditing ? 'otp' : null)`).
 */
export function usePresenceActivity(record: EditedRecord | null): void {
  useEffect(() => (record ? claim(record) : undefined), [record]);
}
