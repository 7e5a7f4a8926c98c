import { useCallback, useState } from 'react';
import { isMaintenanceNoticeHidden } from './maintenance-notice-storage';

export interface MaintenanceNotice {
  /** Show the notice: true on load unless the visitor ticked 'Do not show this again' before. */
  isOpen: boolean;
  close: () => void;
}

export function useMaintenanceNotice(): MaintenanceNotice {
  const [isOpen, setOpen] = useState(() => !isMaintenanceNoticeHidden());
  const close = useCallback(() => setOpen(false), []);
  return { isOpen, close };
}
