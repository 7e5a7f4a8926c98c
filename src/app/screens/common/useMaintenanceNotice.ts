import { useCallback, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { isMaintenanceNoticeDue } from '../../../domain/maintenance-window';
import { isMaintenanceNoticeHidden } from './maintenance-notice-storage';

export interface MaintenanceNotice {
  /** Show the notice: on load when maintenance is near, unless the visitor ticked 'Do not show this again'. */
  isOpen: boolean;
  close: () => void;
}

// Date.now(), not Temporal.Now: it is the clock that test fakes (Vitest, Playwright, stories) control.
const nowInstant = () => Temporal.Instant.fromEpochMilliseconds(Date.now());

export function useMaintenanceNotice(): MaintenanceNotice {
  const [isOpen, setOpen] = useState(() => isMaintenanceNoticeDue(nowInstant()) && !isMaintenanceNoticeHidden());
  const close = useCallback(() => setOpen(false), []);
  return { isOpen, close };
}
