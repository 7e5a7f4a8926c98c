import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { SendRecipientModal } from '../../../src/app/screens/property-summary/SendRecipientModal';
import { SEND_TITLES, type SendTitle } from '../../../src/app/screens/property-summary/send-recipients';
import { messages } from '../../../src/domain/messages';
import { ACTIVE_PROPERTY, PENDING_PROPERTY } from '../../../stories/property-summary/summary-fixtures';

function open(property: Property, title: SendTitle = SEND_TITLES.otp) {
  const onSend = vi.fn();
  const onClose = vi.fn();
  render(<SendRecipientModal title={title} property={property} onSend={onSend} onClose={onClose} />);
  return { onSend, onClose, dialog: within(screen.getByRole('dialog', { name: title })) };
}

describe('the send-recipient modal', () => {
  it.each(Object.values(SEND_TITLES))("is titled '%s' for its document", (title) => {
    open(ACTIVE_PROPERTY, title);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('offers a checkbox per assigned stakeholder, all initially off', () => {
    const { dialog } = open({ ...ACTIVE_PROPERTY, sellerAgent: null });
    const boxes = dialog.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Buyer Lim Boon Keng <boonkeng.lim@harbourfront.com.sg>',
      'Seller Rahman bin Ismail <rahman.ismail@example.sg>',
      "Buyer's Lawyer Wei Ming Tan <weiming.tan@tanlim.com.sg>",
      "Seller's Lawyer Mei Ling Ong <property@leeong.com.sg>",
      "Buyer's Agent ERA Realty Network Pte Ltd <tan@agency.sg>",
    ]);
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it("Send with none ticked says 'Choose at least one option'; with some, hands them over", async () => {
    const { dialog, onSend } = open(ACTIVE_PROPERTY);
    const person = userEvent.setup({ delay: null });
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.chooseAtLeastOneOption);
    expect(onSend).not.toHaveBeenCalled();
    await person.click(dialog.getByRole('checkbox', { name: /^Seller's Lawyer/ }));
    await person.click(dialog.getByRole('checkbox', { name: /^Buyer / }));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(['buyer', 'sellerLawyer']);
  });

  it('with nobody assigned says so and cannot send', () => {
    const { dialog } = open(PENDING_PROPERTY);
    expect(dialog.getByText(messages.noRecipientsAssigned)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
