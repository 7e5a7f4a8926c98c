import type { DocumentModule } from '../../../../domain/documents/modules';
import { Button } from '../../../ui';
import { HistoryIcon } from './DocumentIcons';
import { activityLogTitle } from './module-names';
import './documents.css';

export interface ActivityLogButtonProps {
  module: DocumentModule;
  onPress: () => void;
}

/** Seed 001 §2.2–2.3: 'OTP Activity Log', 'WTA Activity Log' (and 'S.65 Activity Log'). */
export function ActivityLogButton({ module, onPress }: ActivityLogButtonProps) {
  return (
    <Button variant="secondary" onPress={onPress} className="document-activity-button">
      <HistoryIcon /> {activityLogTitle(module)}
    </Button>
  );
}
