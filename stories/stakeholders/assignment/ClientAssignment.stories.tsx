import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { assignmentApi } from './assignment-api';
import { OPEN_PROPERTY } from './assignment-fixtures';
import { AssignmentStory } from './assignment-story';

const meta = {
  title: 'Stakeholders/Assignment/Client',
  component: AssignmentStory,
  decorators: [withQueryClient],
  args: { property: OPEN_PROPERTY, request: { action: 'assign', role: 'buyer' }, onFinished: fn() },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(assignmentApi());
  },
} satisfies Meta<typeof AssignmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const modal = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('dialog', { name: 'Assign Buyer' }));

async function search(canvasElement: HTMLElement, text: string) {
  const dialog = await modal(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Company name' }), text);
  await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
  return dialog;
}

/** The modal as it opens: Company chosen, nothing searched; Save without a pick says what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(dialog.getByText(messages.assignSearchPrompt)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.chooseAtLeastOneContact)).toBeVisible();
    await expect(apiCalls('POST /add-client-to-property')).toHaveLength(0);
  },
};

/** Fewer than 3 characters: the seed's warning toast, and nothing is asked of the server. */
export const MinThreeCharacters: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Ta');
    await expect(await page(canvasElement).findByText(messages.enterMinThreeCharacters)).toBeVisible();
    await expect(apiCalls('GET /search-client/{category}/{text}/{propertyId}')).toHaveLength(0);
  },
};

/** Companies matching 'Tan', and the individuals once Individual is chosen. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await search(canvasElement, 'Tan');
    const table = within(dialog.getByRole('grid', { name: 'Contacts found' }));
    await expect(await table.findByRole('rowheader', { name: 'Tan Holdings Pte Ltd' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Tanjong Pagar Holdings Pte Ltd' })).toBeVisible();
    await expect(apiCalls('GET /search-client/{category}/{text}/{propertyId}')[0]?.path).toBe('/search-client/0/Tan/101');

    await userEvent.click(dialog.getByRole('radio', { name: 'Individual' }));
    await expect(dialog.getByText(messages.assignSearchPrompt)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(await table.findByRole('rowheader', { name: 'Tan Mei Hua' })).toBeVisible();
    // Identification numbers show only their last 3 characters.
    await expect(table.getByRole('row', { name: /Tan Mei Hua/ })).toHaveTextContent('******45H');
  },
};

/** A contact picked and saved: assigned as the buyer, and the page is told to refresh. */
export const Picked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await search(canvasElement, 'Tan');
    const row = await within(dialog.getByRole('grid', { name: 'Contacts found' })).findByRole('row', { name: /Tan Holdings Pte Ltd/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('changed'));
    await expect(apiCalls('POST /add-client-to-property')[0]?.body).toEqual({
      propertyInfoId: 101,
      clientFlag: 'B',
      clientInfoId: 7,
      buyersellerFlag: 'B',
    });
  },
};
