import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { SignedIn } from '../account/signed-in';
import { demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { listingServer } from './listing-api';
import { demoRow } from './listing-fixtures';
// The shell's own layout (left navigation, page padding), as the app has it around the listing.
import '../../src/app/app.css';

function ListingPage() {
  return (
    <SignedIn>
      <PropertyListingPage />
    </SignedIn>
  );
}

/** References at the 25-character limit with no place to break, on every row, and the longest addresses. */
const LONG_REFERENCE = (n: number) => `CONVEYANCING/2026/LONG${String(n).padStart(3, '0')}`;
const rows = Array.from({ length: 6 }, (_, i) =>
  demoRow(i + 1, {
    lawfirmRefNo: LONG_REFERENCE(i + 1),
    propAddress: '230 YISHUN RING ROAD, #09-1033, THE WOODGROVE CONDOMINIUM, SINGAPORE 760230',
    transactionTypeName: 'Purchase of Private Property',
  }),
);

const LAPTOPS = {
  laptop1280: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  laptop1366: { name: 'Laptop 1366 × 768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
} as const;

const meta = {
  title: 'Property/PropertyListingPage/Laptop widths',
  // Played in the story tests: the table fitting beside the navigation at each width is real layout.
  tags: ['browser'],
  component: ListingPage,
  decorators: [withQueryClient, withRouter('/property-listing')],
  parameters: { viewport: { options: LAPTOPS } },
  beforeEach: () => {
    storeDemoLogin('lawyer1', { isLAActive: 'true' });
    return mockApi({ ...demoApi(), ...listingServer({ rows }).routes });
  },
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 18 item 11: on a laptop screen the whole table fits beside the left navigation. A long reference wraps
 * (all of it stays readable) and the Action column stays in view, also with every action of a selected row.
 */
async function playFits(canvasElement: HTMLElement, width: number) {
  await expect(window.innerWidth).toBe(width);
  const grid = within(await within(canvasElement).findByRole('grid', { name: 'Properties' }));
  const third = await grid.findByRole('rowheader', { name: new RegExp(LONG_REFERENCE(3)) });
  const thirdRow = third.closest('tr');
  if (!thirdRow) throw new Error('no row for the third reference');
  // Row 3 is Active with a checklist: selected, it shows all four actions.
  await userEvent.click(within(thirdRow).getByRole('checkbox'));
  await within(thirdRow).findByRole('button', { name: `Checklist view ${LONG_REFERENCE(3)}` });

  const wrap = canvasElement.querySelector('.listing-table-wrap');
  if (!(wrap instanceof HTMLElement)) throw new Error('no table wrap');
  await waitFor(() => expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth));
  const visibleRight = Math.min(wrap.getBoundingClientRect().right, window.innerWidth);
  const actionHeader = grid.getByRole('columnheader', { name: 'Action' });
  await expect(actionHeader.getBoundingClientRect().right).toBeLessThanOrEqual(visibleRight + 0.5);
  for (const header of grid.getAllByRole('rowheader')) {
    // The whole reference is on screen, wrapped rather than cut.
    await expect(header).toHaveTextContent(/CONVEYANCING\/2026\/LONG\d{3}/);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const row = header.closest('tr');
    const actions = row?.querySelector('.listing-actions');
    if (!(actions instanceof HTMLElement)) throw new Error('no actions');
    await expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(visibleRight + 0.5);
  }
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const At1280: Story = {
  globals: { viewport: { value: 'laptop1280' } },
  play: async ({ canvasElement }) => playFits(canvasElement, 1280),
};

export const At1366: Story = {
  globals: { viewport: { value: 'laptop1366' } },
  play: async ({ canvasElement }) => playFits(canvasElement, 1366),
};
