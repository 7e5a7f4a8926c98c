import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AcceptanceCopy } from '../../../../src/app/screens/documents/otp/AcceptanceCopy';
import { OtpSummaryFields } from '../../../../src/app/screens/documents/otp/OtpSummaryFields';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import type { DocumentSummary } from '../../../../src/domain/documents/summary';
import { messages } from '../../../../src/domain/messages';
import { OTP_PARTIES, OTP_TODAY, savedOtpMetadata, savedOtpSummary } from '../../../../stories/documents/otp/otp-fixtures';

describe('the acceptance copy', () => {
  it('hands back the purchaser witness and shows the witness NRIC masked in the preview', async () => {
    const onChange = vi.fn<(patch: DocumentMetadata) => void>();
    const { unmount } = render(<AcceptanceCopy metadata={savedOtpMetadata()} parties={OTP_PARTIES} isEditing onChange={onChange} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: "Purchaser's witness name" }), '!');
    expect(onChange).toHaveBeenLastCalledWith({ purchaserWitnessName: 'Goh Kian Huat!' });
    unmount();
    render(<AcceptanceCopy metadata={savedOtpMetadata()} parties={OTP_PARTIES} isEditing={false} onChange={onChange} />);
    expect(screen.getByText('*****990B')).toBeInTheDocument();
    expect(screen.getByText('this 27th day of March 2026')).toBeInTheDocument();
  });

  it('is signed by the purchaser its text names: the buyer on file, or the name the lawyer wrote', () => {
    const { unmount } = render(<AcceptanceCopy metadata={savedOtpMetadata()} parties={OTP_PARTIES} isEditing={false} onChange={vi.fn()} />);
    const signature = () => screen.getByRole('region', { name: 'Signature of Purchaser' });
    expect(screen.getByText(/hereby exercise this Option/)).toHaveTextContent(/^I\/We, Harbourfront Holdings Pte\. Ltd\., hereby/);
    expect(signature()).toHaveTextContent('Name: Harbourfront Holdings Pte. Ltd.ID No.: ******345K');
    unmount();
    render(
      <AcceptanceCopy
        metadata={{ ...savedOtpMetadata(), acceptancePurchaser: 'Lim Boon Keng' }}
        parties={OTP_PARTIES}
        isEditing={false}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/hereby exercise this Option/)).toHaveTextContent(/^I\/We, Lim Boon Keng, hereby/);
    expect(signature()).toHaveTextContent('Name: Lim Boon KengID No.: ____________');
    expect(signature()).not.toHaveTextContent('Harbourfront');
  });
});

describe('the OTP summary fields', () => {
  function renderSummary(summary: DocumentSummary, isEditing: boolean) {
    const onChange = vi.fn<(patch: DocumentSummary) => void>();
    render(
      <OtpSummaryFields
        summary={summary}
        isEditing={isEditing}
        today={OTP_TODAY}
        onChange={onChange}
        signedUpload={<a href="#signed">Signed OTP.pdf</a>}
      />,
    );
    return { onChange, user: userEvent.setup() };
  }

  it('show the saved values as dates and amounts, with the upload slot', () => {
    renderSummary(savedOtpSummary(), false);
    expect(screen.getByText('16-Mar-2026')).toBeInTheDocument();
    expect(screen.getByText('72,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signed OTP.pdf' })).toBeInTheDocument();
  });

  it('hand back a changed field, and flag a signed-on date after today', async () => {
    const { onChange, user } = renderSummary({ ...savedOtpSummary(), acceptanceSignedOn: '2026-03-21' }, true);
    expect(screen.getByText(messages.acceptanceSignedOnAfterToday)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Option Money' }));
    expect(onChange).toHaveBeenLastCalledWith({ optionMoney: null });
  });
});
