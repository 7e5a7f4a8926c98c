import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/domain/messages';
import { LF_DRAFT, LF_PROCESSING, LF_REPLIED } from '../../../../stories/due-diligence/status/status-fixtures';
import { apiCalls } from '../../../../stories/support/mock-api';
import { renderStatusTab, requisitionTable, rowOf, user } from './status-screen';

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function render(options: Parameters<typeof renderStatusTab>[0] = {}) {
  const rendered = renderStatusTab(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const cellTexts = (row: ReturnType<typeof rowOf>) => row.getAllByRole('gridcell').map((cell) => cell.textContent);

describe('the requisition list', () => {
  it('shows each requisition by LF control number with its dates, status and counts', async () => {
    render();
    const table = await requisitionTable(3);
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'LF Control No.',
      'Created On',
      'Submitted On',
      'Status',
      'Requested',
      'Received',
      'Action',
    ]);
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([LF_DRAFT, LF_PROCESSING, LF_REPLIED]);
    expect(cellTexts(rowOf(table, LF_DRAFT))).toEqual(['10-Mar-2026 10:30:00', '', 'Draft', '2', '0', '']);
    expect(cellTexts(rowOf(table, LF_PROCESSING))).toEqual(['09-Mar-2026 09:00:00', '09-Mar-2026 09:00:05', 'Processing', '3', '1', '']);
    expect(cellTexts(rowOf(table, LF_REPLIED))).toEqual(['02-Mar-2026 09:15:00', '02-Mar-2026 09:16:00', 'Replied', '3', '3', '']);
  });

  it("hovering a status lists each agency's status in lowercase", async () => {
    render();
    const table = await requisitionTable(3);
    const status = rowOf(table, LF_PROCESSING).getByRole('button', { name: /^Processing/ });
    expect(status.closest('[title]')).toHaveAttribute('title', 'ACRA - PPR: replied\nLTA - RTS: processing\nBCA: processing');
  });

  it('pressing a status shows the same list below it, and pressing again hides it', async () => {
    render();
    const table = await requisitionTable(3);
    const status = rowOf(table, LF_DRAFT).getByRole('button', { name: /^Draft/ });
    expect(status).toHaveAttribute('aria-expanded', 'false');
    await user().click(status);
    const list = screen.getByRole('list', { name: `Agency statuses of ${LF_DRAFT}` });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IRAS: draft', 'NEA - SCD: draft']);
    expect(status).toHaveAttribute('aria-expanded', 'true');
    await user().click(status);
    expect(screen.queryByRole('list', { name: `Agency statuses of ${LF_DRAFT}` })).not.toBeInTheDocument();
  });

  it('says so when the property has no requisition yet', async () => {
    render({ requisitions: [] });
    expect(await screen.findByText(messages.noRequisitionsYet)).toBeInTheDocument();
  });

  it('says the status could not be loaded, and Try again asks once more', async () => {
    render({ listFails: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.requisitionStatusLoadFailed);
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(apiCalls('GET /get-duedeligence/{propertyId}')).toHaveLength(2));
  });

  it('Refresh shows a reply that arrived since the list was loaded', async () => {
    const { server } = render();
    const table = await requisitionTable(3);
    const [bca] = server.rowsOf(LF_PROCESSING).filter((row) => row.agencyCode === 'BCA');
    server.reply(bca?.rpControlNo ?? '', '10-Mar-2026 08:00:00');
    await user().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cellTexts(rowOf(table, LF_PROCESSING))[4]).toBe('2'));
  });

  it('reloads by itself every 30 seconds while it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = render();
    const table = await requisitionTable(3);
    for (const row of server.rowsOf(LF_PROCESSING)) server.reply(row.rpControlNo, '10-Mar-2026 08:00:00');
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(rowOf(table, LF_PROCESSING).getByRole('button', { name: /^Replied/ })).toBeInTheDocument());
  });
});
