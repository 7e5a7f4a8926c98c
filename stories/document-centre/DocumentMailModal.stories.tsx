import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SENDER_NAME } from '../../machines/document-mail.samples';
import { toastQueue } from '../../src/app/ui';
import { messages } from '../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import {
  MAIL_PROPERTY,
  MAIL_REFUSAL,
  MailModalHost,
  mailRoutes,
  ONE_DOCUMENT,
  THREE_DOCUMENTS,
  type MailAnswer,
  type MailModalHostProps,
} from './mail-host';

interface MailStoryArgs extends MailModalHostProps {
  /** What POST /send-mail answers. */
  answer: MailAnswer;
}

function MailStory({ documents, onClose }: MailStoryArgs) {
  return <MailModalHost documents={documents} onClose={onClose} />;
}

const meta = {
  title: 'Document centre/Send/DocumentMailModal',
  component: MailStory,
  args: { documents: ONE_DOCUMENT, onClose: fn(), answer: 'sent' },
  decorators: [withQueryClient],
  beforeEach: ({ args }) => {
    // The toast queue is app-wide: start every story without leftovers.
    toastQueue.clear();
    storeDemoLogin('lawyer1');
    return mockApi(mailRoutes(MAIL_PROPERTY, args.answer));
  },
} satisfies Meta<typeof MailStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog named `title`, once the case's people have loaded (a group per role). */
async function dialogNamed(canvasElement: HTMLElement, title: string) {
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: title }, { timeout: 5000 }));
  await dialog.findByRole('group', { name: 'Buyer' });
  return dialog;
}

const sentBodies = () => apiCalls('POST /send-mail').map((call) => call.body);

/** One generated OTP: the title names the file; no combine choice; a buyer's agent contact ticked and sent. */
export const OneDocument: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Send OTP_26NOV2026_TEMPLATE.pdf');
    await expect(dialog.getByText('0.182 MB')).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: 'Combine the PDFs into one file' })).not.toBeInTheDocument();
    const agent = within(dialog.getByRole('group', { name: "Buyer's Agent" }));
    await userEvent.click(agent.getByRole('checkbox', { name: /Tan Ah Kow/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('sent'));
    await expect(await page(canvasElement).findByText(messages.sent)).toBeVisible();
    await expect(sentBodies()).toEqual([
      { propertyDocumentId: ['901'], recipents: ['Tan Ah Kow||tan@agency.sg'], senderName: SENDER_NAME, isCombineFiles: false },
    ]);
  },
};

/** Three documents of the case: the count in the title, each size in MB, and the PDFs combined into one file. */
export const SeveralDocumentsCombined: Story = {
  args: { documents: THREE_DOCUMENTS },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Send 3 documents');
    for (const size of ['0.182 MB', '1.250 MB', '3.400 MB']) await expect(dialog.getByText(size)).toBeVisible();
    const combine = dialog.getByRole('checkbox', { name: 'Combine the PDFs into one file' });
    await expect(combine).not.toBeChecked();
    await userEvent.click(combine);
    await userEvent.click(within(dialog.getByRole('group', { name: 'Seller' })).getByRole('checkbox', { name: /Rahman bin Ismail/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('sent'));
    await expect(sentBodies()).toEqual([
      {
        propertyDocumentId: ['901', '902', '903'],
        recipents: ['Rahman bin Ismail||rahman.ismail@example.sg'],
        senderName: SENDER_NAME,
        isCombineFiles: true,
      },
    ]);
  },
};

/** A ticked lawyer without a mail on file is named, and nothing is sent. */
export const NoEmailAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Send OTP_26NOV2026_TEMPLATE.pdf');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
    await userEvent.click(within(dialog.getByRole('group', { name: "Buyer's Lawyer" })).getByRole('checkbox', { name: /Wei Ming Tan/ }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent("No email address for Buyer's Lawyer.");
    await expect(sentBodies()).toEqual([]);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Delivery failed: 'Sending Failed', and the modal stays with the choices for another try. */
export const SendingFailed: Story = {
  args: { documents: THREE_DOCUMENTS, answer: 'notSent' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Send 3 documents');
    const seller = within(dialog.getByRole('group', { name: 'Seller' })).getByRole('checkbox', { name: /Rahman bin Ismail/ });
    await userEvent.click(seller);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.sendingFailed);
    await expect(seller).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The call itself failed: 'Sending Failed' with the server's reason. */
export const SendingFailedWithReason: Story = {
  args: { answer: 'refused' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Send OTP_26NOV2026_TEMPLATE.pdf');
    await userEvent.click(within(dialog.getByRole('group', { name: "Seller's Lawyer" })).getByRole('checkbox', { name: /Mei Ling Ong/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(`${messages.sendingFailed}: ${MAIL_REFUSAL}`);
  },
};

/** Sending: Send shows progress; the choices and Cancel wait for the answer. */
export const Sending: Story = {
  args: { documents: THREE_DOCUMENTS, answer: 'pending' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Send 3 documents');
    await userEvent.click(within(dialog.getByRole('group', { name: 'Seller' })).getByRole('checkbox', { name: /Rahman bin Ismail/ }));
    const send = dialog.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const box of dialog.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};
