import { lazyWhenOpen } from '../common/lazy-when-open';
import type { NotificationPanelProps } from './NotificationPanel';

// The bell is in every signed-in header; its list is fetched the first time it opens, not with the page.
export const LazyNotificationPanel = lazyWhenOpen<NotificationPanelProps>(() =>
  import('./NotificationPanel').then((module) => module.NotificationPanel),
);
