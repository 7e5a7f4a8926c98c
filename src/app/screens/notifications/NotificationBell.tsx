import { useState } from 'react';
import { notificationMessages as m } from '../../../domain/messages/notifications';
import { Button, Icon, PopoverTrigger, type IconProps } from '../../ui';
import { LazyNotificationPanel } from './LazyNotificationPanel';
import { useNotificationFeed } from './use-notification-feed';
import './notification-bell.css';

const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/**
 * The bell in the signed-in header (issue 20 "Notifications"): the unread count in its name and on its badge, kept
 * current by the server's stream for as long as the bell is on screen, and the list in a popover.
 */
export function NotificationBell() {
  const { unread, setUnread } = useNotificationFeed(true);
  const [isOpen, setOpen] = useState(false);
  const count = unread ?? 0;
  return (
    <PopoverTrigger
      isOpen={isOpen}
      onOpenChange={setOpen}
      button={
        <Button variant="icon" className="notification-bell" aria-label={m.notificationsBellLabel(count)}>
          <BellIcon width="1.35em" height="1.35em" />
          {count > 0 && (
            <span className="notification-bell__badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      }
    >
      {(trigger) => <LazyNotificationPanel isOpen={isOpen} trigger={trigger} onUnread={setUnread} onClose={() => setOpen(false)} />}
    </PopoverTrigger>
  );
}
