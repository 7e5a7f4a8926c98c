import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSendInput, SendDocumentRequest } from '../../../../machines/document-send.machine';
import { ADDITIONAL_ROW } from '../../../../machines/document-send.samples';
import { DocumentSendModal } from '../../../../src/app/screens/documents/send';
import { toastQueue, Toasts } from '../../../../src/app/ui';
import { messages } from '../../../../src/domain/messages';
import { OTP_INPUT, S65_BOTH_SIGNED_INPUT, S65_SELLER_SIGNED_INPUT, WTA_LAWYER_WITHOUT_MAIL } from '../../../../stories/documents/send/send-fixtures';

function open(input: DocumentSendInput, answer: () => Promise<boolean> = () => Promise.resolve(true)) {
  const requests: SendDocumentRequest[] = [];
  const sendDocument = vi.fn((request: SendDocumentRequest) => {
    requests.push(request);
    return answer();
  });
  const onClose = vi.fn();
  render(
    <>
      <DocumentSendModal input={input} sendDocument={sendDocument} onClose={onClose} />
      <Toasts />
    </>,
  );
  return { requests, onClose, dialog: within(screen.getByRole('dialog')), person: userEvent.setup({ delay: null }) };
}

type Dialog = ReturnType<typeof open>['dialog'];

/** The recipient labels of the ticked checkboxes. */
const ticked = (dialog: Dialog) =>
  dialog
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.querySelector('.document-send__role')?.textContent);

afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the send-recipient modal of a document page', () => {
  describe('what starts ticked', () => {
    it('an OTP starts with nobody ticked', () => {
      expect(ticked(open(OTP_INPUT).dialog)).toEqual([]);
    });

    it("an S.65 with only the seller's copy starts with both lawyers ticked", () => {
      expect(ticked(open(S65_SELLER_SIGNED_INPUT).dialog)).toEqual(["Buyer's Lawyer", "Seller's Lawyer"]);
    });

    it("an S.65 with both copies starts with the buyer, the seller, the seller's lawyer and the managing agent", () => {
      expect(ticked(open(S65_BOTH_SIGNED_INPUT).dialog)).toEqual(['Buyer', 'Seller', "Seller's Lawyer", 'Managing Agent']);
    });
  });

  describe('refusals', () => {
    it("Send with nobody ticked says 'Choose at least one option' and sends nothing", async () => {
      const { dialog, person, requests } = open(OTP_INPUT);
      await person.click(dialog.getByRole('button', { name: 'Send' }));
      expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
      expect(requests).toEqual([]);
    });

    it('a ticked lawyer without a mail is named, and ticking anew clears the message', async () => {
      const { dialog, person, requests } = open(WTA_LAWYER_WITHOUT_MAIL);
      await person.click(dialog.getByRole('checkbox', { name: /^Buyer's Lawyer/ }));
      await person.click(dialog.getByRole('button', { name: 'Send' }));
      expect(dialog.getByRole('alert')).toHaveTextContent("No email address for Buyer's Lawyer.");
      await person.click(dialog.getByRole('checkbox', { name: /^Buyer's Lawyer/ }));
      expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    });
  });

  describe('sending', () => {
    it("sends an OTP to the ticked stakeholders as 'name||email', toasts 'Sent' and closes", async () => {
      const { dialog, person, requests, onClose } = open(OTP_INPUT);
      // Space ticks as a click does; Enter sends.
      act(() => dialog.getByRole('checkbox', { name: /^Seller's Lawyer/ }).focus());
      await person.keyboard(' ');
      await person.click(dialog.getByRole('checkbox', { name: /^Buyer / }));
      act(() => dialog.getByRole('button', { name: 'Send' }).focus());
      await person.keyboard('{Enter}');
      await waitFor(() => expect(onClose).toHaveBeenCalledWith('sent'));
      expect(requests).toEqual([
        {
          module: 'otp',
          signed: null,
          recipents: ['Tan Ah Beng||ahbeng.tan@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'],
          notifications: [],
        },
      ]);
      expect(await screen.findByText(messages.sent)).toBeInTheDocument();
    });

    it('sends the completed S.65 with an added recipient and the managing-agent and stakeholder notifications', async () => {
      const { dialog, person, requests } = open({ ...S65_BOTH_SIGNED_INPUT, managingAgent: null });
      await person.click(dialog.getByRole('button', { name: 'Add recipient' }));
      const row = within(dialog.getByRole('group', { name: 'Additional recipient 1' }));
      // The new row's Name field has the focus.
      await person.paste(ADDITIONAL_ROW.name);
      await person.click(row.getByRole('textbox', { name: 'Email' }));
      await person.paste(ADDITIONAL_ROW.email);
      await person.click(dialog.getByRole('button', { name: 'Send' }));
      const stakeholders = ['Tan Ah Beng||ahbeng.tan@example.sg', 'Lim Mei Hua||meihua.lim@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'];
      const added = 'Jane Koh||jane.koh@mcst4521.sg';
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]).toEqual({
        module: 's65',
        signed: 'both',
        recipents: [...stakeholders, added],
        notifications: [
          { messageTemplateCode: 'DSS_S65_COMPLETED_MA', recipents: [added] },
          { messageTemplateCode: 'DSS_S65_COMPLETED_SH', recipents: stakeholders },
        ],
      });
    });

    it("a send that answers false shows 'Sending Failed' and the modal stays for another try", async () => {
      const { dialog, person, onClose } = open(S65_SELLER_SIGNED_INPUT, () => Promise.resolve(false));
      await person.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(messages.sendingFailed);
      expect(ticked(dialog)).toEqual(["Buyer's Lawyer", "Seller's Lawyer"]);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('Cancel closes without sending', async () => {
      const { dialog, person, requests, onClose } = open(S65_SELLER_SIGNED_INPUT);
      await person.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledWith('cancelled');
      expect(requests).toEqual([]);
    });
  });
});
