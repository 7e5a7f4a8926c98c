import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { assignmentApi } from './assignment-api';
import { CLIENT_SET } from './assignment-fixtures';
import { AssignmentStory } from './assignment-story';

const meta = {
  title: 'Stakeholders/Assignment/Agent',
  component: AssignmentStory,
  decorators: [withQueryClient],
  args: { property: CLIENT_SET, request: { action: 'assign', role: 'sellerAgent' }, onFinished: fn() },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(assignmentApi());
  },
} satisfies Meta<typeof AssignmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const modal = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('dialog', { name: "Assign Seller's Agent" }));

/** Agencies matching the search; the one picked is linked as the seller's agent. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.selectAgentFromTable)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Estate Agency Name' }), 'ERA');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    const row = await within(dialog.getByRole('grid', { name: 'Agents found' })).findByRole('row', { name: /ERA Realty Network/ });
    await expect(row).toHaveTextContent('L3002382K');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('changed'));
    await expect(apiCalls('POST /link-agent-to-property/{propertyId}/{clientInfoId}/{agentFlag}')[0]?.path).toBe('/link-agent-to-property/101/31/1');
  },
};

/** A new agency: the salesperson found in the register fills the name and registration no. */
export const AddWithSalesperson: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add New Agent' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Address/ }), '450 Lorong 6 Toa Payoh, #08-01');
    await userEvent.type(dialog.getByRole('textbox', { name: /Salesperson register/ }), 'lim');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use LIM AH KOW' }));
    await expect(dialog.getByRole('textbox', { name: /Salesperson Name/ })).toHaveValue('LIM AH KOW');
    await expect(dialog.getByRole('textbox', { name: /Registration No\./ })).toHaveValue('R012345A');
    await expect(dialog.getByRole('textbox', { name: /Estate Agency Name/ })).toHaveValue('ERA REALTY NETWORK PTE LTD');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('changed'));
    const [added] = apiCalls('POST /add-agent-to-property/{propertyId}/{agentFlag}');
    await expect(added?.path).toBe('/add-agent-to-property/101/1');
    await expect(added?.body).toMatchObject({
      compName: 'ERA REALTY NETWORK PTE LTD',
      estateAgentCEALicenceNo: 'L3002382K',
      address: '450 Lorong 6 Toa Payoh, #08-01',
      clientCategory: '0',
      isAgent: '1',
      clientContacts: [{ individualName: 'LIM AH KOW', agentCEANo: 'R012345A', isPrimary: '0' }],
    });
  },
};

/** Saved without a salesperson: the agent rules' messages in the error alert. */
export const AddWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add New Agent' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = within(await page(canvasElement).findByRole('alertdialog', { name: messages.agentValidationFailed }));
    await expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      messages.agencyNameEmpty,
      messages.agentNameEmpty,
      messages.agentCeaNoEmpty,
    ]);
    await expect(apiCalls('POST /add-agent-to-property/{propertyId}/{agentFlag}')).toHaveLength(0);
  },
};
