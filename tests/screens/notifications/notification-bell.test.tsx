import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dueDiligencesQueryOptions } from '../../../src/api/queries/requisitions';
import { api } from '../../../src/app/api';
import { messages } from '../../../src/domain/messages';
import { DEMO_NOTICES, demoNotificationFeed } from '../../../stories/notifications/notifications-api';
import { apiCalls, demoApi } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';

/**
 * Issue 20 "Notifications": the bell in the signed-in header, on the rendered app. Its count comes from the
 * server's stream and rises without reloading; its list links to each notice's page and marks it read; Mark all
 * as read clears the count; a pushed agency reply refreshes the requisition status queries at once.
 */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function openApp(feed = demoNotificationFeed(DEMO_NOTICES), start = '/property-listing') {
  const app = renderApp({ start, routes: feed.routes });
  cleanup = app.cleanup;
  return { ...app, feed };
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the notification bell', () => {
  it('names the unread count the stream gives, and counts a pushed notice without reloading', async () => {
    const { feed } = openApp();
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(apiCalls('GET /notifications')).toEqual([]);

    feed.push({
      kind: 'requisition.replied',
      title: 'PCN-2026-000102: URA replied to the requisition.',
      link: '/property-duediligence/2',
      propertyId: 2,
    });
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
  });

  it('lists the newest notices, each opening its page and marked read as it opens', async () => {
    const { feed, router } = openApp();
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', (event) => visited.push(event.toLocation.pathname));
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    const dialog = within(await screen.findByRole('dialog', { name: messages.notificationsTitle }));
    const items = await dialog.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: PCN-2026-000101: IRAS replied to the requisition.10-Mar-2026 09:42:10',
      'Unread: PCN-2026-000105: Stamp duty due on 12-Mar-2026: due within 3 days.10-Mar-2026 08:00:05',
      "PCN-2026-000106: Received the S.65 notice signed by the seller's lawyer through DSS.09-Mar-2026 15:15:00",
      'IRAS replied to the parcel land information request.06-Mar-2026 11:30:00',
    ]);

    await user.click(dialog.getByRole('link', { name: /IRAS replied to the requisition/ }));
    await waitFor(() => expect(visited).toContain('/property-duediligence/1'));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(apiCalls('POST /notifications/read').map((call) => call.body)).toEqual([{ ids: [feed.notices()[0]?.id] }]);
    expect(screen.queryByRole('dialog', { name: messages.notificationsTitle })).not.toBeInTheDocument();
  });

  it('marks them all read', async () => {
    openApp();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    const dialog = within(await screen.findByRole('dialog', { name: messages.notificationsTitle }));
    await dialog.findAllByRole('listitem');
    await user.click(dialog.getByRole('button', { name: messages.notificationsMarkAllRead }));
    await waitFor(() => expect(dialog.queryByText(/^Unread/)).not.toBeInTheDocument());
    expect(apiCalls('POST /notifications/read').map((call) => call.body)).toEqual([{ all: true }]);
    // Still where it was, so a keyboard user's focus stays in the list.
    expect(dialog.getByRole('button', { name: messages.notificationsMarkAllRead })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('shows a notice pushed while the list is open at its top', async () => {
    const { feed } = openApp(demoNotificationFeed());
    const user = userEvent.setup();
    await user.click(await bell('Notifications'));
    const dialog = within(await screen.findByRole('dialog', { name: messages.notificationsTitle }));
    expect(await dialog.findByText(messages.notificationsEmpty)).toBeInTheDocument();
    feed.push({ kind: 'deadline.due', title: 'PCN-2026-000101: Completion on 20-Mar-2026: overdue.', link: '/property-summary/1', propertyId: 1 });
    expect(await dialog.findByRole('link', { name: /Completion on 20-Mar-2026: overdue/ })).toBeInTheDocument();
  });

  it("reloads the requisitions' status as soon as an agency's reply is pushed", async () => {
    const { feed, queryClient } = openApp();
    await bell('Notifications, 2 unread');
    const status = dueDiligencesQueryOptions(api, 1).queryKey;
    queryClient.setQueryData(status, []);
    feed.push({
      kind: 'requisition.replied',
      title: 'PCN-2026-000101: URA replied to the requisition.',
      link: '/property-duediligence/1',
      propertyId: 1,
    });
    await waitFor(() => expect(queryClient.getQueryState(status)?.isInvalidated).toBe(true));
  });

  it('is not there, and nothing listens, while the user has a set-up step pending', async () => {
    const feed = demoNotificationFeed(DEMO_NOTICES);
    const app = renderApp({ start: '/property-listing', routes: { ...demoApi({ disclaimerAccepted: '0' }), ...feed.routes } });
    cleanup = app.cleanup;
    expect(await screen.findByRole('button', { name: /^Profile of/ })).toBeInTheDocument();
    // The Disclaimer's dialog is loaded on demand once the header is up, and shows last: a bell opens its stream a
    // task after mounting, so one would be listening by then.
    expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(feed.listeners()).toBe(0);
  });
});
