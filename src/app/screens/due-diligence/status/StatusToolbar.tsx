import type { ReactNode } from 'react';
import { Button } from '../../../ui';
import { RefreshIcon } from './status-icons';

export interface StatusToolbarProps {
  titleId: string;
  title: string;
  onRefresh: () => void;
  /** The view's own buttons (Print, Back), before Refresh. */
  children?: ReactNode;
}

/**
 * A status view's heading and buttons; Refresh because agency replies arrive while the page is open. It is not
 * shown pending during reloads: the timed ones would announce 'busy' to a screen reader every 30 seconds.
 */
export function StatusToolbar({ titleId, title, onRefresh, children }: StatusToolbarProps) {
  return (
    <div className="lr-status-toolbar">
      <h3 id={titleId} className="lr-status-toolbar__title">
        {title}
      </h3>
      <div className="lr-status-toolbar__actions">
        {children}
        <Button variant="secondary" onPress={onRefresh}>
          <RefreshIcon /> Refresh
        </Button>
      </div>
    </div>
  );
}
