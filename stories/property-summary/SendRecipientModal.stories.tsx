import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendRecipientModal } from '../../src/app/screens/property-summary/SendRecipientModal';
import { SEND_TITLES } from '../../src/app/screens/property-summary/send-recipients';
import { messages } from '../../src/domain/messages';
import { page } from '../support/page';
import { ACTIVE_PROPERTY, PENDING_PROPERTY } from './summary-fixtures';

const meta = {
  title: 'Property Summary/SendRecipientModal',
  component: SendRecipientModal,
  args: { title: SEND_TITLES.otp, property: ACTIVE_PROPERTY, onSend: fn(), onClose: fn() },
} satisfies Meta<typeof SendRecipientModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Option to Purchase: a checkbox per assigned stakeholder, all off; Send needs one ticked. */
export const OptionToPurchase: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Option to Purchase' }));
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(6);
    for (const box of dialog.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Seller's Lawyer/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(['sellerLawyer']);
  },
};

/** Warrant to Act: the same recipients under its own title. */
export const WarrantToAct: Story = {
  args: { title: SEND_TITLES.wta },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Warrant to Act' })).toBeVisible();
  },
};

/** S.65 FORM, on a property with nobody assigned yet: nobody to send to. */
export const S65NobodyAssigned: Story = {
  args: { title: SEND_TITLES.s65, property: PENDING_PROPERTY },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'S.65 FORM' }));
    await expect(dialog.getByText(messages.noRecipientsAssigned)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
