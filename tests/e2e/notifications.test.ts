import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';
import { confirmIn, openDueDiligence, tickAgencies } from './support/requisitions';

// The agencies answer eight seconds after a submission: time to open the agency status view and see it waiting.
const env = startServerAndBrowser({ AGENCY_REPLY_DELAY_MS: '8000' });

/** The bell's unread count, as its accessible name says it ("Notifications, 2 unread"; "Notifications" for none). */
async function unreadCount(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** Where the page keeps the count of the last `unread` event its notification stream brought (watchUnreadEvents). */
type StreamWatch = Window & { lastStreamUnread?: number };

/**
 * Notes, on the page, the count each `unread` event of the notification stream carries, as the bell's own reader
 * receives it. The bell cannot show that it has heard from the server: no count yet and a count of none both read
 * "Notifications".
 */
async function watchUnreadEvents(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const fetchBefore = window.fetch;
    window.fetch = async (input, init) => {
      const response = await fetchBefore(input, init);
      const url = input instanceof Request ? input.url : String(input);
      // A case page's stream also names its tab for presence (?tab=…): the path is what says it is the stream.
      if (!new URL(url, window.location.href).pathname.endsWith('/api/notifications/stream') || !response.body) return response;
      const decoder = new TextDecoder();
      let pending = '';
      const watched = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pending += decoder.decode(chunk, { stream: true });
          const events = pending.split('\n\n');
          pending = events.pop() ?? '';
          for (const event of events) {
            const data = /^event: unread\ndata: (.*)$/m.exec(event)?.[1];
            if (data !== undefined) (window as StreamWatch).lastStreamUnread = (JSON.parse(data) as { unreadCount: number }).unreadCount;
          }
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body.pipeThrough(watched), response);
    };
  });
}

describe('notifications in the browser', () => {
  it("announces an agency's reply without reloading: the bell's count rises and the STATUS tab shows the reply", async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await watchUnreadEvents(page);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await openDueDiligence(page, 'PCN-2026-000101');
    // The bell has heard from the server (its stream's first event) and shows it before the count is taken.
    await page.waitForFunction(() => (window as StreamWatch).lastStreamUnread !== undefined);
    const heard = Number(await page.evaluate(() => (window as StreamWatch).lastStreamUnread));
    await page
      .getByRole('banner')
      .getByRole('button', { name: heard === 0 ? 'Notifications' : `Notifications, ${heard} unread`, exact: true })
      .waitFor();

    await tickAgencies(page, 'IRAS');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Step 2: Review and submit' }).waitFor();
    const before = await unreadCount(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await confirmIn(page, messages.lrSubmitConfirmTitle);
    const submitted = page.getByText(/^LF\d{13}, Submitted$/);
    await submitted.waitFor();
    const lfcontrolNo = ((await submitted.textContent()) ?? '').replace(', Submitted', '');
    await page.getByRole('alertdialog', { name: 'Legal Requisition Submitted' }).getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: `Agency status of ${lfcontrolNo}` }).click();
    const view = page.getByRole('region', { name: `Agency status of ${lfcontrolNo}` });
    const iras = view.getByRole('row').filter({ hasText: 'IRAS' });
    await expect(iras.textContent()).resolves.toContain('Processing');
    const openedAt = Date.now();

    // No reload and no Refresh: the server pushes the reply, the bell counts it and the view reloads at once,
    // well before its own 30-second reload would come round.
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Notifications, ${before + 1} unread` })
      .waitFor({ timeout: 25_000 });
    await iras.filter({ hasText: 'Replied' }).waitFor({ timeout: 10_000 });
    expect(Date.now() - openedAt).toBeLessThan(25_000);

    // The list names it and opens its page, marking it read.
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Notifications, ${before + 1} unread` })
      .click();
    const list = page.getByRole('dialog', { name: messages.notificationsTitle });
    const notice = list.getByRole('link', { name: /^Unread: PCN-2026-000101: IRAS replied to the requisition\./ }).first();
    await notice.click();
    await page.waitForURL(/\/conveyancing\/property-duediligence\/\d+$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: before === 0 ? 'Notifications' : `Notifications, ${before} unread` })
      .waitFor();
    await closeCleanly(page);
  });
});
