import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADDITIONAL_ROW } from '../../../machines/document-send.samples';
import { DocumentSendModal } from '../../../src/app/screens/documents/send';
import { toastQueue, Toasts } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { page } from '../../support/page';
import { OTP_INPUT, S65_AGENT_WITHOUT_MAIL, S65_BOTH_SIGNED_INPUT, S65_SELLER_SIGNED_INPUT, WTA_LAWYER_WITHOUT_MAIL } from './send-fixtures';

const meta = {
  title: 'Documents/Send/DocumentSendModal',
  component: DocumentSendModal,
  args: { input: OTP_INPUT, sendDocument: fn(() => Promise.resolve(true)), onClose: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toasts />
      </>
    ),
  ],
  // The toast queue is app-wide: start every story without leftovers.
  beforeEach: () => {
    toastQueue.clear();
  },
} satisfies Meta<typeof DocumentSendModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (canvasElement: HTMLElement, title: string) => within(await page(canvasElement).findByRole('dialog', { name: title }));

/** Who is ticked, by the recipient labels the checkboxes start with. */
const tickedNames = (canvasElement: HTMLElement) =>
  Array.from(page(canvasElement).getByRole('dialog').querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.querySelector('.document-send__role')?.textContent);

/** Option to Purchase: every stakeholder unticked; Send with none ticked is refused. */
export const OtpNothingTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Option to Purchase');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(6);
    await expect(tickedNames(canvasElement)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
    await expect(args.sendDocument).not.toHaveBeenCalled();
  },
};

/** Warrant to Act: a ticked lawyer without a mail is named. */
export const LawyerWithoutMail: Story = {
  args: { input: WTA_LAWYER_WITHOUT_MAIL },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Warrant to Act');
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Buyer's Lawyer/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent("No email address for Buyer's Lawyer.");
    await expect(args.sendDocument).not.toHaveBeenCalled();
  },
};

/** S.65 with the seller's lawyer's copy: both lawyers preselected; Send goes at once, then 'Sent'. */
export const S65SellerSigned: Story = {
  args: { input: S65_SELLER_SIGNED_INPUT },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'S.65 FORM');
    await expect(tickedNames(canvasElement)).toEqual(["Buyer's Lawyer", "Seller's Lawyer"]);
    await expect(dialog.getByRole('checkbox', { name: /^Managing Agent/ })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await page(canvasElement).findByText(messages.sent)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('sent'));
  },
};

/** S.65 with both copies: buyer, seller, seller's lawyer and managing agent preselected; a row added by hand. */
export const S65BothSignedWithAddedRow: Story = {
  args: { input: S65_BOTH_SIGNED_INPUT },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'S.65 FORM');
    await expect(tickedNames(canvasElement)).toEqual(['Buyer', 'Seller', "Seller's Lawyer", 'Managing Agent']);
    await userEvent.click(dialog.getByRole('button', { name: 'Add recipient' }));
    const row = within(dialog.getByRole('group', { name: 'Additional recipient 1' }));
    await expect(row.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(row.getByRole('checkbox', { name: 'Send to additional recipient 1' })).toBeChecked();
    await userEvent.type(row.getByRole('textbox', { name: 'Name' }), ADDITIONAL_ROW.name);
    await userEvent.type(row.getByRole('textbox', { name: 'Email' }), ADDITIONAL_ROW.email);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('sent'));
    const stakeholders = ['Tan Ah Beng||ahbeng.tan@example.sg', 'Lim Mei Hua||meihua.lim@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'];
    const agents = ['Savills Property Management||mcst4521@savills.sg', 'Jane Koh||jane.koh@mcst4521.sg'];
    await expect(args.sendDocument).toHaveBeenCalledWith({
      module: 's65',
      signed: 'both',
      recipents: [...stakeholders, ...agents],
      notifications: [
        { messageTemplateCode: 'DSS_S65_COMPLETED_MA', recipents: agents },
        { messageTemplateCode: 'DSS_S65_COMPLETED_SH', recipents: stakeholders },
      ],
    });
  },
};

/** S.65 with both copies and a managing agent without a mail: the refusals until an added row stands in. */
export const EmailAndNameCannotBeEmpty: Story = {
  args: { input: S65_AGENT_WITHOUT_MAIL },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'S.65 FORM');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('No email address for Managing Agent.');
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Managing Agent/ }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add recipient' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ADDITIONAL_ROW.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(messages.emailAndNameCannotBeEmpty);
    await expect(args.sendDocument).not.toHaveBeenCalled();
  },
};

/** Sending: Send shows progress and ignores presses; the ticks and Cancel wait for the answer. */
export const Sending: Story = {
  args: { input: S65_SELLER_SIGNED_INPUT, sendDocument: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'S.65 FORM');
    const send = dialog.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(send);
    await expect(args.sendDocument).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const box of dialog.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** The call failed: 'Sending Failed' with its reason, and the modal stays with the ticks for another try. */
export const SendingFailed: Story = {
  args: { input: S65_SELLER_SIGNED_INPUT, sendDocument: fn(() => Promise.reject(new Error('Mail server unavailable'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'S.65 FORM');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(`${messages.sendingFailed}: Mail server unavailable`);
    await expect(tickedNames(canvasElement)).toEqual(["Buyer's Lawyer", "Seller's Lawyer"]);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
