import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { assignmentApi, assignmentHandlers } from './assignment-api';
import { FULLY_ASSIGNED } from './assignment-fixtures';
import { AssignmentStory } from './assignment-story';

const meta = {
  title: 'Stakeholders/Assignment/Unassign',
  component: AssignmentStory,
  decorators: [withQueryClient],
  args: { property: FULLY_ASSIGNED, request: { action: 'unassign', role: 'sellerLawyer' }, onFinished: fn() },
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(assignmentApi());
  },
} satisfies Meta<typeof AssignmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const alert = async (canvasElement: HTMLElement, title: string) => within(await page(canvasElement).findByRole('alertdialog', { name: title }));

/** The confirmation names who goes; OK removes the seller's lawyer and says so. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await alert(canvasElement, messages.unassignTitle);
    await expect(dialog.getByText(messages.confirmUnassign('Kah Wai Ong', "Seller's Lawyer"))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(await page(canvasElement).findByText(messages.successfullyUnassigned)).toBeVisible();
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('changed'));
    await expect(apiCalls('POST /remove-assigned-lawyer')[0]?.body).toEqual({ propertyInfoId: 101, lawyerFlag: 'S' });
  },
};

/** Cancel keeps the agent: nothing is sent. */
export const Cancelled: Story = {
  args: { request: { action: 'unassign', role: 'buyerAgent' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await alert(canvasElement, messages.unassignTitle);
    await expect(dialog.getByText(messages.confirmUnassign('ERA Realty Network Pte Ltd', "Buyer's Agent"))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('cancelled'));
    await expect(apiCalls('POST /remove-assigned-client')).toHaveLength(0);
  },
};

/** The buyer cannot go while a lawyer is assigned: refused at once, nothing sent. */
export const ClientRefused: Story = {
  args: { request: { action: 'unassign', role: 'buyer' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await alert(canvasElement, messages.unassignFailedTitle);
    await expect(dialog.getByText(messages.removeBothLawyersFirst)).toBeVisible();
    await expect(apiCalls('POST /remove-assigned-client')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('cancelled'));
  },
};

/** The server refuses (409) the same way: its message in the same alert. */
export const ServerRefused: Story = {
  args: {
    property: { ...FULLY_ASSIGNED, buyerLawyer: null, sellerLawyer: null },
    request: { action: 'unassign', role: 'seller' },
  },
  beforeEach: () => mockApi(assignmentApi({ 'POST /remove-assigned-client': assignmentHandlers.removeRefused })),
  play: async ({ canvasElement }) => {
    await userEvent.click((await alert(canvasElement, messages.unassignTitle)).getByRole('button', { name: 'OK' }));
    const refused = await alert(canvasElement, messages.unassignFailedTitle);
    await expect(refused.getByText(messages.removeBothLawyersFirst)).toBeVisible();
    await expect(apiCalls('POST /remove-assigned-client')[0]?.body).toEqual({ propertyInfoId: 101, agentFlag: '', clientFlag: 'S' });
  },
};
