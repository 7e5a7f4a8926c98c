import { STORAGE_KEYS } from '../../src/domain/session-keys';

/** Landing stories are about the page, not the notice that opens over it on first visit. */
export function hideMaintenanceNotice(): () => void {
  localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
  return () => localStorage.removeItem(STORAGE_KEYS.hideMaintenanceNotice);
}

/** Modals portal to the body, outside the story's canvas. */
export function pageOf(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.ownerDocument.body;
}
