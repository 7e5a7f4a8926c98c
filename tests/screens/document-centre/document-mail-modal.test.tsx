import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup as unmountAll, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailDocument } from '../../../machines/document-mail.machine';
import { SENDER_NAME } from '../../../machines/document-mail.samples';
import { toastQueue } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { MAIL_PROPERTY, MailModalHost, mailRoutes, ONE_DOCUMENT, THREE_DOCUMENTS, type MailAnswer } from '../../../stories/document-centre/mail-host';
import { apiCalls, mockApi, storeDemoLogin } from '../../../stories/support/mock-api';

let restore: () => void = () => undefined;

/** The modal over the stories' fake server, signed in as lawyer1; answers the dialog once the case has loaded. */
async function open(documents: readonly MailDocument[], answer: MailAnswer = 'sent') {
  storeDemoLogin('lawyer1');
  const restoreApi = mockApi(mailRoutes(MAIL_PROPERTY, answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MailModalHost documents={documents} onClose={onClose} />
    </QueryClientProvider>,
  );
  restore = () => {
    restoreApi();
    queryClient.clear();
    act(() => toastQueue.clear());
  };
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByRole('group', { name: 'Buyer' });
  return { dialog, onClose, person: userEvent.setup({ delay: null }) };
}

type Dialog = Awaited<ReturnType<typeof open>>['dialog'];

const choice = (dialog: Dialog, group: string, name: RegExp) => within(dialog.getByRole('group', { name: group })).getByRole('checkbox', { name });
const sentBodies = () => apiCalls('POST /send-mail').map((call) => call.body);

afterEach(() => restore());

/** Between two modals in one test: the first unmounted, its fake server put back. */
function closeAll() {
  unmountAll();
  restore();
}

describe("the document centre's send modal", () => {
  it('names the file of one document, with its size in MB, and the count of several', async () => {
    const { dialog } = await open(ONE_DOCUMENT);
    expect(screen.getByRole('dialog', { name: 'Send OTP_26NOV2026_TEMPLATE.pdf' })).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Documents' })).toHaveTextContent('OTP_26NOV2026_TEMPLATE.pdf0.182 MB');
    closeAll();
    await open(THREE_DOCUMENTS);
    expect(screen.getByRole('dialog', { name: 'Send 3 documents' })).toBeInTheDocument();
  });

  it("lists the case's people by role as labelled checkboxes, nobody ticked", async () => {
    const { dialog } = await open(ONE_DOCUMENT);
    const groups = dialog.getAllByRole('group').map((group) => group.querySelector('.document-send__label')?.textContent);
    expect(groups).toEqual(['Documents', 'Buyer', 'Seller', "Buyer's Agent", "Seller's Agent", "Buyer's Lawyer", "Seller's Lawyer"]);
    expect(
      within(dialog.getByRole('group', { name: 'Buyer' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Lim Boon Keng <boonkeng.lim@harbourfront.com.sg>', 'Chen Mei Hua <meihua.chen@harbourfront.com.sg>']);
    expect(dialog.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("ticking a buyer's agent contact and sending posts the documents, 'name||email', the sender and no combining", async () => {
    const { dialog, person, onClose } = await open(ONE_DOCUMENT);
    await person.click(choice(dialog, "Buyer's Agent", /^Tan Ah Kow/));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('sent'));
    expect(sentBodies()).toEqual([
      { propertyDocumentId: ['901'], recipents: ['Tan Ah Kow||tan@agency.sg'], senderName: SENDER_NAME, isCombineFiles: false },
    ]);
    expect(await screen.findByText(messages.sent)).toBeInTheDocument();
  });

  it("Send with nothing chosen says 'Choose at least one option' and sends nothing", async () => {
    const { dialog, person, onClose } = await open(ONE_DOCUMENT);
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
    expect(sentBodies()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a ticked buyer\'s lawyer without a mail: "No email address for Buyer\'s Lawyer."; unticking clears it', async () => {
    const { dialog, person } = await open(ONE_DOCUMENT);
    await person.click(choice(dialog, "Buyer's Lawyer", /^Wei Ming Tan/));
    await person.click(choice(dialog, "Seller's Lawyer", /^Mei Ling Ong/));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('alert')).toHaveTextContent("No email address for Buyer's Lawyer.");
    await person.click(choice(dialog, "Buyer's Lawyer", /^Wei Ming Tan/));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies()).toEqual([]);
  });

  it('an added row with a name only is refused; filled in, it is sent with the ticked people, each address once', async () => {
    const { dialog, person } = await open(ONE_DOCUMENT);
    await person.click(choice(dialog, "Seller's Lawyer", /^Mei Ling Ong/));
    await person.click(dialog.getByRole('button', { name: 'Add recipient' }));
    const row = within(dialog.getByRole('group', { name: 'Additional recipient 1' }));
    await person.type(row.getByRole('textbox', { name: 'Name' }), 'Front desk');
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.emailAndNameCannotBeEmpty);
    await person.type(row.getByRole('textbox', { name: 'Email' }), 'PROPERTY@leeong.com.sg');
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ recipents: ['Mei Ling Ong||property@leeong.com.sg'] });
  });

  it('offers combining only for several documents, and sends it as isCombineFiles', async () => {
    await open(ONE_DOCUMENT);
    expect(screen.queryByRole('checkbox', { name: 'Combine the PDFs into one file' })).not.toBeInTheDocument();
    closeAll();

    const { dialog, person, onClose } = await open(THREE_DOCUMENTS);
    await person.click(dialog.getByRole('checkbox', { name: 'Combine the PDFs into one file' }));
    await person.click(choice(dialog, 'Seller', /^Rahman bin Ismail/));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('sent'));
    expect(sentBodies()).toEqual([
      {
        propertyDocumentId: ['901', '902', '903'],
        recipents: ['Rahman bin Ismail||rahman.ismail@example.sg'],
        senderName: SENDER_NAME,
        isCombineFiles: true,
      },
    ]);
  });

  it("a send that answers false shows 'Sending Failed' and the modal stays", async () => {
    const { dialog, person, onClose } = await open(ONE_DOCUMENT, 'notSent');
    await person.click(choice(dialog, 'Seller', /^Rahman bin Ismail/));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.sendingFailed);
    expect(choice(dialog, 'Seller', /^Rahman bin Ismail/)).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a case that cannot be loaded says so, and Cancel closes', async () => {
    storeDemoLogin('lawyer1');
    const restoreApi = mockApi(mailRoutes(MAIL_PROPERTY));
    restore = restoreApi;
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MailModalHost documents={[{ ...ONE_DOCUMENT[0]!, propId: 999 }]} onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send OTP_26NOV2026_TEMPLATE.pdf' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.propertyLoadFailedText);
    await userEvent.setup({ delay: null }).click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith('cancelled');
  });

  it('Cancel closes without sending', async () => {
    const { dialog, person, onClose } = await open(ONE_DOCUMENT);
    await person.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith('cancelled');
    expect(sentBodies()).toEqual([]);
  });
});
