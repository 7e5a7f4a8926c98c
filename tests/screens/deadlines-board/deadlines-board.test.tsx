import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlinesBoardQueryKey } from '../../../src/api/queries/deadlines-board';
import { messages } from '../../../src/domain/messages';
import {
  BOARD_FAILED,
  deadlinesBoardRoutes,
  mixedCases,
  overdueCases,
  type StoryBoardCase,
} from '../../../stories/deadlines-board/deadlines-board-api';
import { apiCalls, json } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';
import { settled } from '../support/app-settled';
import { stubScrollToEachTest } from '../support/screen-model';

/**
 * The deadlines board as the app opens it (route loader, shell, page): issue 19's "deadlines board for the firm (a
 * top-menu entry): every open case's next deadline, sorted by due date, filterable by lawyer and stage, paged on the
 * server, with overdue first".
 */

const BOARD = 'POST /get-deadlines-board' as const;
const FIRM_USERS = 'GET /retrievelawfirmuser/{accountId}/{appId}' as const;

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function open(cases: StoryBoardCase[], options: Parameters<typeof deadlinesBoardRoutes>[1] = {}) {
  const app = renderApp({ start: '/deadlines', routes: deadlinesBoardRoutes(cases, options) });
  cleanup = app.cleanup;
  return app;
}

const grid = async () => within(await screen.findByRole('grid', { name: 'Deadlines of open cases' }));
/** The rows' Deadline and Flag cells. */
async function deadlinesShown(): Promise<Array<[string, string]>> {
  // React Aria's table mounts empty and fills in its next pass.
  const rows = (await (await grid()).findAllByRole('row')).slice(1);
  return rows.map((row) => {
    const cells = within(row).getAllByRole('gridcell');
    return [cells[1]?.textContent ?? '', cells[0]?.textContent ?? ''];
  });
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the deadlines board route', () => {
  stubScrollToEachTest();

  it('is in the top menu, and opens on the page its loader fetched: soonest first, flagged, the case without a deadline last', async () => {
    const app = open(mixedCases());
    expect(await screen.findByRole('heading', { level: 1, name: messages.deadlinesBoardTitle })).toBeInTheDocument();
    expect(screen.getByText('5 records')).toBeInTheDocument();
    expect(screen.queryByText(messages.pleaseWait)).not.toBeInTheDocument();
    expect(await deadlinesShown()).toEqual([
      ['Option expires', 'Overdue'],
      ['Stamp duty due', 'Due within 3 days'],
      ['URA reply expected', ''],
      ['Completion', ''],
      [messages.deadlinesBoardNoDeadline, ''],
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Deadlines' })).toHaveAttribute('aria-current', 'page');
    expect((await grid()).getByRole('link', { name: 'PCN-2026-000101' })).toHaveAttribute('href', '/conveyancing/property-summary/101');

    await settled(app, [...deadlinesBoardQueryKey, 'page'], [...deadlinesBoardQueryKey, 'lawyers']);
    expect(apiCalls(BOARD).map((call) => call.body)).toEqual([{ pageNo: 1, pageSize: 10 }]);
    expect(apiCalls(FIRM_USERS)).toHaveLength(1);
    expect(apiCalls(FIRM_USERS)[0]?.path).toBe('/retrievelawfirmuser/TL0001/LRI');
  });

  it('says no open case has a deadline when the board is empty', async () => {
    open([]);
    expect(await screen.findByText(messages.deadlinesBoardEmpty)).toBeInTheDocument();
    expect(screen.getByText('0 records')).toBeInTheDocument();
  });

  it('asks the server again from the first page for a lawyer, a stage and a page size', async () => {
    open(overdueCases());
    await screen.findByText('13 records');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 2, pageSize: 10 }));
    expect(await deadlinesShown()).toEqual([
      ['Stamp duty due', 'Overdue'],
      ['Stamp duty due', 'Overdue'],
      ['Completion', ''],
    ]);

    await choose('Lawyer', 'Wei Ming Tan');
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, lawyerId: 'lawyer1' }));
    await choose('Stage', 'Requisitions replied');
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, lawyerId: 'lawyer1', stage: 'requisitionsReplied' }));
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    await choose('Lawyer', messages.deadlinesBoardAllLawyers);
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 10, stage: 'requisitionsReplied' }));
    await choose('Stage', messages.deadlinesBoardAllStages);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 2, pageSize: 10 }));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '20');
    await waitFor(() => expect(apiCalls(BOARD).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 20 }));
    expect(await deadlinesShown()).toHaveLength(13);
  });

  it('offers every stage of an open case and the firm’s own lawyers', async () => {
    open(mixedCases());
    await screen.findByText('5 records');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Stage$/ }));
    const stages = await screen.findByRole('listbox');
    expect(
      within(stages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      messages.deadlinesBoardAllStages,
      'Case opened',
      'Parties in place',
      'Warrant to act signed',
      'Option granted',
      'Option exercised',
      'Stamp duty paid',
      'Requisitions replied',
      'Completed',
      'S.65 notice sent',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Lawyer$/ }));
    const lawyers = await screen.findByRole('listbox');
    expect(
      within(lawyers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.deadlinesBoardAllLawyers, 'Wei Ming Tan', 'Nur Aisyah binte Rahman']);
  });

  it('shows a board that cannot be fetched with the reason and Try again', async () => {
    let fail = true;
    const routes = deadlinesBoardRoutes(mixedCases());
    const board = routes[BOARD];
    const app = renderApp({
      start: '/deadlines',
      routes: { ...routes, [BOARD]: (request) => (fail ? json({ errormsg: BOARD_FAILED }, 500) : board!(request)) },
    });
    cleanup = app.cleanup;
    expect(await screen.findByRole('alert')).toHaveTextContent(BOARD_FAILED);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 records')).toBeInTheDocument();
    expect(screen.queryByText(BOARD_FAILED)).not.toBeInTheDocument();
  });
});
