import { lazyWhenOpen } from './lazy-when-open';
import type { MaintenanceNoticeModalProps } from './MaintenanceNoticeDialog';

export type { MaintenanceNoticeModalProps };

// The notice opens on load only when maintenance is near (src/domain/maintenance-window.ts) and the visitor has
// not ticked 'Do not show this again': on any other visit the landing page never fetches its code (nor the
// checkbox it alone uses there).
export const MaintenanceNoticeModal = lazyWhenOpen<MaintenanceNoticeModalProps>(() =>
  import('./MaintenanceNoticeDialog').then((module) => module.MaintenanceNoticeDialog),
);
