import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IrasUnitsDialog } from '../../../src/app/screens/property-form/sections/IrasUnitsDialog';
import { messages } from '../../../src/domain/messages';
import { mockApi } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { lookupApi, lookupHandlers } from './lookup-api';

const meta = {
  title: 'Property/IRAS Eligible Units dialog',
  component: IrasUnitsDialog,
  decorators: [withQueryClient],
  args: { postalCode: '267953', onClose: fn(), onChoose: fn() },
  beforeEach: () => mockApi(lookupApi()),
} satisfies Meta<typeof IrasUnitsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: messages.irasEligibleUnitsTitle }));

/** 14 units: sorted by block, 10 on the first page, the rest on the second; choosing one hands it over. */
export const WithUnits: Story = {
  play: async ({ canvasElement, args }) => {
    const units = await dialog(canvasElement);
    await units.findByRole('rowheader', { name: '10' });
    const blocks = units.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(blocks).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(units.getByRole('button', { name: 'Next' }));
    await expect(units.getByRole('status')).toHaveTextContent('Page 2 of 2');
    await userEvent.click(units.getByRole('button', { name: 'Choose unit in row 12' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ blkHouseNo: '12', storeyNo: '13' }));
  },
};

/** Code 20: the address is not in IRAS's list. */
export const AddressNotFound: Story = {
  beforeEach: () => mockApi(lookupApi({ 'POST /check-IRAS-Taxable-By-PostalCode': lookupHandlers.irasNotFound })),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText(messages.irasAddressNotFound)).toBeVisible();
  },
};

/** Code 30: IRAS's API failed. */
export const IrasApiError: Story = {
  beforeEach: () => mockApi(lookupApi({ 'POST /check-IRAS-Taxable-By-PostalCode': lookupHandlers.irasApiError })),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText(messages.irasApiErrorTryLater)).toBeVisible();
  },
};

/** While IRAS has not answered. */
export const Fetching: Story = {
  beforeEach: () => mockApi(lookupApi({ 'POST /check-IRAS-Taxable-By-PostalCode': lookupHandlers.never })),
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText(messages.fetchingData)).toBeVisible();
  },
};
