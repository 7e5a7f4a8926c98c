import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpContract } from '../../../../src/app/screens/documents/otp/OtpContract';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { newOtpMetadata, OTP_PARTIES } from '../../../../stories/documents/otp/otp-fixtures';

function renderContract(metadata: DocumentMetadata, isEditing = true, parties = OTP_PARTIES) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  const view = render(<OtpContract metadata={metadata} parties={parties} isEditing={isEditing} onChange={onChange} />);
  return { onChange, user: userEvent.setup(), unmount: view.unmount };
}

describe('the OTP contract while editing', () => {
  it('hands back the field that was edited', async () => {
    const { onChange, user } = renderContract(newOtpMetadata());
    await user.type(screen.getByRole('textbox', { name: 'RE address line 3' }), 'X');
    expect(onChange).toHaveBeenLastCalledWith({ reAddress3: 'SINGAPORE 085301X' });
    await user.type(screen.getByRole('textbox', { name: "Vendor's witness NRIC" }), 'S');
    expect(onChange).toHaveBeenLastCalledWith({ vendorWitnessNric: 'S' });
    await user.click(screen.getByRole('checkbox', { name: /vacant possession/ }));
    expect(onChange).toHaveBeenLastCalledWith({ bgElevenVacant: false });
  });

  it('stores the signing date as the ordinal day, the month and the short year', async () => {
    const { onChange, user } = renderContract(newOtpMetadata());
    const signing = screen.getByRole('textbox', { name: 'Signing date' });
    expect(signing).toHaveValue('20-Mar-2026');
    await user.clear(signing);
    await user.type(signing, '02-Apr-2026{enter}');
    expect(onChange).toHaveBeenLastCalledWith({ signOtherTermsDay: '2nd', signOtherTermsOf: 'April', signOtherTerms20: '26' });
  });

  it("offers the foreign purchaser's three week counts, each by what it counts", async () => {
    const { onChange, user } = renderContract(newOtpMetadata());
    await user.type(screen.getByRole('textbox', { name: 'Weeks to apply for approval' }), '3');
    expect(onChange).toHaveBeenLastCalledWith({ foreignPurchaserApplicationWeek: '3' });
    await user.type(screen.getByRole('textbox', { name: 'Weeks to obtain approval' }), '1');
    expect(onChange).toHaveBeenLastCalledWith({ foreignPurchaserObtainedWeek: '1' });
    await user.type(screen.getByRole('textbox', { name: 'Weeks from approval to completion' }), '9');
    expect(onChange).toHaveBeenLastCalledWith({ foreignPurchaserPropertyWeek: '9' });
  });
});

describe('the completion clause', () => {
  it('shows only the weeks when completing by weeks', () => {
    renderContract({ ...newOtpMetadata(), completionDateMode: 'week', completionDayOf: '10' });
    expect(screen.getByRole('textbox', { name: 'Completion weeks' })).toHaveValue('10');
    expect(screen.queryByRole('textbox', { name: 'Completion date' })).not.toBeInTheDocument();
  });

  it('shows only the date when completing by date', () => {
    renderContract({ ...newOtpMetadata(), completionDateMode: 'date', completionDay: '2026-06-30' });
    expect(screen.getByRole('textbox', { name: 'Completion date' })).toHaveValue('30-Jun-2026');
    expect(screen.queryByRole('textbox', { name: 'Completion weeks' })).not.toBeInTheDocument();
  });

  it('shows neither by default, only the default wording', () => {
    renderContract(newOtpMetadata());
    expect(screen.queryByRole('textbox', { name: /Completion/ })).not.toBeInTheDocument();
    expect(screen.getByText(/eight \(8\) weeks after the date of exercise/)).toBeInTheDocument();
  });
});

describe('the deposit', () => {
  it('writes the deposit in words when its figures are typed', async () => {
    const { onChange, user } = renderContract(newOtpMetadata());
    await user.type(screen.getByRole('textbox', { name: 'Deposit (S$)' }), '9');
    expect(onChange).toHaveBeenLastCalledWith({ vendorSings: '9', vendorSingDollars: 'Nine' });
  });

  it('has a payment mode of its own, apart from the option money’s', () => {
    renderContract(newOtpMetadata());
    expect(screen.getByRole('button', { name: /Payment mode/ })).toHaveTextContent('Cheque');
    expect(screen.getByRole('button', { name: /Deposit payment mode/ })).not.toHaveTextContent('Cheque');
  });

  it('asks for the academy payment reference only for a deposit paid to the Singapore Academy of Law, in place of its own mode', async () => {
    const { onChange, user, unmount } = renderContract({ ...newOtpMetadata(), academyLawby: 'cheque no' });
    expect(screen.queryByRole('textbox', { name: 'Cheque No.' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'the Singapore Academy of Law' }));
    expect(onChange).toHaveBeenLastCalledWith({ paymentClientOption: 'client3' });
    unmount();
    renderContract({ ...newOtpMetadata(), paymentClientOption: 'client3', academyLawby: 'cheque no' });
    expect(screen.getByRole('textbox', { name: 'Cheque No.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deposit payment mode/ })).not.toBeInTheDocument();
  });
});
