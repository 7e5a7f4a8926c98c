import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { bellNotificationsQueryOptions, markNotificationsRead, type Notification } from '../../../api/queries/notifications';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { notificationMessages as m } from '../../../domain/messages/notifications';
import { api } from '../../api';
import { Button, Link, PopoverTriggerScope, type PopoverTriggerValues } from '../../ui';
import { AppLinks } from '../shell/AppLinks';
import { markReadInBellList } from './bell-list-cache';
import './notification-panel.css';

export interface NotificationPanelProps {
  /** The bell's popover state; the panel is mounted the first time it opens (LazyNotificationPanel). */
  isOpen: boolean;
  /** The bell's, which opens and closes the popover. */
  trigger: PopoverTriggerValues;
  onUnread: (count: number) => void;
  onClose: () => void;
}

/** The bell's popover: the newest notices, each a link to its page that marks it read, and Mark all as read. */
export function NotificationPanel({ trigger, onUnread, onClose }: NotificationPanelProps) {
  const queryClient = useQueryClient();
  const markAll = useMutation({
    mutationFn: () => markNotificationsRead(api, { all: true }),
    onSuccess: (count) => {
      onUnread(count);
      markReadInBellList(queryClient, 'all', count);
    },
  });
  const open = (notice: Notification) => {
    onClose();
    if (notice.read) return;
    // The page opens whatever this answers: a notice left unread by a failed call is marked the next time.
    markNotificationsRead(api, { ids: [notice.id] }).then(
      (count) => {
        onUnread(count);
        markReadInBellList(queryClient, notice.id, count);
      },
      () => undefined,
    );
  };
  return (
    <PopoverTriggerScope trigger={trigger}>
      <Popover className="ui-popover notification-popover" placement="bottom end">
        <Dialog className="notification-panel">
          <div className="notification-panel__header">
            <Heading slot="title" className="notification-panel__title">
              {m.notificationsTitle}
            </Heading>
            {/* Never disabled: focus would leave the popover the moment the last notice is read. */}
            <Button variant="link" onPress={() => markAll.mutate()} isPending={markAll.isPending}>
              {m.notificationsMarkAllRead}
            </Button>
          </div>
          <AppLinks>
            <NoticeList onOpen={open} />
          </AppLinks>
        </Dialog>
      </Popover>
    </PopoverTriggerScope>
  );
}

/** Mounted each time the popover opens, so every opening reads the list afresh. */
function NoticeList({ onOpen }: { onOpen: (notice: Notification) => void }) {
  const query = useQuery(bellNotificationsQueryOptions(api));
  if (query.isPending) return <div className="notification-panel__note" aria-busy="true" />;
  if (query.isError) {
    return (
      <p className="notification-panel__note" role="alert">
        {m.notificationsLoadFailed}
      </p>
    );
  }
  if (query.data.records.length === 0) return <p className="notification-panel__note">{m.notificationsEmpty}</p>;
  return (
    <ul className="notification-list" aria-label={m.notificationsTitle}>
      {query.data.records.map((notice) => (
        <li key={notice.id} className={notice.read ? 'notification-item' : 'notification-item notification-item--unread'}>
          <NoticeEntry notice={notice} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NoticeEntry({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const content = (
    <>
      {!notice.read && <span className="ui-visually-hidden">{`${m.notificationsUnreadMark}: `}</span>}
      <span className="notification-item__title">{notice.title}</span>
      <span className="notification-item__time">{toDisplayTimestamp(notice.createdAt)}</span>
    </>
  );
  if (notice.link === null) {
    return (
      <Button variant="link" className="notification-item__open" onPress={() => onOpen(notice)}>
        {content}
      </Button>
    );
  }
  return (
    <Link href={notice.link} className="notification-item__open" onPress={() => onOpen(notice)}>
      {content}
    </Link>
  );
}
