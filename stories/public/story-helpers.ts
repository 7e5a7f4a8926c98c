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

/**
 * The notice opens only near maintenance (src/domain/maintenance-window.ts): a story that shows it sets the clock
 * to the week before a maintenance Saturday (7 February 2026). The notice reads Date.now(); returns the restore.
 * A plain swap, not spyOn: the test runner's own bookkeeping calls Date.now() too, and a spy recursed on it.
 */
export function setClockNearMaintenance(): () => void {
  const realNow = Date.now;
  const fixed = Date.parse('2026-02-05T10:00:00+08:00');
  Date.now = () => fixed;
  return () => {
    Date.now = realNow;
  };
}
