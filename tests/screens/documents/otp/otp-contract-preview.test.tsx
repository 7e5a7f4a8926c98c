import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpContract } from '../../../../src/app/screens/documents/otp/OtpContract';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { messages } from '../../../../src/domain/messages';
import { EMPTY_DOCUMENT_PARTIES } from '../../../../src/domain/documents/document-parties';
import { newOtpMetadata, OTP_PARTIES, savedOtpMetadata } from '../../../../stories/documents/otp/otp-fixtures';

function renderContract(metadata: DocumentMetadata, isEditing: boolean, parties = OTP_PARTIES) {
  const onChange = vi.fn<(patch: DocumentMetadata) => void>();
  render(<OtpContract metadata={metadata} parties={parties} isEditing={isEditing} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const block = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('the OTP contract as read', () => {
  it('shows the vendors and the purchaser with only the last 4 characters of their IDs', () => {
    renderContract(newOtpMetadata(), false);
    expect(block(/From/).getByText('Tan Ah Kow')).toBeInTheDocument();
    expect(block(/From/).getByText('(ID No. *****567D)', { exact: false })).toBeInTheDocument();
    expect(block(/To/).getByText('(ID No. ******345K)', { exact: false })).toBeInTheDocument();
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
    expect(screen.getByText("the Vendor's solicitors as stakeholders")).toBeInTheDocument();
    expect(screen.getByText('on the date falling 12 weeks after the date of exercise of this Option')).toBeInTheDocument();
    expect(screen.getByText('*****223H')).toBeInTheDocument();
    expect(screen.getByText('this 20th day of March 2026')).toBeInTheDocument();
  });
});
