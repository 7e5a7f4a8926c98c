import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { DEMO_PARTIES, demoRow, demoRows } from '../../../stories/property-listing/listing-fixtures';
import { bodyRows, firstRowIs, pager, renderListing, sentBodies, user, USER_ID } from './listing-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderListing>[0]) {
  const rendered = renderListing(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const textSearch = () => within(screen.getByRole('search', { name: 'Property search' }));
const dateSearch = () => within(screen.getByRole('search', { name: 'Completion date search' }));

describe('free-text search', () => {
  it('Enter searches the text from page 1, and paging keeps the search', async () => {
    render({ rows: demoRows(60) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await firstRowIs('TL/2026/011');
    await person.type(textSearch().getByRole('searchbox', { name: 'Search' }), 'orchard{Enter}');
    // Rows 1, 9, 17 … are on ORCHARD BOULEVARD.
    await firstRowIs('TL/2026/001');
    expect(bodyRows()).toHaveLength(8);
    expect(screen.getByText('8 records')).toBeInTheDocument();
    expect(sentBodies('POST /search-property-text')).toEqual([
      { loginId: USER_ID, pageNo: 1, pageSize: 10, sortBy: 'createdDate', sortOrder: 'desc', searchText: 'orchard' },
    ]);
  });

  it('the Search button searches too; the next page is of the search', async () => {
    render({ rows: demoRows(200) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.type(textSearch().getByRole('searchbox', { name: 'Search' }), 'Pending');
    await person.click(textSearch().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentBodies('POST /search-property-text')).toHaveLength(1));
    await person.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sentBodies('POST /search-property-text')).toHaveLength(2));
    expect(sentBodies('POST /search-property-text').at(-1)).toMatchObject({ searchText: 'Pending', pageNo: 2 });
    expect(sentBodies('POST /get-all-property')).toHaveLength(1);
  });

  it('finds cases by a party, and says under the address which party each was found by', async () => {
    render({ rows: demoRows(8), parties: DEMO_PARTIES });
    await firstRowIs('TL/2026/001');
    const box = textSearch().getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Reference No, Property Control No, Address, Transaction Type, Status, Party');
    await user().type(box, 'Sharon Teo{Enter}');
    await firstRowIs('TL/2026/005');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Found by Seller: Marina Bay Holdings Pte. Ltd.');

    await user().clear(box);
    await user().type(box, '567B{Enter}');
    await firstRowIs('TL/2026/002');
    expect(bodyRows()[0]).toHaveTextContent('Found by Buyer: Tan Ah Kow');
  });

  it("no match shows 'No records found for the given search criteria!'", async () => {
    render({ rows: demoRows(5) });
    await firstRowIs('TL/2026/001');
    await user().type(textSearch().getByRole('searchbox', { name: 'Search' }), 'no such street{Enter}');
    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
  });

  it('Reset empties the search and shows all properties again', async () => {
    render({ rows: demoRows(20) });
    await firstRowIs('TL/2026/001');
    const person = user();
    const box = textSearch().getByRole('searchbox', { name: 'Search' });
    await person.type(box, 'TL/2026/02{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await person.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(textSearch().getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(sentBodies('POST /get-all-property')).toHaveLength(2);
  });
});

describe('completion-date search', () => {
  const rows = [
    demoRow(1, { completionDate: '2026-06-30' }),
    demoRow(2, { completionDate: '2026-07-01' }),
    demoRow(3, { completionDate: '2026-07-31' }),
    demoRow(4, { completionDate: '2026-08-01' }),
    demoRow(5, { completionDate: null }),
  ];

  it('searches the range typed dd-MMM-yyyy, both ends included', async () => {
    render({ rows });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.type(dateSearch().getByRole('textbox', { name: 'From' }), '01-Jul-2026');
    await person.type(dateSearch().getByRole('textbox', { name: 'To' }), '31-Jul-2026');
    await person.click(dateSearch().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(sentBodies('POST /search-property-by-date')).toEqual([
      { loginId: USER_ID, pageNo: 1, pageSize: 10, sortBy: 'createdDate', sortOrder: 'desc', fromDate: '2026-07-01', toDate: '2026-07-31' },
    ]);
  });

  it('one side may stay open; Enter in the date field searches with the date just typed', async () => {
    render({ rows });
    await firstRowIs('TL/2026/001');
    await user().type(dateSearch().getByRole('textbox', { name: 'From' }), '01-Aug-2026{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(sentBodies('POST /search-property-by-date')).toEqual([expect.objectContaining({ fromDate: '2026-08-01', toDate: '' })]);
  });

  it('searching with no date is refused with our message, and nothing is asked', async () => {
    render({ rows });
    await firstRowIs('TL/2026/001');
    await user().click(dateSearch().getByRole('button', { name: 'Search' }));
    expect(dateSearch().getByRole('alert')).toHaveTextContent(messages.dateSearchEmpty);
    expect(sentBodies('POST /search-property-by-date')).toEqual([]);
  });

  it('From after To is refused; changing a date clears the message', async () => {
    render({ rows });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.type(dateSearch().getByRole('textbox', { name: 'From' }), '01-Aug-2026');
    await person.type(dateSearch().getByRole('textbox', { name: 'To' }), '01-Jul-2026');
    await person.click(dateSearch().getByRole('button', { name: 'Search' }));
    expect(dateSearch().getByRole('alert')).toHaveTextContent(messages.dateSearchFromAfterTo);
    expect(sentBodies('POST /search-property-by-date')).toEqual([]);
    const to = dateSearch().getByRole('textbox', { name: 'To' });
    await person.clear(to);
    await person.type(to, '31-Aug-2026');
    await person.tab();
    expect(dateSearch().queryByRole('alert')).not.toBeInTheDocument();
  });
});
