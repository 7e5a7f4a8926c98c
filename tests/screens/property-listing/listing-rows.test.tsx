import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoRows } from '../../../stories/property-listing/listing-fixtures';
import { bodyRows, firstRowIs, renderListing, rowOf, table, user } from './listing-screen';

/** Issue 18 item 11: rows open from the keyboard, and each row's Select box is named by its row. */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function render(rows = demoRows(3)) {
  const rendered = renderListing({ rows });
  cleanup = rendered.cleanup;
  return rendered;
}

describe('property listing rows', () => {
  it("each row's Select box is named by the row's control number", async () => {
    render();
    await firstRowIs('TL/2026/001');
    const boxes = bodyRows().map((row) => within(row).getByRole('checkbox'));
    expect(boxes).toHaveLength(3);
    for (const [index, box] of boxes.entries()) expect(box).toHaveAccessibleName(`Select PCN-2026-00000${index + 1}`);
    expect(within(table()).queryAllByRole('checkbox', { name: 'Select' })).toEqual([]);
  });

  it('Enter on a focused row opens the property, as its View link does', async () => {
    const { router } = render();
    await firstRowIs('TL/2026/001');
    const row = rowOf('TL/2026/002');
    const view = within(row).getByRole('link', { name: 'View TL/2026/002' });
    row.focus();
    await waitFor(() => expect(row).toHaveFocus());
    await user().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(view.getAttribute('href')));
  });

  it('Space on a focused row still selects it; the selected row offers Duplicate', async () => {
    const { router } = render();
    await firstRowIs('TL/2026/001');
    const row = rowOf('TL/2026/003');
    row.focus();
    await user().keyboard(' ');
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    expect(within(row).getByRole('link', { name: 'Duplicate TL/2026/003' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/property-listing');
  });

  it('the rows are one tab stop; Up, Down, Home and End move between them', async () => {
    render(demoRows(4));
    await firstRowIs('TL/2026/001');
    const rows = bodyRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);
    rows[0]?.focus();
    const person = user();
    await person.keyboard('{ArrowDown}');
    expect(rowOf('TL/2026/002')).toHaveFocus();
    await person.keyboard('{End}');
    expect(rowOf('TL/2026/004')).toHaveFocus();
    await person.keyboard('{ArrowUp}');
    expect(rowOf('TL/2026/003')).toHaveFocus();
    // Tab comes back to the row focused last.
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1]);
    await person.keyboard('{Home}');
    expect(rowOf('TL/2026/001')).toHaveFocus();
  });

  it('a click on a row opens it while none is selected, and selects it once one is', async () => {
    const { router } = render();
    await firstRowIs('TL/2026/001');
    const person = user();
    await person.click(within(rowOf('TL/2026/001')).getByRole('checkbox'));
    await person.click(within(rowOf('TL/2026/003')).getByRole('rowheader'));
    await waitFor(() => expect(rowOf('TL/2026/003')).toHaveAttribute('aria-selected', 'true'));
    expect(rowOf('TL/2026/001')).toHaveAttribute('aria-selected', 'false');
    await person.click(within(rowOf('TL/2026/003')).getByRole('rowheader'));
    await waitFor(() => expect(rowOf('TL/2026/003')).toHaveAttribute('aria-selected', 'false'));
    await person.click(within(rowOf('TL/2026/002')).getByRole('rowheader'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-details/2/false/false'));
  });
});
