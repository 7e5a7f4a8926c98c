import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpContract } from '../../../../src/app/screens/documents/otp/OtpContract';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { newOtpMetadata, OTP_PARTIES } from '../../../../stories/documents/otp/otp-fixtures';

function renderContract(metadata: DocumentMetadata, isEditing: boolean, parties = OTP_PARTIES) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  render(<OtpContract metadata={metadata} parties={parties} isEditing={isEditing} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('the OTP contract while editing', () => {
  it('hands back the field that was edited', async () => {
    const { onChange, user } = renderContract(newOtpMetadata(), true);
    await user.type(screen.getByRole('textbox', { name: 'RE address line 3' }), 'X');
    expect(onChange).toHaveBeenLastCalledWith({ reAddress3: 'SINGAPORE 085301X' });
    await user.type(screen.getByRole('textbox', { name: "Vendor's witness NRIC" }), 'S');
    expect(onChange).toHaveBeenLastCalledWith({ vendorWitnessNric: 'S' });
    await user.click(screen.getByRole('checkbox', { name: /vacant possession/ }));
    expect(onChange).toHaveBeenLastCalledWith({ bgElevenVacant: false });
  });

  it('stores the signing date as the ordinal day, the month and the short year', async () => {
    const { onChange, user } = renderContract(newOtpMetadata(), true);
    const signing = screen.getByRole('textbox', { name: 'Signing date' });
    expect(signing).toHaveValue('20-Mar-2026');
    await user.clear(signing);
    await user.type(signing, '02-Apr-2026{enter}');
    expect(onChange).toHaveBeenLastCalledWith({ signOtherTermsDay: '2nd', signOtherTermsOf: 'April', signOtherTerms20: '26' });
  });

});
