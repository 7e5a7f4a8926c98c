import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationMessages as m } from '../../src/domain/messages/notifications';
import { SignedIn } from '../account/signed-in';
import { accountApi } from '../support/account-api';
import { mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { DEMO_NOTICES, demoNotificationFeed, type DemoNotificationFeed } from './notifications-api';

/**
 * The notification bell in the signed-in header (issue 20 "Notifications"): its count comes down the server's
 * stream, its popover lists the newest notices, each linking to its page. The page under it is left empty.
 */
function HeaderWithBell() {
  return (
    <SignedIn>
      <div style={{ minHeight: 420 }} />
    </SignedIn>
  );
}

let feed: DemoNotificationFeed = demoNotificationFeed();

const withFeed = (next: () => DemoNotificationFeed) => () => {
  storeDemoLogin('lawyer1');
  feed = next();
  return mockApi(accountApi(feed.routes));
};

const meta = {
  title: 'Notifications/Bell',
  component: HeaderWithBell,
  decorators: [withQueryClient, withRouter('/property-listing')],
} satisfies Meta<typeof HeaderWithBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('banner'));

/** Nothing unread: the plain bell, named just "Notifications". */
export const NoneUnread: Story = {
  beforeEach: withFeed(() => demoNotificationFeed()),
  play: async ({ canvasElement }) => {
    const bell = await (await header(canvasElement)).findByRole('button', { name: m.notificationsBellLabel(0) });
    await expect(bell.querySelector('.notification-bell__badge')).toBeNull();
  },
};

/** Two notices unread: the badge shows the count, which the bell's name says too. */
export const Unread: Story = {
  beforeEach: withFeed(() => demoNotificationFeed(DEMO_NOTICES)),
  play: async ({ canvasElement }) => {
    const bell = await (await header(canvasElement)).findByRole('button', { name: m.notificationsBellLabel(2) });
    await expect(bell.querySelector('.notification-bell__badge')).toHaveTextContent('2');
  },
};

/** The list open: the newest first, the unread ones marked, Mark all as read at the top. */
export const ListOpen: Story = {
  beforeEach: withFeed(() => demoNotificationFeed(DEMO_NOTICES)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await header(canvasElement)).findByRole('button', { name: m.notificationsBellLabel(2) }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: m.notificationsTitle }));
    await expect(await dialog.findAllByRole('link')).toHaveLength(4);
    await expect(dialog.getAllByText(`${m.notificationsUnreadMark}:`, { exact: false })).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: m.notificationsMarkAllRead })).toBeVisible();
  },
};

/** An agency replies while the page is open: the count rises without reloading. */
export const ReplyArrives: Story = {
  beforeEach: withFeed(() => demoNotificationFeed(DEMO_NOTICES)),
  play: async ({ canvasElement }) => {
    const banner = await header(canvasElement);
    await banner.findByRole('button', { name: m.notificationsBellLabel(2) });
    await waitFor(() => expect(feed.listeners()).toBeGreaterThan(0));
    feed.push({
      kind: 'requisition.replied',
      title: 'PCN-2026-000101: URA replied to the requisition.',
      link: '/property-duediligence/1',
      propertyId: 1,
    });
    await expect(await banner.findByRole('button', { name: m.notificationsBellLabel(3) })).toBeVisible();
  },
};
