import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { demoRow, demoRows } from '../../../stories/property-listing/listing-fixtures';
import { bodyRows, currentPage, firstRowIs, pager, renderListing, rowOf, sentBodies, table, user, USER_ID } from './listing-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderListing>[0]) {
  const rendered = renderListing(options);
  cleanup = rendered.cleanup;
  return rendered;
}

describe('property listing table', () => {
  it("shows the seed's columns and one row per property, newest first, dates dd-MMM-yyyy", async () => {
    render({ rows: [demoRow(1, { createdDate: '2026-01-29T17:30:00Z', completionDate: '2026-07-08' })] });
    await firstRowIs('TL/2026/001');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Select',
      'Reference',
      'Date created',
      'Property Address',
      'Transaction Type',
      'Completion Date',
      'Status',
      'Task',
      'Action',
    ]);
    const cells = within(rowOf('TL/2026/001'))
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    // 17:30 UTC is already the 30th in Singapore.
    expect(cells.slice(1, 7)).toEqual([
      '30-Jan-2026',
      '8 ORCHARD BOULEVARD, #21-03, SINGAPORE 248646',
      'Purchase',
      '08-Jul-2026',
      'Pending',
      'Stakeholder Profiles',
    ]);
    expect(within(rowOf('TL/2026/001')).getByRole('rowheader')).toHaveTextContent('PCN-2026-000001');
    expect(sentBodies('POST /get-all-property')).toEqual([{ loginId: USER_ID, pageNo: 1, pageSize: 10, sortBy: 'createdDate', sortOrder: 'desc' }]);
  });

  it('shows ten rows, the record count and five page links for a long list', async () => {
    render({ rows: demoRows(235) });
    await firstRowIs('TL/2026/001');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('235 records')).toBeInTheDocument();
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5']);
    expect(currentPage()).toBe('1');
    expect(within(pager()).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('a page link, Next and Last ask the server for that page with the same size and sort', async () => {
    render({ rows: demoRows(235) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await firstRowIs('TL/2026/021');
    expect(currentPage()).toBe('3');
    await person.click(within(pager()).getByRole('button', { name: 'Next' }));
    await firstRowIs('TL/2026/031');
    await person.click(within(pager()).getByRole('button', { name: 'Last' }));
    await firstRowIs('TL/2026/231');
    expect(bodyRows()).toHaveLength(5);
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['20', '21', '22', '23']);
    await person.click(within(pager()).getByRole('button', { name: 'First' }));
    await firstRowIs('TL/2026/001');
    const pages = sentBodies('POST /get-all-property').map((body) => (body as { pageNo: number }).pageNo);
    expect(pages).toEqual([1, 3, 4, 24, 1]);
  });

  it('page sizes run 5 to 50 in steps of 5; a new size starts again at page 1', async () => {
    render({ rows: demoRows(235) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await firstRowIs('TL/2026/011');
    const pageSize = screen.getByRole('combobox', { name: 'Page size' });
    const options = within(pageSize)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '15', '20', '25', '30', '35', '40', '45', '50']);
    await person.selectOptions(pageSize, '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(currentPage()).toBe('1');
    expect(sentBodies('POST /get-all-property').at(-1)).toMatchObject({ pageNo: 1, pageSize: 25 });
  });

  it('the rows on screen stay while the next page loads', async () => {
    render({ rows: demoRows(40), delay: 150 });
    await firstRowIs('TL/2026/001');
    await user().click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('TL/2026/001');
    expect(screen.queryByText(messages.noRecordsFound)).not.toBeInTheDocument();
    await firstRowIs('TL/2026/011');
  });

  it('a sortable header sorts on the server, ascending first, then descending, from page 1', async () => {
    render({ rows: demoRows(30) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await firstRowIs('TL/2026/011');
    const addressHeader = within(table()).getByRole('columnheader', { name: 'Property Address' });
    await person.click(addressHeader);
    await waitFor(() => expect(addressHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(sentBodies('POST /get-all-property').at(-1)).toMatchObject({ pageNo: 1, sortBy: 'propAddress', sortOrder: 'asc' });
    // '1 MARINE PARADE CENTRAL' comes first; rows 3, 11, 19 and 27 share it and the id breaks the tie.
    await firstRowIs('TL/2026/003');
    await person.click(addressHeader);
    await waitFor(() => expect(addressHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(sentBodies('POST /get-all-property').at(-1)).toMatchObject({ sortBy: 'propAddress', sortOrder: 'desc' });
  });

  it('Select, Task and Action do not sort', async () => {
    render({ rows: demoRows(3) });
    await firstRowIs('TL/2026/001');
    for (const name of ['Select', 'Task', 'Action']) {
      expect(within(table()).getByRole('columnheader', { name })).not.toHaveAttribute('aria-sort');
    }
  });

  it("an empty list says 'No records found for the given search criteria!'", async () => {
    render({ rows: [] });
    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    expect(screen.getByText('0 records')).toBeInTheDocument();
  });

  it('explains the statuses above the table', async () => {
    render({ rows: [] });
    const banner = await screen.findByRole('complementary', { name: 'Property status' });
    expect(banner).toHaveTextContent(messages.listingStatusPending);
    expect(banner).toHaveTextContent(messages.listingStatusActive);
    expect(banner).toHaveTextContent(messages.listingStatusLocked);
  });
});

describe('row actions', () => {
  it('every row has View, which opens the property details preview', async () => {
    const { router } = render({ rows: demoRows(3) });
    await firstRowIs('TL/2026/001');
    const view = within(rowOf('TL/2026/002')).getByRole('link', { name: 'View TL/2026/002' });
    expect(view).toHaveAttribute('href', '/property-details/2/false/false');
    await user().click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-details/2/false/false'));
  });

  it('locked rows have no Delete; the others do', async () => {
    render({ rows: [demoRow(1, { locked: true }), demoRow(2)] });
    await firstRowIs('TL/2026/001');
    expect(within(rowOf('TL/2026/001')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(rowOf('TL/2026/001')).getByText('Locked')).toBeInTheDocument();
    expect(within(rowOf('TL/2026/002')).getByRole('button', { name: 'Delete TL/2026/002' })).toBeInTheDocument();
  });

  it('Duplicate shows only for the selected row and opens the details in duplicate mode', async () => {
    render({ rows: demoRows(3) });
    await firstRowIs('TL/2026/001');
    expect(screen.queryByRole('link', { name: /^Duplicate/ })).not.toBeInTheDocument();
    const person = user();
    await person.click(within(rowOf('TL/2026/002')).getByRole('checkbox'));
    expect(rowOf('TL/2026/002')).toHaveAttribute('aria-selected', 'true');
    const duplicates = screen.getAllByRole('link', { name: /^Duplicate/ });
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]).toHaveAccessibleName('Duplicate TL/2026/002');
    expect(duplicates[0]).toHaveAttribute('href', '/property-details/2/true/true');
    await person.click(within(rowOf('TL/2026/003')).getByRole('checkbox'));
    expect(screen.getByRole('link', { name: /^Duplicate/ })).toHaveAccessibleName('Duplicate TL/2026/003');
    expect(rowOf('TL/2026/002')).toHaveAttribute('aria-selected', 'false');
  });
});
