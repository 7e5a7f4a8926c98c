import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../src/api/contacts';
import { messages } from '../../../src/domain/messages';
import { demoClient, demoClients, GOH_SIEW_LING, MARINA_BAY } from '../../../stories/contacts/contact-fixtures';
import { apiCalls, json } from '../../../stories/support/mock-api';
import { stubScrollToEachTest } from '../support/screen-model';
import { expectAt, LISTING, PROPERTY_LISTING, renderContactScreen, user, type ContactScreenOptions } from './contacts-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Omit<ContactScreenOptions, 'start'>) {
  const rendered = renderContactScreen({ start: LISTING, ...options });
  cleanup = rendered.cleanup;
  return rendered;
}

const table = () => screen.getByRole('grid', { name: 'Contacts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).queryByRole('rowheader')?.textContent ?? row.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Contact listing pages' });
const sent = () => apiCalls('POST /get-all-primary').map((call) => call.body);

async function firstRowIs(name: string) {
  // The first page arrives after the fake server answers; a loaded machine can take longer than the default second.
  await waitFor(() => expect(names()[0]).toBe(name), { timeout: 5000 });
}

function rowOf(name: string): HTMLElement {
  const row = bodyRows().find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const first = (clients: Client[]) => clients[0]?.compName ?? '';

describe('the contact listing', () => {
  stubScrollToEachTest();

  it('shows the seed columns, one row per contact with its category, view linking to the preview', async () => {
    render({ clients: [MARINA_BAY, GOH_SIEW_LING] });
    await firstRowIs('Goh Siew Ling');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Address', 'Contact No.', 'Category', 'Action']);
    const goh = rowOf('Goh Siew Ling');
    expect(goh).toHaveTextContent('123 ANG MO KIO AVENUE 6, #08-245, SINGAPORE 560123');
    expect(goh).toHaveTextContent('98765432');
    expect(goh).toHaveTextContent('Individual');
    expect(rowOf('Marina Bay Holdings Pte. Ltd.')).toHaveTextContent('Company');
    // The company's number is its primary person's.
    expect(rowOf('Marina Bay Holdings Pte. Ltd.')).toHaveTextContent('91234567');
    expect(within(goh).getByRole('link', { name: 'View Goh Siew Ling' })).toHaveAttribute('href', '/client-details/12/false');
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it("an empty list says 'No records found for the given search criteria!'", async () => {
    render({ clients: [] });
    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    expect(screen.getByText('0 records')).toBeInTheDocument();
  });

  it('pages on the server: 10 by default, five page links, sizes 5 to 50', async () => {
    const clients = demoClients(63);
    render({ clients });
    await firstRowIs(first(clients));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('63 records')).toBeInTheDocument();
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5']);
    await user().click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await firstRowIs(demoClient(21).compName ?? '');
    expect(sent().at(-1)).toEqual({ loginId: 'lawyer1', pageNo: 3, pageSize: 10, sortBy: 'name', sortOrder: 'asc' });
    const pageSize = screen.getByRole('combobox', { name: 'Page size' });
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '20', '25', '30', '35', '40', '45', '50']);
    await user().selectOptions(pageSize, '5');
    await firstRowIs(first(clients));
    expect(bodyRows()).toHaveLength(5);
    expect(sent().at(-1)).toMatchObject({ pageNo: 1, pageSize: 5 });
  });

  it('sorts on the server by the column pressed', async () => {
    render({ clients: [MARINA_BAY, GOH_SIEW_LING] });
    await firstRowIs('Goh Siew Ling');
    await user().click(within(table()).getByRole('columnheader', { name: 'Category' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ sortBy: 'clientCategory', sortOrder: 'asc', pageNo: 1 }));
    await firstRowIs('Marina Bay Holdings Pte. Ltd.');
  });

  it('searches on the server; Reset shows everyone again', async () => {
    render({ clients: [MARINA_BAY, GOH_SIEW_LING, ...demoClients(3)] });
    await firstRowIs(first(demoClients(1)));
    const person = user();
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'marina{Enter}');
    await waitFor(() => expect(names()).toEqual(['Marina Bay Holdings Pte. Ltd.']));
    expect(sent().at(-1)).toEqual({ loginId: 'lawyer1', pageNo: 1, pageSize: 10, sortBy: 'name', sortOrder: 'asc', searchText: 'marina' });
    // A contact person's name finds the company too.
    await person.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'Bee Lian{Enter}');
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ searchText: 'Bee Lian' }));
    await waitFor(() => expect(names()).toEqual(['Marina Bay Holdings Pte. Ltd.']));
    await person.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody here{Enter}');
    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(sent().at(-1)).not.toHaveProperty('searchText');
  });

  it('a list that cannot be loaded sends the user to the property listing, saying why', async () => {
    const rendered = render({ clients: [MARINA_BAY], listing: 'fail' });
    await expectAt(rendered, PROPERTY_LISTING);
    expect(await screen.findByText(`${messages.contactsLoadFailed} Internal Server Error`)).toBeInTheDocument();
  });
});

describe('deleting a contact from the listing', () => {
  stubScrollToEachTest();

  async function askToDelete(name: string) {
    await waitFor(() => expect(rowOf(name)).toBeInTheDocument());
    await user().click(within(rowOf(name)).getByRole('button', { name: `Delete ${name}` }));
    const confirm = screen.getByRole('alertdialog', { name: messages.contactDeleteTitle });
    expect(confirm).toHaveTextContent(messages.confirmDeleteContact(name));
    return confirm;
  }

  it('asks first; Delete removes it, names it and its number, and reloads the page', async () => {
    render({ clients: [MARINA_BAY, GOH_SIEW_LING] });
    const confirm = await askToDelete('Marina Bay Holdings Pte. Ltd.');
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.contactDeleted('Marina Bay Holdings Pte. Ltd.', '91234567'))).toBeInTheDocument();
    expect(apiCalls('POST /delete-client/').map((call) => call.body)).toEqual([{ id: 11 }]);
    await waitFor(() => expect(names()).toEqual(['Goh Siew Ling']));
    expect(screen.getByText('1 record')).toBeInTheDocument();
  });

  it('Cancel deletes nothing', async () => {
    render({ clients: [MARINA_BAY] });
    const confirm = await askToDelete('Marina Bay Holdings Pte. Ltd.');
    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apiCalls('POST /delete-client/')).toEqual([]);
  });

  it('a contact assigned to a property is refused without asking the server', async () => {
    render({ clients: [GOH_SIEW_LING] });
    const confirm = await askToDelete('Goh Siew Ling');
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog', { name: messages.deleteFailedTitle });
    expect(refusal).toHaveTextContent(messages.deleteClientAssigned);
    expect(apiCalls('POST /delete-client/')).toEqual([]);
    await user().click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('Goh Siew Ling')).toBeInTheDocument();
  });

  it("the server's 409 (assigned since the page loaded) shows the same refusal", async () => {
    render({
      clients: [MARINA_BAY],
      routes: { 'POST /delete-client/': () => json({ errormsg: messages.deleteClientAssigned }, 409) },
    });
    const confirm = await askToDelete('Marina Bay Holdings Pte. Ltd.');
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog', { name: messages.deleteFailedTitle });
    expect(refusal).toHaveTextContent(messages.deleteClientAssigned);
    expect(apiCalls('POST /delete-client/').map((call) => call.body)).toEqual([{ id: 11 }]);
    expect(screen.queryByText(/has been deleted/)).not.toBeInTheDocument();
  });
});
