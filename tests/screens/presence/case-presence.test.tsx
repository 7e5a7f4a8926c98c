import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CasePresenceHeartbeat, PresentUser } from '../../../src/api/queries/case-presence';
import { casePresenceFeed } from '../../../src/api/queries/case-presence-feed';
import { CasePresenceBanner } from '../../../src/app/screens/presence/CasePresenceBanner';
import { messages } from '../../../src/domain/messages';
import { documentServer, savedDocument } from '../../../stories/documents/pages/document-server';
import { demoNotificationFeed } from '../../../stories/notifications/notifications-api';
import { ACTIVE_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { apiCalls } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';

/**
 * Who else is on the case, on the rendered app: a case page beats with this tab's id and what it edits, the banner
 * under the header names the others the notification stream reports for this case, and the page says it left as
 * it goes. The stream is the stories' demo server's, pushed as the server pushes.
 */

const CASE = ACTIVE_PROPERTY.id;
const LIM: PresentUser = { userId: 'limwei', userName: 'Lim Wei', editing: ['otp'] };
const CHUA: PresentUser = { userId: 'nouen', userName: 'Chua Kok Leong', editing: [] };

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function openOtpPage() {
  const feed = demoNotificationFeed();
  const property = { ...ACTIVE_PROPERTY, propertyDocument: [savedDocument(801, 'otp', { reAddress1: '2 MARINA BOULEVARD' })] };
  const app = renderApp({ start: `/property-otp/${CASE}`, routes: { ...documentServer(property).routes, ...feed.routes } });
  cleanup = app.cleanup;
  return { ...app, feed };
}

const heartbeats = () => apiCalls('POST /case-presence').map((call) => call.body as CasePresenceHeartbeat);
const banner = () => screen.getByRole('status', { name: messages.presenceLabel });

describe('who else is on the case', () => {
  it('beats as the case page opens, names the others the stream reports, and says what this tab edits', async () => {
    const { feed } = openOtpPage();
    await waitFor(() => expect(heartbeats()).toContainEqual({ propertyId: CASE, tabId: casePresenceFeed.tabId, activity: 'viewing' }));
    expect(banner()).toBeEmptyDOMElement();

    await waitFor(() => expect(feed.listeners()).toBeGreaterThan(0));
    feed.pushPresence({ propertyId: CASE, others: [CHUA, LIM] });
    const lines = await within(banner()).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([messages.presenceViewing('Chua Kok Leong'), messages.presenceEditing('Lim Wei', ['otp'])]);
    expect(lines[1]).toHaveTextContent('Lim Wei is editing the OTP');

    // This tab starts editing the OTP: the others are told at once, not at the next beat.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(heartbeats().at(-1)).toEqual({ propertyId: CASE, tabId: casePresenceFeed.tabId, activity: 'otp' }));

    feed.pushPresence({ propertyId: CASE, others: [] });
    await waitFor(() => expect(banner()).toBeEmptyDOMElement());
  });

  it('shows nothing the stream says of another case, and says it left when the page goes', async () => {
    const { feed, router } = openOtpPage();
    await waitFor(() => expect(heartbeats()).not.toEqual([]));
    await waitFor(() => expect(feed.listeners()).toBeGreaterThan(0));
    feed.pushPresence({ propertyId: CASE + 1, others: [LIM] });
    await waitFor(() => expect(casePresenceFeed.getSnapshot().propertyId).toBe(CASE + 1));
    expect(banner()).toBeEmptyDOMElement();

    await act(() => router.navigate({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} }));
    await waitFor(() => expect(heartbeats().at(-1)).toEqual({ propertyId: CASE, tabId: casePresenceFeed.tabId, activity: 'left' }));
    expect(screen.queryByRole('status', { name: messages.presenceLabel })).not.toBeInTheDocument();
  });
});

describe('the presence banner', () => {
  it('names each person once, with everything they edit', () => {
    render(<CasePresenceBanner others={[{ userId: 'limwei', userName: 'Lim Wei', editing: ['case-details', 'otp', 's65'] }, CHUA]} />);
    expect(
      within(banner())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Lim Wei is editing the case details, the OTP and the S.65 notice', 'Chua Kok Leong is viewing this case']);
  });
});
