import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpContract } from '../../../../src/app/screens/documents/otp/OtpContract';
import { EMPTY_DOCUMENT_PARTIES } from '../../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { messages } from '../../../../src/domain/messages';
import { newOtpMetadata, OTP_PARTIES, savedOtpMetadata } from '../../../../stories/documents/otp/otp-fixtures';

function renderContract(metadata: DocumentMetadata, isEditing: boolean, parties = OTP_PARTIES) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  render(<OtpContract metadata={metadata} parties={parties} isEditing={isEditing} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const block = (name: RegExp) => within(screen.getByRole('region', { name }));
/** A numbered clause of the contract, found by its heading. */
const clause = (title: string) => screen.getByRole('heading', { name: title }).closest('li');

describe('the OTP contract as read', () => {
  it('shows the vendors and the purchaser with only the last 4 characters of their IDs', () => {
    renderContract(newOtpMetadata(), false);
    expect(block(/From/).getByText('Tan Ah Kow (ID No. *****567D)')).toBeInTheDocument();
    expect(block(/To/).getByText('Harbourfront Holdings Pte. Ltd. (ID No. ******345K)')).toBeInTheDocument();
    expect(screen.queryByText(/S1234567D/)).not.toBeInTheDocument();
  });

  it('asks for the parties while none is assigned', () => {
    renderContract(newOtpMetadata(), false, EMPTY_DOCUMENT_PARTIES);
    expect(block(/From/).getByText(messages.pleaseAssignSeller)).toBeInTheDocument();
    expect(block(/To/).getByText(messages.pleaseAssignBuyer)).toBeInTheDocument();
  });

  it('reads as text with the values in the preview, the witness NRIC masked', () => {
    renderContract({ ...savedOtpMetadata(), completionDateMode: 'week', completionDayOf: '12' }, false);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText('Eighteen Thousand')).toBeInTheDocument();
    expect(screen.getByText('1,800,000')).toBeInTheDocument();
    expect(screen.getByText('03-Apr-2026')).toBeInTheDocument();
    expect(clause('DEPOSIT')).toHaveTextContent("to the Vendor's solicitors, Ong & Partners LLP, as stakeholders.");
    expect(clause('COMPLETION')).toHaveTextContent(
      'Completion shall take place on the date falling 12 weeks after the date of exercise of this Option.',
    );
    expect(screen.getByText('*****223H')).toBeInTheDocument();
    expect(screen.getByText('this 20th day of March 2026')).toBeInTheDocument();
  });

  it("words the foreign purchaser's weeks in their places: apply, obtain, then complete after the approval", () => {
    renderContract(
      { ...savedOtpMetadata(), foreignPurchaserApplicationWeek: '3', foreignPurchaserObtainedWeek: '11', foreignPurchaserPropertyWeek: '13' },
      false,
    );
    expect(clause('FOREIGN PURCHASER')).toHaveTextContent(
      'the Purchaser shall apply for it within 3 weeks after the date of exercise of this Option and obtain it within 11 weeks after the date ' +
        'of exercise of this Option. Completion shall then take place within 13 weeks after the approval is obtained.',
    );
  });

  it('leaves the foreign purchaser clause out while no week is filled in, and says whether possession is vacant', () => {
    renderContract({ ...savedOtpMetadata(), bgElevenVacant: false }, false);
    expect(screen.queryByRole('heading', { name: 'FOREIGN PURCHASER' })).not.toBeInTheDocument();
    expect(clause('POSSESSION')).toHaveTextContent('The Property is sold subject to the existing tenancy and occupation.');
  });

  it("pays the deposit by its own mode, not the option money's", () => {
    renderContract({ ...savedOtpMetadata(), paymentMode: 'PayNow', vendorPaymentMode: 'Telegraphic Transfer(TT)' }, false);
    expect(clause('OPTION MONEY')).toHaveTextContent('paid by PayNow');
    expect(clause('DEPOSIT')).toHaveTextContent('less the Option Money, by Telegraphic Transfer(TT), to');
    expect(clause('DEPOSIT')).not.toHaveTextContent('PayNow');
  });
});
