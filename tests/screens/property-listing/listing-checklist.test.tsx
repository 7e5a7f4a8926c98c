import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKLIST_TOKEN } from '../../../stories/property-listing/listing-api';
import { demoRow, demoRows } from '../../../stories/property-listing/listing-fixtures';
import { bodyRows, firstRowIs, renderListing, rowOf, sentBodies, table, user, USER_ID } from './listing-screen';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(options: Parameters<typeof renderListing>[0]) {
  const rendered = renderListing(options);
  cleanup = rendered.cleanup;
  return rendered;
}

const checklistButton = () => screen.queryByRole('button', { name: /^Checklist view/ });

async function select(reference: string) {
  await firstRowIs('TL/2026/001');
  await user().click(within(rowOf(reference)).getByRole('checkbox'));
}

describe('checklist view action', () => {
  // demoRow(3) is Active with checklist CL-0003; demoRow(1) is Pending without one.
  it('shows for the selected Active row with a checklist when the firm has the add-on', async () => {
    render({ rows: demoRows(3) });
    await firstRowIs('TL/2026/001');
    expect(checklistButton()).not.toBeInTheDocument();
    await select('TL/2026/003');
    expect(within(rowOf('TL/2026/003')).getByRole('button', { name: 'Checklist view TL/2026/003' })).toBeInTheDocument();
  });

  it.each([
    ['the firm lacks the add-on', { rows: demoRows(3), isLAActive: false }, 'TL/2026/003'],
    ['the row is Pending', { rows: [demoRow(1, { checkListId: 'CL-1' }), demoRow(3)] }, 'TL/2026/001'],
    ['the row has no checklist', { rows: [demoRow(1), demoRow(3, { checkListId: null })] }, 'TL/2026/003'],
  ])('is not offered when %s', async (_, options, reference) => {
    render(options);
    await select(reference);
    expect(rowOf(reference)).toHaveAttribute('aria-selected', 'true');
    expect(checklistButton()).not.toBeInTheDocument();
  });
});

describe('checklist view', () => {
  async function openChecklist() {
    const rendered = render({ rows: demoRows(14) });
    const person = user();
    await firstRowIs('TL/2026/001');
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'Active{Enter}');
    await waitFor(() => expect(sentBodies('POST /search-property-text')).toHaveLength(1));
    await firstRowIs('TL/2026/003');
    await person.click(within(rowOf('TL/2026/003')).getByRole('checkbox'));
    await person.click(screen.getByRole('button', { name: 'Checklist view TL/2026/003' }));
    // The view's code is fetched the first time it opens (PropertyListingPage).
    await screen.findByRole('button', { name: 'Back to listing' });
    return { ...rendered, person };
  }

  it('replaces the table with the checklist headed by control number and transaction type', async () => {
    await openChecklist();
    const view = within(screen.getByRole('region', { name: 'PCN-2026-000003 (Purchase of Private Property)' }));
    expect(screen.queryByRole('grid', { name: 'Properties' })).not.toBeInTheDocument();
    const frame = await view.findByTitle('Checklist for PCN-2026-000003');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^data:text\/html/);
    expect(frame.getAttribute('src')).toContain(`?token=${CHECKLIST_TOKEN}`);
  });

  it('lists the properties that have a checklist in a compact, paged table', async () => {
    await openChecklist();
    const compact = await screen.findByRole('grid', { name: 'Properties with a checklist' });
    // React Aria's table mounts empty and fills in its next pass.
    expect((await within(compact).findAllByRole('columnheader')).map((header) => header.textContent)).toEqual([
      'Property Control No.',
      'Reference No.',
      'Property Address',
      'Completion Date',
      'Type Name',
      'Action',
    ]);
    await waitFor(() => expect(within(compact).getAllByRole('row')).toHaveLength(5));
    const row = within(compact).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('PCN-2026-000003');
    expect(within(row).getByRole('link', { name: 'View PCN-2026-000003' })).toHaveAttribute('href', '/property-details/3/false/false');
    expect(sentBodies('POST /get-properties-by-cl')).toEqual([
      { loginId: USER_ID, pageNo: 1, pageSize: 10, sortBy: 'createdDate', sortOrder: 'desc' },
    ]);
    expect(screen.getByRole('navigation', { name: 'Checklist property pages' })).toBeInTheDocument();
  });

  it('Back to listing shows the table again with the search as it was', async () => {
    const { person } = await openChecklist();
    await person.click(screen.getByRole('button', { name: 'Back to listing' }));
    expect(table()).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Active');
    expect(bodyRows()).toHaveLength(4);
    expect(sentBodies('POST /get-all-property')).toHaveLength(1);
  });
});
