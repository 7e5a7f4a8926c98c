import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { demoRows } from '../../../stories/property-listing/listing-fixtures';
import { apiCalls } from '../../../stories/support/mock-api';
import { bodyRows, firstRowIs, pager, renderListing, rowOf, sentBodies, user } from './listing-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderListing>[0]) {
  const rendered = renderListing(options);
  cleanup = rendered.cleanup;
  return rendered;
}

async function askToDelete(reference: string) {
  await firstRowIs('TL/2026/001');
  const person = user();
  await person.click(within(rowOf(reference)).getByRole('button', { name: `Delete ${reference}` }));
  // The confirmation's code is fetched when it first opens (PropertyListingPage).
  const confirm = await screen.findByRole('alertdialog', { name: messages.deletePropertyTitle });
  expect(confirm).toHaveTextContent(messages.confirmDeleteProperty(reference));
  return { person, confirm };
}

describe('deleting a property', () => {
  it("asks first; Delete checks the requisitions, deletes, says 'Successfully Deleted' and reloads the page", async () => {
    render({ rows: demoRows(12) });
    const { person, confirm } = await askToDelete('TL/2026/002');
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: messages.deletePropertyTitle })).not.toBeInTheDocument();
    expect(apiCalls('GET /get-duedeligence/{propertyId}').map((call) => call.path)).toEqual(['/get-duedeligence/2']);
    expect(sentBodies('POST /delete-property/')).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.getByText('11 records')).toBeInTheDocument());
    expect(sentBodies('POST /get-all-property')).toHaveLength(2);
    await waitFor(() => expect(bodyRows().some((row) => row.textContent?.includes('TL/2026/002'))).toBe(false));
  });

  it('Cancel deletes nothing', async () => {
    render({ rows: demoRows(3) });
    const { person, confirm } = await askToDelete('TL/2026/001');
    await person.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apiCalls('GET /get-duedeligence/{propertyId}')).toEqual([]);
    expect(sentBodies('POST /delete-property/')).toEqual([]);
  });

  it('a property with legal requisitions is refused without asking the server to delete it', async () => {
    render({ rows: demoRows(3), withRequisitions: [3] });
    const { person, confirm } = await askToDelete('TL/2026/003');
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog', { name: messages.deleteFailedTitle });
    expect(refusal).toHaveTextContent(messages.deleteFailedRequisitions('TL/2026/003', 'PCN-2026-000003'));
    expect(sentBodies('POST /delete-property/')).toEqual([]);
    await person.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('TL/2026/003')).toBeInTheDocument();
  });

  it("the server's 409 refusal shows its message under 'Delete Failed'", async () => {
    render({ rows: demoRows(3), assignedActivated: [1] });
    const { person, confirm } = await askToDelete('TL/2026/001');
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog', { name: messages.deleteFailedTitle });
    expect(refusal).toHaveTextContent(messages.deleteFailedAssignedActivated('TL/2026/001', 'PCN-2026-000001'));
    expect(sentBodies('POST /delete-property/')).toEqual([{ id: 1 }]);
    expect(screen.queryByText(messages.successfullyDeleted)).not.toBeInTheDocument();
  });

  it('deleting the only row of the last page moves back to the page before', async () => {
    render({ rows: demoRows(11) });
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await firstRowIs('TL/2026/011');
    await person.click(within(rowOf('TL/2026/011')).getByRole('button', { name: 'Delete TL/2026/011' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await firstRowIs('TL/2026/001');
    expect(bodyRows()).toHaveLength(10);
    expect(within(pager()).queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});
