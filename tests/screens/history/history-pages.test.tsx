import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { caseTimeline, firmLog, HISTORY_FAILED, historyRoutes } from '../../../stories/history/history-api';
import { propertyApi } from '../../../stories/property-form/property-api';
import { ACTIVE_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { apiCalls } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';
import { stubScrollToEachTest } from '../support/screen-model';

/**
 * Issue 20's history pages as the app opens them (route loader, shell, page): a case's timeline from its left
 * navigation, the firm's audit log from the top menu, and the user's logins on the profile.
 */

const CASE = { ...ACTIVE_PROPERTY, id: 101 };

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function open(start: string, events = firmLog(), options: Parameters<typeof historyRoutes>[1] = {}) {
  const app = renderApp({ start, routes: { ...propertyApi(CASE), ...historyRoutes(events, options) } });
  cleanup = app.cleanup;
  return app;
}

/** Each row's cells as the user reads them: When, By, Kind, What happened[, Case], Open. */
async function rowsOf(name: string): Promise<string[][]> {
  const grid = within(await screen.findByRole('grid', { name }));
  // React Aria's table mounts empty and fills in its next pass: its rows first, then no 'Please wait....' among them.
  await grid.findAllByRole('row');
  await waitFor(() => expect(grid.queryByText(messages.pleaseWait)).not.toBeInTheDocument());
  return grid
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('rowheader')
        .concat(within(row).queryAllByRole('gridcell'))
        .map((cell) => cell.textContent ?? ''),
    );
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the case timeline', () => {
  stubScrollToEachTest();

  it("opens from the case's navigation with the case's events newest first: who, what kind, what changed, in Singapore time", async () => {
    open('/property-summary/101');
    const nav = within(await screen.findByRole('navigation', { name: 'Property' }));
    await userEvent.setup().click(await nav.findByRole('link', { name: 'Case History' }));
    expect(await screen.findByRole('heading', { level: 1, name: messages.caseHistoryTitle })).toBeInTheDocument();
    const rows = await rowsOf('Case history');
    expect(rows.map((cells) => cells.slice(1, 3))).toEqual([
      [messages.historyBySystem, 'Agency replied'],
      ['Tan Wei Ming', 'Requisition submitted'],
      ['Nur Aisyah binte Rahman', 'Case details changed'],
      ['Tan Wei Ming', 'Party assigned'],
      ['Tan Wei Ming', 'Case created'],
    ]);
    // 09:45 UTC is 17:45 in Singapore.
    expect(rows[0]?.[0]).toBe('05-Nov-2026 17:45:00');
    expect(rows[2]?.[3]).toContain('Purchase Price: 1,250,000.00 → 1,280,000.00');
    expect(screen.getByRole('link', { name: 'Open: Changed the case details.' })).toHaveAttribute('href', '/conveyancing/property-details/101');
    expect(screen.getByText('5 records')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.caseDiagramLink })).toHaveAttribute('href', '/conveyancing/machines?case=101');
  });

  it('filters by kind and asks the server for that group from the first page', async () => {
    open('/property-history/101');
    await rowsOf('Case history');
    await choose('Kind', 'Parties');
    await waitFor(async () =>
      expect((await rowsOf('Case history')).map((cells) => cells[3])).toEqual(['Assigned Tan Ah Kow as buyer.Buyer: Tan Ah Kow']),
    );
    expect(apiCalls('POST /get-case-history').at(-1)?.body).toEqual({ propertyId: 101, pageNo: 1, pageSize: 10, group: 'parties' });
  });

  it('says so when nothing has been recorded, and offers Try again when the history cannot be read', async () => {
    open('/property-history/101', []);
    expect(await screen.findByText(messages.caseHistoryEmpty)).toBeInTheDocument();
    cleanup();
    open('/property-history/101', caseTimeline(), { answer: 'fail' });
    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  stubScrollToEachTest();

  it("is in the top menu and lists the firm's events with their case, newest first", async () => {
    open('/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: messages.auditLogTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
    const rows = await rowsOf('Audit log');
    expect(rows.map((cells) => cells[3]?.split('.')[0])).toEqual([
      'Logged in',
      'Login failed: wrong password',
      'Changed the contact Lim Bee Hoon',
      'IRAS replied to the requisition',
      'Submitted requisitions to IRAS, URA',
      'Changed the case details',
      'Assigned Tan Ah Kow as buyer',
      'Opened the case',
    ]);
    expect(rows[3]?.[4]).toBe('PCN-2026-000101');
    expect(rows[2]?.[3]).toContain('NRIC/UEN: ******567A → ******890B');
  });

  it('finds events by the words of what happened and sends the words to the server from the first page', async () => {
    open('/audit-log');
    await rowsOf('Audit log');
    const user = userEvent.setup();
    const search = within(screen.getByRole('search', { name: 'Audit log search' }));
    await user.type(search.getByRole('searchbox'), 'Tan Ah Kow');
    await user.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect((await rowsOf('Audit log')).map((cells) => cells[1])).toEqual(['Tan Wei Ming']));
    expect(apiCalls('POST /get-audit-log').at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, search: 'Tan Ah Kow' });
  });
});

describe('the profile', () => {
  stubScrollToEachTest();

  it("lists the user's own logins, a failed one marked", async () => {
    open('/property-listing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Profile/ }));
    const logins = within(await screen.findByRole('region', { name: messages.loginHistoryTitle }));
    expect(await logins.findByText('Login failed: wrong password.')).toBeInTheDocument();
    expect(logins.getByText('Logged in.')).toBeInTheDocument();
    expect(logins.getByText('Login failed: wrong password.').closest('li')).toHaveClass('history-login--failed');
  });
});
