import { STORAGE_KEYS } from '../../../domain/session-keys';

// Storage can throw (private browsing, disabled cookies); the notice then simply shows again next time.

export function isMaintenanceNoticeHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.hideMaintenanceNotice) === 'true';
  } catch {
    return false;
  }
}

export function rememberMaintenanceNoticeHidden(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
  } catch {
    // Nothing to do: see above.
  }
}
